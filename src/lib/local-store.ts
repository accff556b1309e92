// localStorage where it may be unavailable (a private window, a full quota, storage turned off):
// a read then gives null and a write is skipped, so the value lasts for this page only.
//
// Usage: `writeLocal('signature:7', text)`, `readLocal('signature:7') ?? ''`

export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: nothing is kept beyond this page.
  }
}
