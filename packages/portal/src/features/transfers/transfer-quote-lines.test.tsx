import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createBundledI18n } from '@openportal/i18n';
import type { TAccount } from '@openportal/contract';
import { account } from '../../test/fake-api.ts';
import { TransferQuoteLines } from './transfer-quote-lines.tsx';

afterEach(cleanup);

describe('TransferQuoteLines', () => {
  it("writes the exchange rate in the reader's number style", () => {
    const from = account(1, 'EUR', '10.00') as TAccount;
    const quote = { max: null, fee: null, limits: [], fx: { rate: '1.0834', toAmount: '10.83', toCurrency: 'USD' } };
    render(
      <I18nextProvider i18n={createBundledI18n('ru', ['en', 'ru'])}>
        <TransferQuoteLines quote={quote as never} from={from} />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('transfer-rate').textContent).toBe('Курс обмена: 1 EUR = 1,0834 USD');
  });
});
