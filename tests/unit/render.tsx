// Renders a screen the way the app does: React Query, the router (memory history, so tests can
// read where the app navigated) and the real i18n.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useLocation } from '@/lib/router';
import { MemoryRouter } from '@/lib/router-components';

/**
 * The page of the current path among `pages` (the app finds its pages by path the same way), else
 * the one at `*`, else `fallback`.
 */
export function Pages({
  pages,
  fallback = null,
}: {
  pages: Record<string, ReactElement>;
  fallback?: ReactElement | null;
}) {
  const { pathname } = useLocation();
  return pages[pathname] ?? pages['*'] ?? fallback;
}

export interface Rendered {
  location: () => string;
  queryClient: QueryClient;
}

export function renderScreen(
  ui: ReactElement,
  { path = '/', route = '/' }: { path?: string; route?: string } = {},
): Rendered & ReturnType<typeof render> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  let current = route;
  function LocationProbe() {
    const location = useLocation();
    current = location.pathname + location.search;
    return null;
  }
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <LocationProbe />
        <Pages pages={{ [path]: ui }} fallback={<div data-testid="elsewhere" />} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, location: () => current, queryClient };
}
