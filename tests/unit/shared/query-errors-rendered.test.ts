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

function findings(file: string): Finding[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const rel = relative(root, file);
  const out: Finding[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && QUERY_HOOKS.has(node.expression.text)) {
      const hook = node.expression.text;
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
      if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) {
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
  const all = files(join(root, 'src')).flatMap(findings);

  it('knows the generated query hooks', () => {
    expect(QUERY_HOOKS.has('useListWallets')).toBe(true);
    expect(QUERY_HOOKS.size).toBeGreaterThan(50);
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
});
