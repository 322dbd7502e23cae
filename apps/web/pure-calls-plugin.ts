import type { Plugin } from 'vite';

/** The contract's call definitions: plain data made by call makers (`call(...)`, `rest(...)`, ...). */
const CALL_MODULE = /[\\/]packages[\\/]contract[\\/]src[\\/]calls[\\/].+\.ts$/;
/** `export const name = maker(` or `export const name: T = maker.sub(` at the start of a line. */
const EXPORTED_CALL = /^(export const [A-Za-z_$][\w$]*(?::[^=\n]+)? = )(?=[A-Za-z_$][\w$.]*\()/gm;

/** Marks every exported call-maker call of one contract module pure; the text unchanged otherwise. */
export function markCallsPure(code: string): string {
  return code.replace(EXPORTED_CALL, '$1/* @__PURE__ */ ');
}

/**
 * The makers build frozen descriptions and touch nothing else, but the bundler cannot see that
 * through the group factories (`restGroup(...)` returns the maker), so one used call kept every
 * call of its module in the chunk. Marked pure, a feature's chunk carries only the calls it names
 * (apps/web build test: "calls no feature uses stay out of every chunk").
 */
export function pureCallsPlugin(): Plugin {
  return {
    name: 'openportal-pure-calls',
    enforce: 'pre',
    transform(code, id) {
      if (!CALL_MODULE.test(id)) return null;
      const marked = markCallsPure(code);
      return marked === code ? null : { code: marked, map: null };
    },
  };
}
