// A risk notice to accept once on this device before the first order of a kind (contracts,
// seconds options). `request(draft)` goes on with the draft at once when the notice was accepted
// before; else the notice shows and holds the draft: accepting remembers it on the device and
// goes on with the held draft, cancelling drops it.
//
// Usage:
//   const risk = useRiskGate(contractRisk, setConfirming);
//   ... risk.request(draft) ...
//   <RiskNotice {...risk.notice} />
import { useState } from 'react';
import type { DeviceFlag } from '@/lib/device-flag';

/** The props of a risk notice dialog. */
export interface RiskNoticeProps {
  visible: boolean;
  onAccept: () => void;
  onCancel: () => void;
}

export function useRiskGate<T>(accepted: DeviceFlag, proceed: (draft: T) => void) {
  const [held, setHeld] = useState<T | null>(null);
  const request = (draft: T) => {
    if (accepted.isSet()) proceed(draft);
    else setHeld(draft);
  };
  const notice: RiskNoticeProps = {
    visible: held !== null,
    onAccept: () => {
      accepted.set();
      if (held !== null) proceed(held);
      setHeld(null);
    },
    onCancel: () => setHeld(null),
  };
  return { request, notice };
}
