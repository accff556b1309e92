/**
 * Builds the generated zod validators on first use instead of when their module loads.
 *
 * orval writes each contract schema as a top-level `export const Name = zod.object({...})`: a
 * module of validators constructs every schema it holds as soon as it is evaluated, although a
 * screen checks the answers of a few operations only (Home's first answers load the validators of
 * four areas, ~120 schemas, to check five answers). `lazyZodSchemas` rewrites each such statement
 * into `export const Name = zod.lazy(() => zod.object({...}))`: evaluating the module makes one
 * small wrapper per schema, and zod builds the schema inside (and the ones it refers to) the first
 * time something is checked against it, then keeps it. What a schema accepts does not change.
 *
 * Only statements whose value is a zod call are rewritten; the constants beside them (`...Max`,
 * `...RegExp`, defaults) stay as they are, since forms read them directly.
 */

const START = /^export const [A-Za-z_$][\w$]* = (?:\/\*#__PURE__\*\/ )?zod\./gm;

/**
 * The index of the end of the statement's value: its `;`, or the end of its line when orval left
 * the `;` out. Strings, templates and comments are skipped.
 */
function statementEnd(code: string, from: number): number {
  let depth = 0;
  for (let i = from; i < code.length; i += 1) {
    const c = code[i];
    if (c === '"' || c === "'" || c === '`') {
      for (i += 1; i < code.length && code[i] !== c; i += 1) if (code[i] === '\\') i += 1;
    } else if (c === '/' && code[i + 1] === '*') {
      i = code.indexOf('*/', i + 2) + 1;
      if (i === 0) break;
    } else if (c === '/' && code[i + 1] === '/') {
      i = code.indexOf('\n', i);
      if (i === -1) break;
    } else if (c === '(' || c === '[' || c === '{') depth += 1;
    else if (c === ')' || c === ']' || c === '}') depth -= 1;
    else if ((c === ';' || c === '\n') && depth === 0) return i;
  }
  return code.length;
}

/** The module's code with each exported zod schema built on first use (see above). */
export function lazyZodSchemas(code: string): string {
  let out = '';
  let last = 0;
  for (const match of code.matchAll(START)) {
    const valueAt = match.index + match[0].length - 'zod.'.length;
    if (valueAt < last) continue;
    const end = statementEnd(code, valueAt);
    out += `${code.slice(last, valueAt)}zod.lazy(() => ${code.slice(valueAt, end)})`;
    last = end;
  }
  return out + code.slice(last);
}
