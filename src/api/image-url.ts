import { apiConfig } from './config';

/**
 * The image-URL rule: absolute URLs (http, https, protocol-relative, data, blob) pass through,
 * a relative path gets the base domain, an empty value stays empty.
 */
export function resolveImageUrl(path: string | null | undefined): string {
  const value = (path ?? '').trim();
  if (!value) return '';
  if (/^(https?:)?\/\//i.test(value) || /^(data|blob):/i.test(value)) return value;
  const base = (apiConfig.assetBase || globalThis.location?.origin || '').replace(/\/+$/, '');
  return `${base}/${value.replace(/^\/+/, '')}`;
}
