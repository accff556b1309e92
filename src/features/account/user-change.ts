// After the server accepted a change of the user (avatar, nickname, phone): say so, apply it to
// the stored user at once and refresh /user/info behind it.
import { useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useCallback } from 'react';
import { getGetUserInfoQueryKey } from '@generated/api/account/account';
import type { User } from '@generated/model';
import { getSession, setUser } from '@/api/session';

/** Applies a change to the stored user at once (the refreshed /user/info follows). */
export function patchStoredUser(patch: Partial<User>): void {
  const current = getSession().user;
  if (current) setUser({ ...current, ...patch });
}

export function useUserChanged(): (patch: Partial<User>, message: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (patch, message) => {
      Toast.show({ content: message, duration: 1500 });
      patchStoredUser(patch);
      void queryClient.invalidateQueries({ queryKey: getGetUserInfoQueryKey() });
    },
    [queryClient],
  );
}
