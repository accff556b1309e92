// Signing out because of the PIN (five wrong ones, or "Forgot PIN"): as the app's logout does, and
// the PIN forgotten, so that signing in again with the password opens the app.
import { useSignOut } from '@/hooks/use-sign-out';
import { removeConfig } from '@/lib/quick-lock';

export function useLockSignOut(): (userId: number) => Promise<void> {
  const signOut = useSignOut();
  return async (userId) => {
    removeConfig(userId);
    await signOut();
  };
}
