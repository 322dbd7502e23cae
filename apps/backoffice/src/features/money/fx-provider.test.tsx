import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { TFxProviderRates } from '@openportal/contract';
import { createBackofficeI18n } from '../../i18n/index.ts';
import { ProviderRates } from './fx-provider.tsx';

afterEach(cleanup);

const provider: TFxProviderRates = {
  base: 'USD',
  asOf: '2026-11-26T16:00:00.000Z',
  fetchedAt: '2026-11-27T05:00:00.000Z',
  staleAt: '2026-11-27T11:00:00.000Z',
  stale: false,
  spreadBps: 100,
  rates: [
    { currency: 'USD', rate: '1' },
    { currency: 'NOK', rate: '10.9875' },
  ],
};
const show = (p: TFxProviderRates | null) =>
  render(
    <I18nextProvider i18n={createBackofficeI18n('en')}>
      <ProviderRates provider={p} />
    </I18nextProvider>,
  );

describe('the rates provider on the fx screen', () => {
  it('shows the fetch time and the rates against the base', () => {
    show(provider);
    expect(screen.getByRole('heading', { name: 'Rates provider' })).toBeTruthy();
    expect(screen.getByTestId('fx-provider-fetched').querySelector('time')?.getAttribute('dateTime')).toBe(
      provider.fetchedAt,
    );
    expect(screen.getByText('Rates per 1 USD')).toBeTruthy();
    expect(screen.getByRole('cell', { name: '10.9875' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns when the rates are stale, and says when none was fetched', () => {
    show({ ...provider, stale: true });
    expect(screen.getByRole('alert').textContent).toContain('out of date');
    cleanup();
    show(null);
    expect(screen.getByTestId('fx-provider-none').textContent).toBe('No rates fetched from the provider yet.');
  });
});
