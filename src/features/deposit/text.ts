// Addresses on screen: shortened where space is short (never put in URLs or logs).

/** `TXk4Fh9wQe2Lr7Np3Dc8Gv5Sa1Mz6Yb2Hu` gives `TXk4Fh…6Yb2Hu`. */
export function shortenAddress(address: string, head = 6, tail = 6): string {
  const value = address.trim();
  return value.length > head + tail + 1 ? `${value.slice(0, head)}…${value.slice(-tail)}` : value;
}

/** Wire date-times `Y-m-d H:i:s` are shown as sent; unix seconds as local `YYYY-MM-DD HH:mm`. */
export function formatSeconds(seconds: number): string {
  const d = new Date(seconds * 1000);
  const pad = (v: number) => String(v).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
