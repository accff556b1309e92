// The signed-in user from /user/info, written into the session's stored copy (a reload keeps only
// the token, and the socket joins the private room with the user id). A 999 here ends the session
// as the rule says. `whenUnknown`: ask only while no user is stored (the socket needs the id,
// not the latest profile).
import { useEffect } from 'react';
import { useGetUserInfo } from '@generated/api/account/account';
import { setUser, useSession } from '@/api/session';

export function useFreshUser({ whenUnknown = false, staleTime = 60_000 } = {}) {
  const { token, user } = useSession();
  const info = useGetUserInfo(undefined, {
    query: { enabled: Boolean(token) && !(whenUnknown && user), staleTime },
  });
  useEffect(() => {
    if (info.data) setUser(info.data);
  }, [info.data]);
  return info;
}
