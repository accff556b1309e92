// Whether this device accepted the seconds-contract risk notice (./risk-notice.tsx).

import { deviceFlag } from '@/lib/device-flag';

/** Whether the notice was accepted on this device (see useRiskGate); without storage it shows again next time. */
export const secondsRisk = deviceFlag('secondsTrade:riskAccepted', { memoryFallback: false });
