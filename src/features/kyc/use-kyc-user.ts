// The signed-in user, to check that the e-mail address and the phone are bound: the stored user at
// once, refreshed from /user/info (the stored copy is updated with the answer).
import { useEffect } from 'react';
import { useGetUserInfo } from '@generated/api/account/account';
import { setUser, useSession } from '@/api/session';

export function useKycUser() {
  const { token, user: stored } = useSession();
  const info = useGetUserInfo(undefined, { query: { enabled: Boolean(token), staleTime: 30_000 } });
  useEffect(() => {
    if (info.data) setUser(info.data);
  }, [info.data]);
  return { user: stored ?? info.data ?? null, info };
}
