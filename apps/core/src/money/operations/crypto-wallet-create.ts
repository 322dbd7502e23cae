import { createHash } from 'node:crypto';
import { CRYPTO_CURRENCY_CODES, cryptoWalletCreate, type TCurrencyCode } from '@openportal/contract';
import { listCustomerAccounts } from '@openportal/ledger';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { MoneyDeps } from '../module.ts';

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/**
 * The deterministic test deposit address of a customer in a crypto currency (ours: no chain is
 * reached): a testnet bech32-looking address for BTC, an 0x address for ETH and its tokens,
 * both from a hash of the customer and the currency.
 */
export function cryptoAddressOf(customerId: string, currency: TCurrencyCode): string {
  const digest = createHash('sha256').update(`crypto-wallet:${customerId}:${currency}`).digest();
  if (currency === 'BTC')
    return `tb1q${[...digest]
      .map((b) => BECH32[b % 32])
      .join('')
      .slice(0, 38)}`;
  return `0x${digest.subarray(0, 20).toString('hex')}`;
}

/**
 * A crypto deposit address for one of the customer's open accounts in that currency (spec 2 §7
 * "create crypto wallet"): one per customer and currency, the same on every call.
 */
export const cryptoWalletCreateOp = (deps: MoneyDeps) =>
  operation(cryptoWalletCreate, async (ctx, input) => {
    const { customerId } = customerOf(ctx.caller);
    if (!CRYPTO_CURRENCY_CODES.includes(input.currencyCode)) throw fieldError('currencyCode', 'cryptoCurrencyOnly');
    const account = (await listCustomerAccounts(deps.db, customerId)).find(
      (a) => Number(a.accountId) === input.accountId && a.status !== 'closed',
    );
    if (!account) throw fieldError('accountId', 'chooseOwnAccount');
    if (account.currency !== input.currencyCode) throw fieldError('accountId', 'noAccountInCurrency');
    const address = cryptoAddressOf(customerId, input.currencyCode);
    await deps.db.query(
      `INSERT INTO crypto_wallets (customer_id, currency, account_id, address) VALUES ($1, $2, $3::int8, $4)
       ON CONFLICT (customer_id, currency) DO NOTHING`,
      [customerId, input.currencyCode, input.accountId, address],
    );
    return { address };
  });
