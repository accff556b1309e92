// The socket joins the trader's private room (where `closed_microorder` arrives) with the user
// id: make sure the session knows the user, as a reload keeps only the token.
import { useEffect } from 'react';
import { useGetUserInfo } from '@generated/api/account/account';
import { setUser, useSession } from '@/api/session';

export function useSocketUser() {
  const { token, user } = useSession();
  const info = useGetUserInfo(undefined, { query: { enabled: Boolean(token) && !user, staleTime: 60_000 } });
  useEffect(() => {
    if (info.data) setUser(info.data);
  }, [info.data]);
  return info;
}
