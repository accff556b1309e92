// The colour theme (issue 36): the user's choice, System (the default: it follows the device's
// light or dark setting, also when that changes while the app is open), Light or Dark, kept in
// localStorage under `theme`, and the theme it gives, applied to the page as
// <html data-theme="light|dark"> (src/styles/app.css holds both sets of colours), the UI kit's own
// switch (data-prefers-color-scheme) and <meta name="theme-color">.
//
// The entry (src/main.tsx) calls startTheme() before anything renders, so the page paints in its
// theme; before that, app.css follows the device's setting on its own (a media query), which is
// the System choice. Screens read and change it through useTheme() (src/hooks/use-theme.ts); the
// charts redraw in the new colours. No React here: this module is part of the entry.

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type Theme = 'light' | 'dark';

const KEY = 'theme';
/** The page's background in each theme (--app-bg), for the browser's own bar. */
export const THEME_COLORS: Record<Theme, string> = { dark: '#0f1115', light: '#ffffff' };

/** The part of a MediaQueryList the theme uses (the device's dark setting). */
export interface DarkQuery {
  readonly matches: boolean;
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
}

export const isThemeChoice = (value: unknown): value is ThemeChoice => THEME_CHOICES.includes(value as ThemeChoice);

/** The theme a choice gives on a device whose setting is dark (`systemDark`) or light. */
export function resolveTheme(choice: ThemeChoice, systemDark: boolean): Theme {
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}

function readChoice(): ThemeChoice {
  try {
    const value = globalThis.localStorage?.getItem(KEY);
    return isThemeChoice(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

const systemQuery = (): DarkQuery | null =>
  typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia('(prefers-color-scheme: dark)') : null;

let query: DarkQuery | null = null;
let choice: ThemeChoice = 'system';
// Without the device's setting (an old browser), System is the app's first look: dark.
let theme: Theme = 'dark';
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

/** Puts the chosen theme on the page; whether it changed. */
function apply(): boolean {
  const next = resolveTheme(choice, query?.matches ?? true);
  const changed = next !== theme;
  theme = next;
  if (typeof document !== 'undefined') {
    const root = document.documentElement;
    root.dataset.theme = next;
    root.setAttribute('data-prefers-color-scheme', next);
    // (index.html has one per device setting, for the time before this runs.)
    document
      .querySelectorAll('meta[name="theme-color"]')
      .forEach((meta) => meta.setAttribute('content', THEME_COLORS[next]));
  }
  return changed;
}

const onSystemChange = () => {
  if (choice === 'system' && apply()) notify();
};

/**
 * Reads the stored choice, applies its theme and follows the device's setting from then on.
 * `source` is the device's dark query (tests give their own). Returns the way to stop following it.
 */
export function startTheme(source: DarkQuery | null = systemQuery()): () => void {
  query?.removeEventListener('change', onSystemChange);
  query = source;
  choice = readChoice();
  query?.addEventListener('change', onSystemChange);
  apply();
  notify();
  return () => {
    source?.removeEventListener('change', onSystemChange);
    if (query === source) query = null;
  };
}

/** Chooses System, Light or Dark: kept for the next visits and applied at once. */
export function setThemeChoice(next: ThemeChoice): void {
  choice = next;
  try {
    if (next === 'system') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, next);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
  apply();
  notify();
}

export const getThemeChoice = (): ThemeChoice => choice;
/** The theme shown now. */
export const getTheme = (): Theme => theme;

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
