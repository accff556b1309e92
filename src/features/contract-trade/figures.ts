// Times of the contract's orders and positions (figures are formatted by @/lib/format).

/** Unix seconds as the local `yyyy-mm-dd hh:mm`. */
export function formatDateTime(seconds: number): string {
  const d = new Date(seconds < 1e11 ? seconds * 1000 : seconds);
  const pad = (v: number) => String(v).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
