// Whether this browser has seen the lock-mining welcome page (shown on a first visit only).
const KEY = 'lockmingWelcomed';

export function hasSeenWelcome(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return true;
  }
}

export function markWelcomeSeen(): void {
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    // Storage unavailable: the welcome page shows again next time.
  }
}
