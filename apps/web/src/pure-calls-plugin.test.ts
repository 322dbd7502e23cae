import { describe, expect, it } from 'vitest';
import { markCallsPure } from '../pure-calls-plugin.ts';

describe('markCallsPure', () => {
  it('marks exported maker calls, typed or not, and leaves everything else as it was', () => {
    const code = [
      "export const a = rest('GET', '/a', ZNoBody, ZOk);",
      'export const b: MethodCall = call.inner(x);',
      'const c = rest(1);',
      'export const d = { e: f() };',
      'export const g = 5;',
    ].join('\n');
    expect(markCallsPure(code).split('\n')).toEqual([
      "export const a = /* @__PURE__ */ rest('GET', '/a', ZNoBody, ZOk);",
      'export const b: MethodCall = /* @__PURE__ */ call.inner(x);',
      'const c = rest(1);',
      'export const d = { e: f() };',
      'export const g = 5;',
    ]);
  });
});
