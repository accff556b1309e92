// A coin's logo, or its initial on the coin's colour (product-spec §9: BTC, USDT, LTC and ETH have
// their own colours) when the row carries no logo. Decorative: the coin's name is always written
// next to it. Used by every money screen (assets, deposit, withdraw).
import { resolveImageUrl } from '@/api/image-url';
import './coin-badge.css';

const COIN_COLOURS: Record<string, string> = {
  BTC: '#f7931a',
  USDT: '#26a17b',
  LTC: '#345d9d',
  ETH: '#627eea',
};

export function CoinBadge({ name, logo, size = 32 }: { name: string; logo?: string | null; size?: number }) {
  const src = resolveImageUrl(logo);
  if (src) {
    return <img className="coin-badge" src={src} alt="" width={size} height={size} loading="lazy" />;
  }
  return (
    <span
      className="coin-badge coin-badge--letter"
      aria-hidden="true"
      // The letter is drawn by CSS (content: attr(data-letter)): a decoration, not part of the text
      // of the button or row it sits in (a coin button's visible text is the coin's name).
      data-letter={name.slice(0, 1).toUpperCase()}
      style={{ width: size, height: size, background: COIN_COLOURS[name.toUpperCase()] ?? 'var(--app-surface-2)' }}
    />
  );
}
