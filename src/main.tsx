// The entry, kept small so that it runs while the libraries are still downloading: it asks for the
// page the app opens on at once (its code, its chunks announced by Vite's preload helper, and its
// first data), beside the libraries instead of after them, then for the app itself
// (src/app/start.tsx), which renders it. Storage is migrated and the Trusted Types policy made
// before any other module runs.
import './app/storage-migration';
import { callEarly } from './api/early';
import { loadTransport } from './api/load-transport';
import { getRequestLang } from './api/lang';
import { firstCallsOf, PAINTED_BY_FIRST_CALLS } from './app/first-calls';
import { FIRST_FONTS, fontSample } from './app/first-fonts';
import { loadLocale } from './app/locale-files';
import { flagHolds, pageRouteOfHash } from './app/route-table';
import { installTrustedTypes } from './app/trusted-types';
import { startTheme } from './lib/theme';
import { warmFonts } from './lib/warm-fonts';
import './styles/app.css';

// The kit's React 19 render hook: in the build the kit imports it itself (vite.config.ts,
// kitRenderHook); the dev server's pre-bundled kit does not, so it is loaded here.
if (import.meta.env.DEV) void import('./app/ui-kit-render');

// The chosen colour theme on the page before it first paints (src/lib/theme.ts).
startTheme();
installTrustedTypes();
const first = pageRouteOfHash(window.location.hash);
// (A failed download is left to the page's own loader, which shows an error with a retry.)
first?.load().catch(() => undefined);
// Its first data and texts, claimed by the app's own requests when it has loaded.
if (first) callEarly(firstCallsOf(first.path, new URLSearchParams(window.location.hash.split('?')[1] ?? '')));
// axios, at once for a page that makes calls of its own from the start.
if (!first || !PAINTED_BY_FIRST_CALLS.has(first.path)) loadTransport().catch(() => undefined);
for (const namespace of ['common', ...(first?.namespaces ?? [])]) {
  loadLocale(getRequestLang(), namespace)?.catch(() => undefined);
}
void import('./app/start').then(({ start }) => start());
// The sizes and weights of type the page shows, set up while its code downloads, a few a task
// (src/lib/warm-fonts.ts): its content's first layout then takes a third of the time.
if (first) void warmFonts(FIRST_FONTS[first.path] ?? {}, fontSample(getRequestLang()));
// The browser's first Intl formatter costs 15-50 ms (its locale data loads then), which the first
// date the page formats would pay in the middle of its render; made here, in a task of its own
// while the libraries download, the page's own formatters cost ~1 ms. A page that formats nothing
// through Intl on its first paint (PageRoute.intlFree: Home, Market, Trade, Assets, sign-in) does
// without it: there it would only be one more long task on the way to the content.
const query = new URLSearchParams(window.location.hash.split('?')[1] ?? '');
if (!first || !flagHolds(first.intlFree, query)) setTimeout(() => void new Intl.NumberFormat().format(0), 0);
