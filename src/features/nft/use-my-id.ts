// The signed-in user's id (owner checks, the user's own bids, their NFT home), from the stored
// user or, when none is stored yet, from /user/info.
import { useGetUserInfo } from '@generated/api/account/account';
import { useSession } from '@/api/session';

export function useMyId(): number | null {
  const { user } = useSession();
  const info = useGetUserInfo(undefined, { query: { enabled: !user, staleTime: 60_000 } });
  return user?.id ?? info.data?.id ?? null;
}
