import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ACCESS_INFO, fakeFetch, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);

describe('terms on registration', () => {
  it("label a known term in the language shown with the brand's name, not the manifest's English", async () => {
    const { fetch } = fakeFetch({
      'method:userAccessInfoGet': () => ok(ACCESS_INFO),
      '/auth/logout': () => ({ json: {} }),
    });
    const manifest = brand('paywave');
    renderApp({ manifest, fetch, path: '/register/personal', signedOut: true, lang: 'ro' });
    const term = await screen.findByTestId('term');
    expect(term.querySelector('a')!.textContent).toBe(`Termenii și condițiile ${manifest.projectName}`);
    expect(term.textContent).not.toContain('Terms of Service');
  });
});
