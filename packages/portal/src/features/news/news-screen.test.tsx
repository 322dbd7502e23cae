import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCESS_INFO, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);

const terms = {
  id: 2,
  title: 'New terms',
  body: 'Accept <b>this</b>',
  createdAt: '2026-11-20T10:00:00.000Z',
  isRead: false,
  withConfirmation: true,
  choice: null as null | string,
};

describe('news', () => {
  it('lists the news, opens one (markup as text) and accepts it', async () => {
    const { fetch, calls } = fakeFetch({
      'method:userAccessInfoGet': () => ok(ACCESS_INFO),
      'method:announcementList': () => ok({ announcements: [terms] }),
      'method:announcementGet': () => ok({ announcement: { ...terms, isRead: true } }),
      'method:announcementAnswer': (b) => {
        terms.choice = b.choice;
        return ok();
      },
    });
    const { services } = renderApp({ manifest: brand(), fetch, path: '/news' });
    await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
    const row = await screen.findByTestId('news-row');
    expect(row.textContent).toBe('New terms');
    fireEvent.click(row);
    const body = await screen.findByTestId('news-body');
    expect(body.textContent).toBe('Accept <b>this</b>');
    expect(body.querySelector('b')).toBeNull();
    fireEvent.click(screen.getByTestId('news-accept'));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'method:announcementAnswer')?.body).toEqual({ id: 2, choice: 'accept' }),
    );
  });
});
