// A user's avatar (the signed-in user, a trader), or the first letter of the nickname when there is none or it fails to load.
import { useState } from 'react';
import { resolveImageUrl } from '@/api/image-url';
import './user-avatar.css';

interface UserAvatarProps {
  src?: string | null;
  name: string;
  size?: number;
}

export function UserAvatar({ src, name, size = 56 }: UserAvatarProps) {
  const url = src?.startsWith('blob:') ? src : resolveImageUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  if (url && failed !== url) {
    return (
      <img
        className="user-avatar"
        src={url}
        alt=""
        width={size}
        height={size}
        style={style}
        onError={() => setFailed(url)}
      />
    );
  }
  return (
    <span className="user-avatar user-avatar--letter" style={style} aria-hidden="true">
      {[...(name.trim() || '?')][0]?.toUpperCase()}
    </span>
  );
}
