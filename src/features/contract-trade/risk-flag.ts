// Whether this device accepted the contract risk notice (src/features/contract-trade/risk-notice.tsx).

import { deviceFlag } from '@/lib/device-flag';

/** Whether the notice was accepted on this device (see useRiskGate). */
export const contractRisk = deviceFlag('contractRiskAccepted');
