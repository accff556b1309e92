// The navigation bar's clock button that opens a history (the deposit and withdrawal records).
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { IconButton } from './icon-button';

interface HistoryIconButtonProps {
  /** The button's accessible name. */
  label: string;
  /** Where the history is. */
  to: string;
}

const CLOCK = 'M13 3a9 9 0 1 1-8.5 12h2.1A7 7 0 1 0 6 9.3V12H2V5h2v2.5A9 9 0 0 1 13 3zm-1 4h2v5.2l3.4 2-1 1.7L12 13.4z';

export function HistoryIconButton({ label, to }: HistoryIconButtonProps) {
  const { navigateTo } = useAppNavigation();
  return <IconButton label={label} path={CLOCK} onClick={() => navigateTo(to)} />;
}
