// The e-mail/phone choice of the auth forms, with the phone's area code (last picked one first),
// and the way back to sign-in once an account is registered or its password reset.
import { useState } from 'react';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { readAreaChoice } from '@/hooks/use-area-choice';
import type { AreaCode } from '@/lib/area-codes';
import { ROUTES } from '@/lib/routes';
import { showToast } from '@/lib/toast';
import type { AccountKind } from './auth-schemas';

export interface AccountChoice {
  kind: AccountKind;
  setKind: (kind: AccountKind) => void;
  area: AreaCode;
  setArea: (area: AreaCode) => void;
}

export function useAccountChoice(initial: AccountKind = 'email'): AccountChoice {
  const [kind, setKind] = useState<AccountKind>(initial);
  const [area, setArea] = useState<AreaCode>(readAreaChoice);
  return { kind, setKind, area, setArea };
}

/** Says the account is ready, then opens sign-in with it filled in. */
export function useToLogin(): (account: string, kind: AccountKind, message: string) => void {
  const { redirectTo } = useAppNavigation();
  return (account, kind, message) => {
    showToast(message);
    redirectTo(`${ROUTES.login}?account=${encodeURIComponent(account)}${kind === 'phone' ? '&type=phone' : ''}`);
  };
}
