// Signing out because of the PIN (five wrong ones, or "Forgot PIN"): as the app's logout does
// (the server told, the session and the cached answers cleared), and the PIN forgotten, so that
// signing in again with the password opens the app.
import { useQueryClient } from '@tanstack/react-query';
import { logoutUser } from '@generated/api/auth/auth';
import { clearSession } from '@/api/session';
import { removeConfig } from '@/lib/quick-lock';

export function useLockSignOut(): (userId: number) => Promise<void> {
  const queryClient = useQueryClient();
  return async (userId) => {
    removeConfig(userId);
    try {
      await logoutUser(undefined, { silent: true });
    } catch {
      // Signing out always works on this device, whatever the server answered.
    }
    clearSession('logout');
    queryClient.clear();
  };
}
