// The button that asks to stop following a trader (the dialog and the request: ./use-follow-actions.tsx).
import { Button, type ButtonProps } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { Target, useUnfollow } from './use-follow-actions';

interface UnfollowButtonProps {
  unfollow: ReturnType<typeof useUnfollow>;
  target: Target;
  size?: ButtonProps['size'];
  children: ReactNode;
}

/** The button that asks to stop following a trader; it spins while the request runs. */
export function UnfollowButton({ unfollow, target, size, children }: UnfollowButtonProps) {
  return (
    <Button
      size={size}
      fill="outline"
      color="danger"
      loading={unfollow.pending}
      onClick={() => unfollow.ask(target.id, target.name)}
    >
      {children}
    </Button>
  );
}
