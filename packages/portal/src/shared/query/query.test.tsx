import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { balanceInquiry, METHOD_CALLS, type Call } from '@openportal/contract';
import { createBundledI18n } from '@openportal/i18n';
import { account, fakeFetch, memoryStorage, ok, type THandler } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { createServices, ServicesProvider } from '../services.tsx';
import { callKey, createInvalidator, useCall } from '@openportal/contract-client';

afterEach(cleanup);

function setup(handlers: Record<string, THandler>, tabStorage = memoryStorage()) {
  const f = fakeFetch(handlers);
  const services = createServices({
    manifest: brand(),
    i18n: createBundledI18n('en', ['en']),
    fetch: f.fetch,
    storage: memoryStorage(),
    tabStorage,
    search: '',
  });
  services.store.getState().signedIn('tok', 'c1');
  return { ...f, services, tabStorage };
}

function Probe({ call, id }: { call: Call; id: string }) {
  const q = useCall(call, {} as never);
  return <p data-testid={id}>{q.data ? 'ready' : 'wait'}</p>;
}

describe('calls through the query cache', () => {
  it('makes one request for two screens asking the same call, and keeps accounts fresh for 5 s', async () => {
    const { services, calls } = setup({ 'method:balanceInquiry': () => ok({ accounts: [account(1, 'USD', '1')] }) });
    const view = render(
      <ServicesProvider services={services}>
        <Probe call={balanceInquiry} id="a" />
        <Probe call={balanceInquiry} id="b" />
      </ServicesProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('b').textContent).toBe('ready'));
    view.unmount();
    render(
      <ServicesProvider services={services}>
        <Probe call={balanceInquiry} id="c" />
      </ServicesProvider>,
    );
    expect(screen.getByTestId('c').textContent).toBe('ready');
    expect(calls.filter((c) => c.key === 'method:balanceInquiry')).toHaveLength(1);
  });

  it('keeps dictionaries for the browser session (sessionStorage) and asks once', async () => {
    const dictionary = Object.values(METHOD_CALLS).find(
      (c) => c.method.startsWith('dictionary') && c.access === 'public',
    )!;
    const tab = memoryStorage();
    const first = setup({ [`method:${dictionary.method}`]: () => ok({}) }, tab);
    tab.setItem(`op:cache:${JSON.stringify(callKey(dictionary, {}))}`, JSON.stringify({ responseCode: '00' }));
    render(
      <ServicesProvider services={first.services}>
        <Probe call={dictionary} id="d" />
      </ServicesProvider>,
    );
    expect(screen.getByTestId('d').textContent).toBe('ready');
    expect(first.calls).toHaveLength(0);
  });

  it('clears cached answers when the session ends', async () => {
    const { services } = setup({ 'method:balanceInquiry': () => ok({ accounts: [] }) });
    services.queryClient.setQueryData(callKey(balanceInquiry, {}), { accounts: [] });
    services.store.getState().signedOut('user');
    expect(services.queryClient.getQueryData(callKey(balanceInquiry, {}))).toBeUndefined();
  });
});

describe('invalidation', () => {
  it('throttles the accounts to one invalidation per 3 s with one trailing call', () => {
    vi.useFakeTimers();
    try {
      const client = new QueryClient();
      const spy = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
      const invalidate = createInvalidator(client, () => Date.now());
      invalidate(['balanceInquiry', 'historyGet']);
      invalidate(['balanceInquiry', 'historyGet']);
      invalidate(['balanceInquiry']);
      expect(spy.mock.calls.map((c) => c[0]!.queryKey)).toEqual([['balanceInquiry'], ['historyGet'], ['historyGet']]);
      vi.advanceTimersByTime(3_000);
      expect(spy.mock.calls.map((c) => c[0]!.queryKey).at(-1)).toEqual(['balanceInquiry']);
      expect(spy).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a user's own write is not throttled: its invalidation fires at once inside the window", () => {
    vi.useFakeTimers();
    try {
      const client = new QueryClient();
      const spy = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
      const invalidate = createInvalidator(client, () => Date.now());
      invalidate(['balanceInquiry']);
      invalidate(['balanceInquiry'], { immediate: true });
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
