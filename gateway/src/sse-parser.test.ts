import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser.ts';

describe('createSseParser', () => {
  it('joins data lines, skips comments and handles events split across chunks', () => {
    const parse = createSseParser(1000);
    expect(parse(': hello\n\ndata: {"a"')).toEqual([]);
    expect(parse(':1}\r\n\r\ndata: x\ndata: y\n\nevent: e\nid: 1\n\n')).toEqual(['{"a":1}', 'x\ny']);
  });

  it('refuses an event that grows past the limit', () => {
    const parse = createSseParser(10);
    expect(() => parse('data: 0123456789abc')).toThrow(/over 10/);
  });
});
