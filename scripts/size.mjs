// Prints the gzip size of the built app's entry (the JS and CSS that index.html loads up front)
// and of everything the home route `#/` loads before it is usable: the entry, the home page's
// chunks, its locale files and the validators of the calls it makes. Run after `npm run build`.
// Beside each route's size it prints its request count: the files its first paint loads
// (index.html, then every JS and CSS file of its closure). It fails (exit 1) when something that
// must stay off a first paint or out of the build is found there (the guards at the end).
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';

const dist = resolve(process.argv[2] ?? 'dist');
const manifestPath = resolve(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('no dist/.vite/manifest.json: run `npm run build` first');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gz = (file) => gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function closure(keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in manifest: ${key}`);
    files.add(chunk.file);
    (chunk.css ?? []).forEach((css) => files.add(css));
    (chunk.imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

// What the server sends (scripts/precompress.ts): the build's brotli copy, or the file itself.
const br = (file) => {
  const copy = resolve(dist, `${file}.br`);
  return existsSync(copy) ? readFileSync(copy).length : readFileSync(resolve(dist, file)).length;
};
const served = (files) => [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + br(f), 0);
const total = (files, ext) => [...files].filter((f) => f.endsWith(ext)).reduce((sum, f) => sum + gz(f), 0);

const entryKey = 'index.html';

/**
 * The manifest key of a tag's answer validators: its own chunk, or the `validators` chunk that
 * holds the first-paint tags' validators (vite.config.ts). A tag in neither stops the report, so
 * that a route is never measured without its validators.
 */
function zod(tag) {
  const own = `generated/zod/${tag}/${tag}.zod.ts`;
  if (manifest[own]) return own;
  // (Several chunks are named `validators`: the grouped one is the one the shell's operation table
  // asks for.)
  const shell = Object.values(manifest).find((chunk) => chunk.name === 'shell');
  const grouped = shell?.dynamicImports?.find((k) => manifest[k]?.name === 'validators');
  if (grouped && ['account', 'auth', 'content', 'market'].includes(tag)) return grouped;
  throw new Error(`no chunk holds the ${tag} validators`);
}
const entry = closure([entryKey]);

/** The manifest key of a chunk vite.config.ts names in its groups (the report stops without it). */
function chunkNamed(name, what) {
  const key = Object.keys(manifest).find((k) => manifest[k].name === name);
  if (!key) throw new Error(`no ${name} chunk: ${what} is not a chunk of its own (vite.config.ts)`);
  return key;
}
const homeKeys = [
  entryKey,
  'src/features/home/home-screen.tsx',
  'locales/en/common.json',
  'locales/en/home.json',
  zod('content'),
  zod('market'),
  zod('account'),
  // (The UI kit's locale is not here: Home paints without the kit and sets its texts when idle.)
].filter((k) => manifest[k]);
const home = closure(homeKeys);

/** Everything a route loads: the entry, its page modules, locale files and answer validators. */
const route = (keys) => closure([entryKey, ...keys, 'locales/en/common.json'].filter((k) => manifest[k]));
// axios, which the entry asks for at once on the pages that make calls of their own from the start
// (all but Home, Market, the sign-in screens and Trade: src/app/first-calls.ts,
// PAINTED_BY_FIRST_CALLS; Trade's open orders, below its first paint, load it right after).
const transport = chunkNamed('transport', 'axios');
const trade = route([
  'src/app/trade-screen.tsx',
  'src/features/spot-trade/spot-trade-screen.tsx',
  'locales/en/spot-trade.json',
  zod('market'),
  zod('assets'),
  zod('spot-trade'),
]);
const market = route(['src/features/market/market-screen.tsx', 'locales/en/market.json', zod('market')]);
const login = route(['src/features/auth/login-screen.tsx', 'locales/en/auth.json', zod('auth'), zod('content')]);
const register = route(['src/features/auth/register-screen.tsx', 'locales/en/auth.json', zod('auth'), zod('content')]);
const chart = route([transport, 'src/features/chart/pair-detail-screen.tsx', 'locales/en/chart.json', zod('market')]);
const assets = route([transport, 'src/features/assets/assets-screen.tsx', 'locales/en/assets.json', zod('assets')]);

const nftZod = [transport, 'locales/en/nft.json', zod('nft')];
const nft = route(['src/features/nft/nft-market-screen.tsx', ...nftZod]);
const nftAuction = route(['src/features/nft/nft-auction-screen.tsx', ...nftZod, zod('account'), zod('assets')]);

/** index.html plus every file of the closure. */
const requests = (files) => String(files.size + 1);
const rows = [
  ['entry JS (gzip)', kib(total(entry, '.js'))],
  ['entry requests', requests(entry)],
  ['entry CSS (gzip)', kib(total(entry, '.css'))],
  ['home route #/ JS, everything up front (gzip)', kib(total(home, '.js'))],
  ['home route #/ JS as served (brotli copies)', kib(served(home))],
  ['home route #/ CSS (gzip)', kib(total(home, '.css'))],
  ['home route #/ requests (first paint)', requests(home)],
  ['market route JS, entry included (gzip)', kib(total(market, '.js'))],
  ['market route requests', requests(market)],
  ['login route JS, entry included (gzip)', kib(total(login, '.js'))],
  ['login route requests', requests(login)],
  ['registration route JS, entry included (gzip)', kib(total(register, '.js'))],
  ['registration route requests', requests(register)],
  ['trade route (spot) JS, entry included (gzip)', kib(total(trade, '.js'))],
  ['trade route requests', requests(trade)],
  ['trade route JS as served (brotli copies)', kib(served(trade))],
  ['pair chart route JS, entry included (gzip)', kib(total(chart, '.js'))],
  ['pair chart route requests', requests(chart)],
  ['assets route JS, entry included (gzip)', kib(total(assets, '.js'))],
  ['assets route requests', requests(assets)],
  ['NFT market route JS, entry included (gzip)', kib(total(nft, '.js'))],
  ['NFT market route requests', requests(nft)],
  ['NFT auction route JS, entry included (gzip)', kib(total(nftAuction, '.js'))],
  ['NFT auction route requests', requests(nftAuction)],
];
const width = Math.max(...rows.map(([k]) => k.length));
for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
const holds = (files, text) =>
  [...files].filter((f) => f.endsWith('.js')).some((f) => readFileSync(resolve(dist, f), 'utf8').includes(text));
// What must stay off a first paint or out of the build. These are facts of the build, not timings:
// a YES fails the step (and `npm test`).
const allJs = new Set(Object.values(manifest).map((chunk) => chunk.file));
const guards = [
  ['chart library in entry or home', holds(home, 'lightweight-charts')],
  // DOMPurify comes with the screens that show server HTML (src/lib/sanitizer-slot.ts), not before.
  [
    'HTML sanitizer on the first paint of Home, login or registration',
    holds(new Set([...home, ...login, ...register]), 'DOMPurify'),
  ],
  ['UI kit in entry', holds(entry, 'adm-button')],
  // Home, Market, the pair chart, sign-in, spot Trade and Assets paint without the kit (the form
  // kit's inputs and submit button are drawn in CSS: src/components/form/field-input.tsx, form.tsx;
  // Assets' pull-to-refresh and checkbox: src/components/pull-to-refresh.tsx, light-check.tsx); a
  // dialog or sheet loads it when it opens (Trade's order confirmation: at the first sign of an order).
  [
    'UI kit on the first paint of Home, Market, the pair chart, login, registration, Trade or Assets',
    holds(new Set([...home, ...market, ...chart, ...login, ...register, ...trade, ...assets]), 'adm-button'),
  ],
  // Home, Market and the pair chart set the kit's texts once they have shown their content
  // (src/app/ui-kit.ts): that loads the kit's config store, not the kit (vite.config.ts, kit-config).
  [
    "UI kit with the kit's texts",
    holds(closure([chunkNamed('kit-config', "the kit's config store (src/app/ui-kit.ts)")]), 'adm-button'),
  ],
  // Home, Market, the sign-in screens and Trade paint from the answers of the entry's own first calls
  // (src/app/first-calls.ts): axios loads after their content (src/api/load-transport.ts).
  [
    'axios on the first paint of Home, Market, login or Trade',
    holds(new Set([...home, ...market, ...login, ...trade]), 'ERR_BAD_OPTION_VALUE'),
  ],
  // vite.config.ts strips the contract's descriptions from the generated validators (a schema
  // description of the contract, which the app never reads).
  [
    'contract descriptions in the validators',
    holds(allJs, 'A human-readable message, already translated into the language asked for'),
  ],
];
for (const [what, found] of guards) {
  console.log(`${what}: ${found ? 'YES (should not be)' : 'no'}`);
  if (found) process.exitCode = 1;
}
