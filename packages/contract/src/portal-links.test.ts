import { describe, expect, it } from 'vitest';
import { activationLinkPath, readEntryQuery } from './portal-links.ts';

describe('portal links', () => {
  it('builds the activation link core mails and reads it back exactly', () => {
    const email = 'nora+test@example.com';
    const code = 'a/b+c=d&e';
    const link = activationLinkPath(email, code);
    expect(link.startsWith('/activate?action=activation&user=')).toBe(true);
    const url = new URL(link, 'http://paywave.localhost:8080');
    expect(url.pathname).toBe('/activate');
    expect(readEntryQuery(url.search)).toEqual({ action: 'activation', user: email, code });
  });

  it('reads a link missing its parameters as empty strings', () => {
    expect(readEntryQuery('?action=activationBusiness')).toEqual({ action: 'activationBusiness', user: '', code: '' });
    expect(readEntryQuery('')).toEqual({ action: '', user: '', code: '' });
  });
});
