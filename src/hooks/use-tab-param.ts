// The tab of a screen kept in its address (`?tab=`), so that back and reload return to it: one of
// `tabs`, else the first; choosing another replaces the address rather than adding a history entry.
//
// Usage: `const [tab, showTab] = useTabParam(['active', 'ended'] as const);`
import { useSearchParams } from '@/lib/router';

export function useTabParam<T extends string>(tabs: readonly [T, ...T[]]): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = tabs.find((key) => key === asked) ?? tabs[0];
  return [tab, (next) => setParams({ tab: next }, { replace: true })];
}
