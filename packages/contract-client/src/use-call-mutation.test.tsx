import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cardAliasNameSet, currencyAccountAdd } from '@openportal/contract';
import { ContractClientProvider, type TClientContext } from './context.tsx';
import type { TApiResult } from './types.ts';
import { useCallMutation } from './use-call-mutation.ts';

afterEach(cleanup);

function setup(answers: TApiResult<unknown>[]) {
  const call = vi.fn(async () => answers.shift()!);
  const invalidate = vi.fn();
  const show = vi.fn();
  const value = {
    api: { call },
    invalidate,
    loadFailureDisplay: async () => ({ localise: (m: string) => `<${m}>`, show }),
  } as unknown as TClientContext;
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ContractClientProvider value={value}>{children}</ContractClientProvider>
    </QueryClientProvider>
  );
  return { call, invalidate, show, wrapper };
}

const failed = (validationErrors?: { field: string; message: string }[]) =>
  ({ ok: false, error: { httpStatus: 400, responseCode: 'VF', validationErrors } }) as const;

describe('useCallMutation', () => {
  it('keeps one idempotency key per intended input until it succeeds', async () => {
    const { call, wrapper } = setup([failed(), failed(), { ok: true, data: {} }, { ok: true, data: {} }]);
    const { result } = renderHook(() => useCallMutation(currencyAccountAdd, { onFailure: false }), { wrapper });
    const keys: string[] = [];
    for (const currencyCode of ['EUR', 'EUR', 'EUR', 'EUR'] as const) {
      await act(() => result.current.run({ currencyCode }));
      keys.push(
        (call.mock.calls.at(-1) as unknown as [unknown, unknown, { idempotencyKey: string }])[2].idempotencyKey,
      );
    }
    expect(keys[0]).toBe(keys[1]);
    expect(keys[1]).toBe(keys[2]);
    expect(keys[3]).not.toBe(keys[2]);
  });
  it('invalidates the named reads on success only, unless told to after a failure too', async () => {
    const { invalidate, wrapper } = setup([{ ok: true, data: {} }, failed(), failed()]);
    const { result } = renderHook(
      ({ always }) =>
        useCallMutation(cardAliasNameSet, {
          invalidates: ['balanceInquiry'],
          invalidateOnFailure: always,
          onFailure: false,
        }),
      { wrapper, initialProps: { always: false } },
    );
    await act(() => result.current.run({ accountId: 1, cardAliasName: 'a' }));
    await act(() => result.current.run({ accountId: 1, cardAliasName: 'a' }));
    expect(invalidate.mock.calls).toEqual([[['balanceInquiry'], { immediate: true }]]);
  });
  it('puts validation errors on the form and shows the rest through the app', async () => {
    const { show, wrapper } = setup([
      failed([
        { field: 'cardAliasName', message: 'Name is required' },
        { field: 'other', message: 'x' },
      ]),
    ]);
    const setError = vi.fn();
    const t = (k: string) => k;
    const { result } = renderHook(
      () => useCallMutation(cardAliasNameSet, { form: { setError }, fields: ['cardAliasName'], t }),
      { wrapper },
    );
    await act(() => result.current.run({ accountId: 1, cardAliasName: '' }));
    expect(setError).toHaveBeenCalledWith(
      'cardAliasName',
      { type: 'server', message: '<Name is required>' },
      { shouldFocus: true },
    );
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ validationErrors: [{ field: 'other', message: 'x' }] }),
      t,
    );
    await waitFor(() => expect(result.current.error?.responseCode).toBe('VF'));
  });
});
