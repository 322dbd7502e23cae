import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from '@openportal/contract';
import { currencyFlagUrl } from './currency-flag.tsx';

describe('currencyFlagUrl', () => {
  it('has a flag for every fiat currency of the contract and none for crypto', () => {
    const crypto = ['BTC', 'ETH', 'USDT', 'USDC'];
    const missing = CURRENCY_CODES.filter((c) => !crypto.includes(c) && !currencyFlagUrl(c));
    expect(missing).toEqual([]);
    expect(currencyFlagUrl('EUR')).toMatch(/\/eu\.svg/);
    expect(currencyFlagUrl('USD')).toMatch(/\/us\.svg/);
    for (const c of crypto) expect(currencyFlagUrl(c)).toBeUndefined();
  });
});
