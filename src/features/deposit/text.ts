// Dates of the deposit and withdrawal records.

/** Wire date-times `Y-m-d H:i:s` are shown as sent; unix seconds as local `YYYY-MM-DD HH:mm`. */
export function formatSeconds(seconds: number): string {
  const d = new Date(seconds * 1000);
  const pad = (v: number) => String(v).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
