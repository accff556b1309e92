// The colour theme (src/lib/theme.ts): the choice (System by default, Light, Dark), the theme it
// gives on a light or dark device, the device switching while the app is open, and what the page
// carries (data-theme, the UI kit's switch, the browser bar's colour).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getTheme,
  getThemeChoice,
  resolveTheme,
  setThemeChoice,
  startTheme,
  subscribeTheme,
  type DarkQuery,
} from '@/lib/theme';

/** A device whose dark setting the test switches, as the OS does. */
function fakeDevice(dark: boolean) {
  const listeners = new Set<() => void>();
  const query: DarkQuery & { set: (next: boolean) => void; listening: () => number } = {
    matches: dark,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    set(next) {
      (this as { matches: boolean }).matches = next;
      listeners.forEach((listener) => listener());
    },
    listening: () => listeners.size,
  };
  return query;
}

const page = () => ({
  theme: document.documentElement.dataset.theme,
  kit: document.documentElement.getAttribute('data-prefers-color-scheme'),
  bar: [...document.querySelectorAll('meta[name="theme-color"]')].map((m) => m.getAttribute('content')),
});

let stop: (() => void) | undefined;
beforeEach(() => {
  document.head.innerHTML =
    '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#0f1115">' +
    '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff">';
});
afterEach(() => {
  stop?.();
  localStorage.clear();
  document.head.innerHTML = '';
});

describe('resolveTheme', () => {
  it('gives the device setting for System and the choice itself otherwise', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
});

describe('the theme on the page', () => {
  it('follows the device by default, also when it switches while the app is open', () => {
    const device = fakeDevice(false);
    stop = startTheme(device);
    expect(getThemeChoice()).toBe('system');
    expect(page()).toEqual({ theme: 'light', kit: 'light', bar: ['#ffffff', '#ffffff'] });
    let told = 0;
    const unsubscribe = subscribeTheme(() => (told += 1));
    device.set(true);
    expect(getTheme()).toBe('dark');
    expect(page()).toEqual({ theme: 'dark', kit: 'dark', bar: ['#0f1115', '#0f1115'] });
    expect(told).toBe(1);
    unsubscribe();
  });

  it('keeps a chosen theme whatever the device does, and remembers it at the next start', () => {
    const device = fakeDevice(true);
    stop = startTheme(device);
    expect(getTheme()).toBe('dark');
    setThemeChoice('light');
    expect(page().theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    device.set(false);
    device.set(true);
    expect(getTheme()).toBe('light');
    stop();
    // A new visit on a dark device: the stored choice wins.
    stop = startTheme(fakeDevice(true));
    expect(getThemeChoice()).toBe('light');
    expect(page().theme).toBe('light');
  });

  it('goes back to the device setting when System is chosen again, and stores nothing for it', () => {
    const device = fakeDevice(false);
    localStorage.setItem('theme', 'dark');
    stop = startTheme(device);
    expect(getTheme()).toBe('dark');
    setThemeChoice('system');
    expect(getTheme()).toBe('light');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('ignores a stored value that is not a choice, and stops listening when stopped', () => {
    localStorage.setItem('theme', 'sepia');
    const device = fakeDevice(true);
    stop = startTheme(device);
    expect(getThemeChoice()).toBe('system');
    expect(device.listening()).toBe(1);
    stop();
    expect(device.listening()).toBe(0);
  });
});
