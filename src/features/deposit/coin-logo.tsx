import type { Currency } from '@generated/model';
import { resolveImageUrl } from '@/api/image-url';

/** A coin's logo (decorative: the coin's name is always written next to it). */
export function CoinLogo({ coin, size = 28 }: { coin: Pick<Currency, 'logo'>; size?: number }) {
  const src = resolveImageUrl(coin.logo);
  return src ? (
    <img className="coin-logo" src={src} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className="coin-logo coin-logo--empty" style={{ width: size, height: size }} aria-hidden="true" />
  );
}
