// The signed-in user, to check that the e-mail address and the phone are bound: the stored user at
// once, refreshed from /user/info (the stored copy is updated with the answer).
import { useSession } from '@/api/session';
import { useFreshUser } from '@/hooks/use-fresh-user';

export function useKycUser() {
  const { user: stored } = useSession();
  const info = useFreshUser({ staleTime: 30_000 });
  return { user: stored ?? info.data ?? null, info };
}
