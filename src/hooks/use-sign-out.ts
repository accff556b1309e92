// Signing out on this device, as Settings' "Log out" does: the server told (whatever it answers,
// the device signs out), the session ended as a logout and the cached answers dropped.
import { useQueryClient } from '@tanstack/react-query';
import { logoutUser } from '@generated/api/auth/auth';
import { clearSession } from '@/api/session';

export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    try {
      await logoutUser(undefined, { silent: true });
    } catch {
      // Signing out always works on this device, whatever the server answered.
    }
    clearSession('logout');
    queryClient.clear();
  };
}
