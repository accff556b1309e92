// The app's router (src/lib/router.tsx) as the pages use it: the query inside the hash, the first
// page known as such (Back from a deep link goes home), the query's setter, and the old page
// keeping its own location while it fades out.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocation, useNavigate, useSearchParams, type Location, type NavigateFunction } from '@/lib/router';
import { HashRouter, MemoryRouter, ShownLocation } from '@/lib/router-components';

let navigate: NavigateFunction = () => undefined;
let setParams: ReturnType<typeof useSearchParams>[1] = () => undefined;
function Probe({ label = 'at' }: { label?: string }) {
  const location = useLocation();
  const [params, set] = useSearchParams();
  navigate = useNavigate();
  setParams = set;
  return (
    <p data-testid={label}>
      {location.pathname}|{location.search}|{location.key === 'default' ? 'first' : 'later'}|{params.get('tab') ?? '-'}
    </p>
  );
}
const at = (label = 'at') => screen.getByTestId(label).textContent;

describe('HashRouter', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('reads the page and its query from the hash, and writes them back there', () => {
    window.history.replaceState(null, '', '/h5/#/pages/market/detail?id=1&tab=depth');
    render(
      <HashRouter>
        <Probe />
      </HashRouter>,
    );
    expect(at()).toBe('/pages/market/detail|?id=1&tab=depth|first|depth');
    act(() => navigate('/pages/transaction/index?type=2'));
    expect(window.location.pathname).toBe('/h5/');
    expect(window.location.hash).toBe('#/pages/transaction/index?type=2');
    expect(at()).toBe('/pages/transaction/index|?type=2|later|-');
  });
});

describe('MemoryRouter', () => {
  it('knows the first page, adds and replaces entries, and goes back', async () => {
    render(
      <MemoryRouter initialEntries={['/pages/fund/assets']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(at()).toBe('/pages/fund/assets||first|-');
    act(() => navigate('/pages/bill/bill'));
    expect(at()).toBe('/pages/bill/bill||later|-');
    act(() => navigate('/pages/setting/setting', { replace: true }));
    expect(at()).toBe('/pages/setting/setting||later|-');
    act(() => navigate(-1));
    expect(at()).toBe('/pages/fund/assets||first|-');
  });

  it('sets the query: from a value or from the current one, without a Back step with replace', () => {
    render(
      <MemoryRouter initialEntries={['/pages/otc/otc?side=buy']}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => setParams((current) => ({ ...Object.fromEntries(current), tab: 'sell' }), { replace: true }));
    expect(at()).toBe('/pages/otc/otc|?side=buy&tab=sell|first|sell');
    act(() => setParams({ tab: 'all' }));
    expect(at()).toBe('/pages/otc/otc|?tab=all|later|all');
    act(() => setParams({}, { replace: true }));
    expect(at()).toBe('/pages/otc/otc||later|-');
  });

  it('shows a part of the page the location it is given (a page fading out keeps its own)', () => {
    const old: Location = { pathname: '/pages/market/market', search: '?tab=fav', hash: '', state: null, key: 'k1' };
    render(
      <MemoryRouter initialEntries={['/pages/fund/assets']}>
        <Probe />
        <ShownLocation location={old}>
          <Probe label="shown" />
        </ShownLocation>
      </MemoryRouter>,
    );
    expect(at('shown')).toBe('/pages/market/market|?tab=fav|later|fav');
  });
});
