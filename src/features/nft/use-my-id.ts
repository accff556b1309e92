// The signed-in user's id (owner checks, the user's own bids, their NFT home), from the stored
// user or, when none is stored yet, from /user/info.
import { useGetUserInfo } from '@generated/api/account/account';
import { useSession } from '@/api/session';

/** The id, and the query asked when no user is stored (to say when it failed). */
export function useMyIdQuery() {
  const { user } = useSession();
  const info = useGetUserInfo(undefined, { query: { enabled: !user, staleTime: 60_000 } });
  return { id: user?.id ?? info.data?.id ?? null, info };
}

export const useMyId = (): number | null => useMyIdQuery().id;
