// The user's withdrawal security (proposed GET /user/withdraw/settings) as the withdraw screens
// use it: whether the address must be a saved one (whitelist mode, each saved address usable after
// its cooling period) and whether a 6-digit code goes with the withdrawal; and the time left of a
// cooling address as people read it.
import { useTranslation } from 'react-i18next';
import { useGetWithdrawSettings } from '@generated/api/withdraw/withdraw';

export function useWithdrawSecurity() {
  return useGetWithdrawSettings(undefined, { query: { staleTime: 30_000 } });
}

/** Whole minutes of a cooling period as "23 h 40 min" (rounded up: never "0 min" while it cools). */
export function useCoolingText(): (seconds: number) => string {
  const { t } = useTranslation('withdraw');
  return (seconds) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return t('security.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  };
}
