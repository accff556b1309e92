// The signed-in user of the account screens: the stored user at once, refreshed from /user/info
// (the stored copy is updated with the answer), with the locally kept signature applied.
import type { User } from '@generated/model';
import { useSession } from '@/api/session';
import { useFreshUser } from '@/hooks/use-fresh-user';
import { useLocalSignature, withLocalSignature } from './signature-store';

export function useAccountUser() {
  const { user: stored } = useSession();
  const info = useFreshUser({ staleTime: 30_000 });
  const base: User | null = stored ?? info.data ?? null;
  const localSignature = useLocalSignature(base?.id);
  const user = base ? withLocalSignature(base, localSignature) : null;
  return { user, info };
}
