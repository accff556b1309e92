// The signed-in user of the account screens: the stored user at once, refreshed from /user/info
// (the stored copy is updated with the answer), with the locally kept signature applied.
import { useEffect } from 'react';
import { useGetUserInfo } from '@generated/api/account/account';
import type { User } from '@generated/model';
import { setUser, useSession } from '@/api/session';
import { useLocalSignature, withLocalSignature } from './signature-store';

export function useAccountUser() {
  const { token, user: stored } = useSession();
  const info = useGetUserInfo(undefined, { query: { enabled: Boolean(token), staleTime: 30_000 } });
  useEffect(() => {
    if (info.data) setUser(info.data);
  }, [info.data]);
  const base: User | null = stored ?? info.data ?? null;
  const localSignature = useLocalSignature(base?.id);
  const user = base ? withLocalSignature(base, localSignature) : null;
  return { user, info };
}
