import { describe, expect, it } from 'vitest';
import { isSafeText, unsafeTextErrors, UNSAFE_TEXT_MESSAGE } from './text-safety.ts';

describe('unsafe text', () => {
  it('refuses NUL and lone surrogates, keeps paired ones', () => {
    expect(isSafeText('Ana Pop')).toBe(true);
    expect(isSafeText('emoji \u{1F600} ok')).toBe(true);
    expect(isSafeText('a\u0000b')).toBe(false);
    expect(isSafeText('\uD800')).toBe(false);
    expect(isSafeText('x\uDC00')).toBe(false);
    expect(isSafeText('\uDC00\uD800')).toBe(false);
  });
  it('names every bad field by its path, keys included', () => {
    const body = JSON.parse('{"lastName":"a\\u0000","list":[{"k":"\\ud800"}],"ok":"fine","b\\u0000ad":1}');
    expect(
      unsafeTextErrors(body)
        .map((e) => e.field)
        .sort(),
    ).toEqual(['b\\u0000ad', 'lastName', 'list.0.k']);
    expect(unsafeTextErrors(body)[0]!.message).toBe(UNSAFE_TEXT_MESSAGE);
    expect(unsafeTextErrors({ a: 'fine', n: 1, x: null })).toEqual([]);
  });
  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(unsafeTextErrors(deep)).toHaveLength(1);
  });
});
