// Keeps the stored user fresh while signed in: /user/info refreshes the session's copy (a reload
// keeps only the token, and the socket joins the private room with the user id). A 999 here ends
// the session as the rule says.
import { useEffect } from 'react';
import { useGetUserInfo } from '@generated/api/account/account';
import { setUser, useSession } from '@/api/session';

export function useFreshUser() {
  const { token } = useSession();
  const info = useGetUserInfo(undefined, { query: { enabled: Boolean(token), staleTime: 60_000 } });
  useEffect(() => {
    if (info.data) setUser(info.data);
  }, [info.data]);
  return info;
}
