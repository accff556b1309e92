// Every query a screen reads says when it fails (issue 40): each call of a generated query hook
// (or of TanStack's useQuery / useInfiniteQuery) in src/ keeps its result whole and either renders
// its error there (`x.isError`, `x.error`, `x.status`, `retryOf(x)`, `query={x}`) or hands the
// whole result on (returned from a hook, given to a component or a function), which the caller
// then answers for. Taking only `data` out of a query (`const { data } = useX()`), or dropping the
// result, leaves its failure unseen: that is refused unless QUIET lists the call with its reason.
// The end-to-end failure sweep (tests/e2e/failure-sweep.spec.ts) checks the same in the browser,
// route by route; this finds it in the code before any route is opened.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Query hook calls whose failure may pass unseen, with the reason (file: hook). */
const QUIET: Record<string, string> = {
  'src/features/home/home-header.tsx: useGetSiteConfig': "the site's logo and name: the app's own name is shown",
  'src/features/content/about-us-screen.tsx: useGetSiteConfig': "the site's name in the text: the app's own name",
  'src/features/home/notice-dialog.tsx: useGetPopupNotice':
    'the popup notice is not shown this time; the notices list says when it cannot be loaded',
  'src/features/seconds-trade/seconds-trade-view.tsx: useListPayableCurrencies':
    'the currency names of recent orders; the order form of the same page says when the currencies fail',
  'src/features/contract-trade/contract-orders-screen.tsx: useListLeverTrades':
    'the last page, asked by "load more", which reports its own failure (the first page is shown with its error)',
  'src/features/withdraw/withdraw-terms.ts: useGetUserInfo':
    'the level only when /wallet/get_info omits it and no user is stored: the 24 h limit is then not shown (the server enforces it)',
  'src/features/seconds-trade/seconds-orders-screen.tsx: useOrdersPage':
    'a page already shown, whose rows stay when a refresh fails; the last page, which the list asks, reports its own failure',
  'src/features/contract-trade/order-form.tsx: useContractAccount':
    'the account behind the estimated liquidation price ("--" while unknown): the positions panel of the same screen shows the same query\'s error with its retry',
  'src/components/verification-level.tsx: useGetUserInfo':
    "the card's level, from the stored user while the latest answer is missing: the screen's own /user/info says when it fails",
  'src/features/contract-trade/pair-header.tsx: useFavorites':
    "the stars and favourites-first order of the pair picker: without them the server's order; Market says when favourites fail",
  'src/features/seconds-trade/pair-picker.tsx: useFavorites':
    "the stars and favourites-first order of the pair picker: without them the server's order; Market says when favourites fail",
  'src/features/contract-trade/pair-header.tsx: useCoinNames':
    "the coins' names for a search by name: without them the picker's search finds pairs by symbol",
  'src/features/seconds-trade/pair-picker.tsx: useCoinNames':
    "the coins' names for a search by name: without them the picker's search finds pairs by symbol",
  'src/features/spot-trade/pair-picker.tsx: useCoinNames':
    "the coins' names for a search by name: without them the picker's search finds pairs by symbol",
  'src/features/withdraw/address-withdraw-form.tsx: useWithdrawSecurity':
    "the whitelist and code the form follows: the withdrawal frame around it shows the same query's error with its retry",
  'src/features/withdraw/bank-withdraw-form.tsx: useWithdrawSecurity':
    "the code the form follows: the withdrawal frame around it shows the same query's error with its retry",
  'src/features/game/game-screen.tsx: useWebViewAllowList':
    "the support chat's address, which the site configuration adds to the allowed hosts: games are checked against the configured hosts, which need no call",
};

const root = process.cwd();
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

/** The generated query hooks: `useX` for every `getXQueryKey` of generated/api. */
const QUERY_HOOKS = new Set([
  'useQuery',
  'useInfiniteQuery',
  ...files(join(root, 'generated/api'))
    .filter((file) => !file.endsWith('.msw.ts'))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/export const get(\w+)QueryKey\b/g)].flatMap((m) => [
        `use${m[1]}`,
        `use${m[1]}Infinite`,
      ]),
    ),
]);

/** How a query result kept in `name` is used in `scope`: its error rendered, handed on, or neither. */
function usesError(scope: ts.Node, name: string): boolean {
  let handled = false;
  const visit = (node: ts.Node): void => {
    if (handled) return;
    if (ts.isIdentifier(node) && node.text === name && node !== undefined) {
      const parent = node.parent;
      if (ts.isPropertyAccessExpression(parent) && parent.expression === node) {
        // x.isError, x.error, x.status, x.refetch given with x.error elsewhere
        if (['isError', 'error', 'status', 'failureReason'].includes(parent.name.text)) handled = true;
      } else if (ts.isVariableDeclaration(parent) && parent.name === node) {
        // the declaration itself
      } else if (ts.isShorthandPropertyAssignment(parent) || ts.isPropertyAssignment(parent)) {
        handled = true; // { x } handed on in an object (returned, or a prop bag)
      } else if (ts.isJsxExpression(parent) || ts.isCallExpression(parent) || ts.isReturnStatement(parent)) {
        handled = true; // query={x}, retryOf(x), wrap(x), return x
      } else if (ts.isSpreadAssignment(parent) || ts.isSpreadElement(parent) || ts.isArrayLiteralExpression(parent)) {
        handled = true;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(scope);
  return handled;
}

interface Finding {
  where: string;
  hook: string;
  problem: string;
}

/** What a hook of src/ hands on of a query it calls: the whole result, or it under these names. */
type Carried = { whole: true } | { whole: false; props: ReadonlySet<string> };

const parse = (file: string, text = readFileSync(file, 'utf8')) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

/** The name of a hook function (`function useX`, `const useX = () =>`), if `node` is one. */
function hookName(node: ts.Node): string | undefined {
  if (ts.isFunctionDeclaration(node) && node.name && /^use[A-Z]/.test(node.name.text)) return node.name.text;
  if (
    (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) &&
    ts.isVariableDeclaration(node.parent) &&
    ts.isIdentifier(node.parent.name) &&
    /^use[A-Z]/.test(node.parent.name.text)
  )
    return node.parent.name.text;
  return undefined;
}

/**
 * The hooks of src/ that wrap a query and hand its result on (`useSpotBalance` returns the
 * balances' query as `wallets`): their callers answer for its error as for the query's own. Found
 * to a fixed point, so that a wrapper of a wrapper counts too.
 */
function wrapperHooks(sources: readonly ts.SourceFile[]): Map<string, Carried> {
  const wrappers = new Map<string, Carried>();
  const isQuery = (call: ts.Node): call is ts.CallExpression =>
    ts.isCallExpression(call) &&
    ts.isIdentifier(call.expression) &&
    (QUERY_HOOKS.has(call.expression.text) || wrappers.get(call.expression.text)?.whole === true);
  for (let changed = true; changed;) {
    changed = false;
    for (const source of sources) {
      const visit = (node: ts.Node): void => {
        const name = hookName(node);
        if (name && !wrappers.has(name)) {
          const queries = new Set<string>();
          const returns: ts.Expression[] = [];
          const walk = (inner: ts.Node): void => {
            if (inner !== node && ts.isFunctionLike(inner)) return; // (another function's returns)
            if (ts.isVariableDeclaration(inner) && ts.isIdentifier(inner.name) && inner.initializer) {
              if (isQuery(inner.initializer)) queries.add(inner.name.text);
            }
            if (ts.isReturnStatement(inner) && inner.expression) returns.push(inner.expression);
            ts.forEachChild(inner, walk);
          };
          walk(node);
          const body = (node as ts.FunctionLikeDeclarationBase).body;
          if (body && !ts.isBlock(body)) returns.push(body);
          const props = new Set<string>();
          let whole = false;
          for (const value of returns) {
            if (isQuery(value) || (ts.isIdentifier(value) && queries.has(value.text))) whole = true;
            else if (ts.isObjectLiteralExpression(value))
              for (const property of value.properties) {
                if (ts.isShorthandPropertyAssignment(property) && queries.has(property.name.text))
                  props.add(property.name.text);
                else if (
                  ts.isPropertyAssignment(property) &&
                  ts.isIdentifier(property.initializer) &&
                  queries.has(property.initializer.text)
                )
                  props.add(property.name.getText(source));
              }
          }
          if (whole || props.size > 0) {
            wrappers.set(name, whole ? { whole: true } : { whole: false, props });
            changed = true;
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return wrappers;
}

function findings(source: ts.SourceFile, wrappers: ReadonlyMap<string, Carried>): Finding[] {
  const rel = relative(root, source.fileName);
  const out: Finding[] = [];
  const visit = (node: ts.Node): void => {
    const callee = ts.isCallExpression(node) && ts.isIdentifier(node.expression) ? node.expression.text : '';
    const carried: Carried | undefined = QUERY_HOOKS.has(callee) ? { whole: true } : wrappers.get(callee);
    if (carried && ts.isCallExpression(node)) {
      const hook = callee;
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      const where = `${rel}:${line}`;
      let parent: ts.Node = node.parent;
      while (ts.isAsExpression(parent) || ts.isParenthesizedExpression(parent) || ts.isNonNullExpression(parent)) {
        parent = parent.parent;
      }
      const scope = (() => {
        let up: ts.Node = node;
        while (up.parent && !ts.isFunctionLike(up)) up = up.parent;
        return up;
      })();
      if (!carried.whole) {
        // A wrapper: the query it carries must be taken out and its error rendered or handed on.
        if (ts.isVariableDeclaration(parent) && ts.isObjectBindingPattern(parent.name)) {
          const taken = parent.name.elements.filter((e) =>
            carried.props.has((e.propertyName ?? e.name).getText(source)),
          );
          const names = parent.name.elements.map((e) => (e.propertyName ?? e.name).getText(source));
          if (taken.length === 0)
            out.push({ where, hook, problem: `only ${names.join(', ')} taken out: the error of its query is lost` });
          else if (!taken.some((e) => ts.isIdentifier(e.name) && usesError(scope, e.name.text)))
            out.push({ where, hook, problem: `${[...carried.props].join(', ')}'s error is not rendered` });
        } else if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) {
          const name = parent.name.text;
          let reads = false;
          const look = (inner: ts.Node): void => {
            if (
              ts.isPropertyAccessExpression(inner) &&
              ts.isIdentifier(inner.expression) &&
              inner.expression.text === name &&
              carried.props.has(inner.name.text)
            )
              reads = true;
            ts.forEachChild(inner, look);
          };
          look(scope);
          if (!reads && !usesError(scope, name))
            out.push({
              where,
              hook,
              problem: `${name}.${[...carried.props].join('/')} is never read: its error is lost`,
            });
        } else if (ts.isExpressionStatement(parent)) {
          out.push({ where, hook, problem: 'its result is dropped' });
        }
      } else if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) {
        if (!usesError(scope, parent.name.text))
          out.push({ where, hook, problem: `${parent.name.text}'s error is not rendered` });
      } else if (ts.isVariableDeclaration(parent) && ts.isObjectBindingPattern(parent.name)) {
        const names = parent.name.elements.map((e) => (e.propertyName ?? e.name).getText(source));
        if (!names.some((n) => ['error', 'isError', 'status'].includes(n)))
          out.push({ where, hook, problem: `only ${names.join(', ')} taken out: its error is lost` });
      } else if (ts.isExpressionStatement(parent)) {
        out.push({ where, hook, problem: 'its result is dropped' });
      } else if (!(ts.isReturnStatement(parent) || ts.isArrowFunction(parent) || ts.isCallExpression(parent))) {
        if (ts.isPropertyAccessExpression(parent) && !['isError', 'error', 'status'].includes(parent.name.text)) {
          out.push({ where, hook, problem: `only .${parent.name.text} read: its error is lost` });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out.filter((f) => !QUIET[`${rel}: ${f.hook}`]);
}

describe('every query a screen reads says when it fails', () => {
  const sources = files(join(root, 'src')).map((file) => parse(file));
  const wrappers = wrapperHooks(sources);
  const all = sources.flatMap((source) => findings(source, wrappers));

  it('knows the generated query hooks', () => {
    expect(QUERY_HOOKS.has('useListWallets')).toBe(true);
    expect(QUERY_HOOKS.size).toBeGreaterThan(50);
  });

  it('follows the hooks that wrap a query', () => {
    expect(wrappers.get('useSpotBalance')).toEqual({ whole: false, props: new Set(['wallets']) });
  });

  it('no query result loses its error', () => {
    expect(all.map((f) => `${f.where} ${f.hook}: ${f.problem}`)).toEqual([]);
  });

  it('the rule finds a screen that keeps only the data', () => {
    const screen = `import { useListWallets } from '@generated/api/assets/assets';
      export function Bad() { const { data } = useListWallets(); const w = useListWallets(); return <p>{data?.x}{w.data?.y}</p>; }
      export function Good() { const w = useListWallets(); return w.isError ? <QueryError {...retryOf(w)} /> : null; }`;
    const source = ts.createSourceFile('x.tsx', screen, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const count = { bad: 0 };
    const visit = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && node.initializer && ts.isCallExpression(node.initializer)) {
        const scope = node.parent.parent.parent.parent;
        if (ts.isIdentifier(node.name) && !usesError(scope, node.name.text)) count.bad += 1;
        if (ts.isObjectBindingPattern(node.name)) count.bad += 1;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    expect(count.bad).toBe(2);
  });

  it('the rule finds a screen that keeps only the figure of a wrapping hook', () => {
    const hook = parse(
      'src/hooks/use-x.ts',
      `export function useBalance() { const wallets = useListWallets(); return { wallets, available: wallets.data?.x }; }`,
    );
    const screen = parse(
      'src/features/x.tsx',
      `export function Bad() { const { available } = useBalance(); return <p>{available}</p>; }
       export function Good() { const { available, wallets } = useBalance(); return <><p>{available}</p><BalanceError wallets={wallets} /></>; }
       export function AlsoGood() { const b = useBalance(); return <BalanceError wallets={b.wallets} />; }`,
    );
    const found = wrapperHooks([hook, screen]);
    expect(found.get('useBalance')).toEqual({ whole: false, props: new Set(['wallets']) });
    expect(findings(screen, found).map((f) => f.problem)).toEqual([
      'only available taken out: the error of its query is lost',
    ]);
  });
});
