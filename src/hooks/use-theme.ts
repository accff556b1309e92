// The colour theme for screens: the choice (System, Light, Dark), the theme shown now, and the
// way to change the choice (src/lib/theme.ts). A screen re-renders when either changes, also when
// the device switches between light and dark under the System choice.
import { useSyncExternalStore } from 'react';
import { getTheme, getThemeChoice, setThemeChoice, subscribeTheme, type Theme, type ThemeChoice } from '@/lib/theme';

export interface UseTheme {
  choice: ThemeChoice;
  theme: Theme;
  setChoice: (next: ThemeChoice) => void;
}

export function useTheme(): UseTheme {
  const choice = useSyncExternalStore(subscribeTheme, getThemeChoice, getThemeChoice);
  const theme = useSyncExternalStore(subscribeTheme, getTheme, getTheme);
  return { choice, theme, setChoice: setThemeChoice };
}
