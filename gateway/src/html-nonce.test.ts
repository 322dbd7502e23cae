import { describe, expect, it } from 'vitest';
import { compileHtml } from './html-nonce.ts';

const cases: Array<[string, string, string]> = [
  [
    'script with attributes',
    '<script type="module" src="/a.js"></script>',
    '<script type="module" src="/a.js" nonce="N"></script>',
  ],
  ['existing placeholder nonce', '<script nonce="PLACEHOLDER">x</script>', '<script nonce="N">x</script>'],
  [
    'self-closing stylesheet link',
    '<link rel="stylesheet" href="/a.css" />',
    '<link rel="stylesheet" href="/a.css" nonce="N" />',
  ],
  ['icon link untouched', '<link rel="icon" href="/i.svg">', '<link rel="icon" href="/i.svg">'],
  ['style tag', '<STYLE>a{}</STYLE>', '<STYLE nonce="N">a{}</STYLE>'],
  [
    'csp-nonce meta added at the end of head',
    '<head><title>t</title></head>',
    '<head><title>t</title><meta property="csp-nonce" nonce="N"></head>',
  ],
  [
    'csp-nonce meta after an open head',
    '<head><title>t</title>',
    '<head><meta property="csp-nonce" nonce="N"><title>t</title>',
  ],
];

describe('compileHtml', () => {
  it.each(cases)('%s', (_name, html, expected) => {
    expect(compileHtml(html).render('N')).toBe(expected);
  });

  it('renders a different nonce each time from one template', () => {
    const t = compileHtml('<script></script><style></style>');
    expect(t.render('A')).toBe('<script nonce="A"></script><style nonce="A"></style>');
    expect(t.render('B')).toBe('<script nonce="B"></script><style nonce="B"></style>');
  });
});
