// The icons' drawing, made smaller in the build: antd-mobile-icons writes each path with 7-8
// decimals in a 48-unit box and names every group in the designers' file (`id: "…-编组"`). SVGO
// rewrites each path at two decimals (a 1/5000 of the icon's width, invisible at any size a
// phone shows it) with its shorter commands (arcs, relative moves), and the names go: nothing
// refers to them. Home's first paint draws a dozen of these icons.
import { optimize } from 'svgo';
import type { Plugin } from 'vite';

const ICON_MODULE = /[\\/]node_modules[\\/]antd-mobile-icons[\\/]es[\\/][A-Za-z]+\.js$/;
const PATH_DATA = /\bd: "([^"]+)"/g;
const GROUP_NAME = /\bid: "[^"]*",?/g;

/** The same path in fewer bytes: SVGO's path conversion at two decimals. */
export function smallerPath(d: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><path d="${d}"/></svg>`;
  const result = optimize(svg, { plugins: [{ name: 'convertPathData', params: { floatPrecision: 2 } }] });
  const optimized = /\bd="([^"]+)"/.exec(result.data)?.[1];
  return optimized && optimized.length < d.length ? optimized : d;
}

/** An antd-mobile-icons module with smaller paths and without its group names. */
export function smallerIcon(code: string): string {
  return code.replace(GROUP_NAME, '').replace(PATH_DATA, (_, d: string) => `d: "${smallerPath(d)}"`);
}

export function iconPaths(): Plugin {
  return {
    name: 'h5-icon-paths',
    apply: 'build',
    transform(code, id) {
      if (!ICON_MODULE.test(id)) return null;
      return { code: smallerIcon(code), map: null };
    },
  };
}
