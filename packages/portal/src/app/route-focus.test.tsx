import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCESS_INFO, fakeFetch, jwt, ok } from '../test/fake-api.ts';
import { brand } from '../test/brand.ts';
import { renderApp } from '../test/render-app.tsx';

afterEach(cleanup);

describe('route changes', () => {
  it("title the document after the screen's heading and the brand, and move focus to that heading", async () => {
    const manifest = brand();
    const { fetch } = fakeFetch({
      'method:userAccessInfoGet': () => ok(ACCESS_INFO),
      'method:balanceInquiry': () => ok({ accounts: [] }),
      'method:historyGet': () => ok({ history: [], total: 0, pageSize: 20 }),
    });
    const { services } = renderApp({ manifest, fetch, path: '/' });
    await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
    await waitFor(() => expect(document.title).toBe(`Accounts · ${manifest.projectName}`));
    // The first page keeps focus where the browser put it.
    expect(document.activeElement?.tagName).not.toBe('H1');
    fireEvent.click(screen.getByTestId('nav-history'));
    await waitFor(() => expect(document.title).toBe(`History · ${manifest.projectName}`));
    expect(document.activeElement?.textContent).toBe('History');
    expect(screen.getByTestId('skip-link').getAttribute('href')).toBe('#op-main');
    expect(document.getElementById('op-main')?.tagName).toBe('MAIN');
  });
});
