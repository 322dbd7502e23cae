import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCESS_INFO, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);

const business = {
  ...ACCESS_INFO,
  customerAccesses: [
    { id: 'cust-1', customerName: 'Co', customerUsername: 'co@example.com', customerType: 2, accessRights: 2 },
  ],
};
const app = (fields: Record<string, unknown> = {}) => ({
  id: 5,
  customerId: 'cust-1',
  status: 'DRAFT',
  data: {},
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  version: 1,
  rejectReason: null,
  ...fields,
});

async function open(path: string, handlers: Parameters<typeof fakeFetch>[0], lang: 'en' | 'ru' = 'en') {
  const { fetch, calls } = fakeFetch({
    'method:userAccessInfoGet': () => ok(business),
    '/acquiring-admin/application/5/document': () => ok({ data: [] }),
    ...handlers,
  });
  const { services } = renderApp({ manifest: brand('paywave'), fetch, path, lang });
  await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
  return calls;
}

describe('merchant-account', () => {
  it('lists the applications with their status and opens a new one', async () => {
    const calls = await open('/merchant-account', {
      '/acquiring-admin/application': (body) =>
        body ? ok({ data: { id: 5 } }) : ok({ data: [app({ status: 'SUBMITTED' })] }),
      '/acquiring-admin/application/5': () => ok({ data: app() }),
    });
    expect((await screen.findByTestId('ma-status')).textContent).toBe('In review');
    fireEvent.click(screen.getByTestId('ma-create'));
    await screen.findByTestId('ma-form');
    expect(calls.some((c) => c.key === '/acquiring-admin/application' && c.body !== undefined)).toBe(true);
  });

  it('fills the form defaults, shows the schema message in the language shown, and saves a draft with its version', async () => {
    const saved: unknown[] = [];
    await open(
      '/merchant-account/5',
      {
        '/acquiring-admin/application/5': (body) => {
          if (body) saved.push(body);
          return ok({ data: app(body ? { data: (body as { data: object }).data, version: 2 } : {}) });
        },
      },
      'ru',
    );
    const type = (await screen.findByTestId('ma-applicantType')) as HTMLSelectElement;
    await waitFor(() => expect(type.value).toBe('MERCHANT'));
    fireEvent.change(screen.getByTestId('ma-applicantEmail'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByTestId('ma-save'));
    await waitFor(() =>
      expect(screen.getAllByTestId('field-error').map((e) => e.textContent)).toContain(
        'Введите правильный адрес эл. почты',
      ),
    );
    expect(saved).toEqual([]);
    fireEvent.change(screen.getByTestId('ma-applicantEmail'), { target: { value: 'owner@example.com' } });
    fireEvent.click(screen.getByTestId('ma-save'));
    await waitFor(() => expect(saved.length).toBe(1));
    expect(saved[0]).toMatchObject({
      validationType: 'BASIC',
      version: 1,
      data: { applicantType: 'MERCHANT', applicantEmail: 'owner@example.com', processedCreditCardsBefore: 'NONE' },
    });
  });

  it('stays on the step shown while a saved draft is read again (the e2e journey lost the documents step)', async () => {
    let version = 1;
    const calls = await open('/merchant-account/5', {
      '/acquiring-admin/application/5': (body) => {
        if (body) version += 1;
        return ok({ data: app({ version }) });
      },
    });
    fireEvent.click(await screen.findByTestId('ma-next'));
    fireEvent.click(screen.getByTestId('ma-next'));
    await waitFor(() => expect(screen.getByTestId('ma-step-of').textContent).toBe('Step 3 of 9'));
    const reads = () => calls.filter((c) => c.key === '/acquiring-admin/application/5' && !c.body).length;
    const before = reads();
    fireEvent.click(screen.getByTestId('ma-save'));
    await waitFor(() => expect(version).toBe(2));
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    expect(screen.getByTestId('ma-step-of').textContent).toBe('Step 3 of 9');
  });

  it('sending checks every field (FULL) and opens the step at fault; a decided one is read-only with its decision', async () => {
    await open('/merchant-account/5', { '/acquiring-admin/application/5': () => ok({ data: app() }) });
    fireEvent.click(await screen.findByTestId('ma-step-documents'));
    fireEvent.click(screen.getByTestId('ma-submit'));
    await waitFor(() => expect(screen.getByTestId('ma-step-of').textContent).toBe('Step 1 of 9'));
    cleanup();
    await open('/merchant-account/5', {
      '/acquiring-admin/application/5': () =>
        ok({ data: app({ status: 'VERIFIED', data: { tradeOverInternet: true } }) }),
    });
    expect(await screen.findByTestId('ma-verified')).toBeTruthy();
    expect(screen.queryByTestId('ma-form')).toBeNull();
    expect(screen.getByTestId('ma-view').textContent).toContain('Yes');
  });
});
