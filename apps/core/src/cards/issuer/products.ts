import type { TCurrencyCode } from '@openportal/contract';

/**
 * The card products of the issuer stand-in (spec 2 §3: types 2006-2135, prepaid, virtual and
 * physical variants by currency USD, EUR, RON, and a virtual debit one; our choice of the few we offer). `countries`:
 * where it is offered (null: everywhere). Each issues in its own test BIN range.
 */
export interface TCardProduct {
  type: number;
  name: string;
  isVirtual: boolean;
  currency: TCurrencyCode;
  subType: 'PREPAID' | 'DEBIT';
  bin: string;
  countries: readonly string[] | null;
}

export const CARD_PRODUCTS: readonly TCardProduct[] = [
  {
    type: 2006,
    name: 'Virtual prepaid card USD',
    isVirtual: true,
    currency: 'USD',
    subType: 'PREPAID',
    bin: '400000',
    countries: null,
  },
  {
    type: 2007,
    name: 'Virtual prepaid card EUR',
    isVirtual: true,
    currency: 'EUR',
    subType: 'PREPAID',
    bin: '400001',
    countries: null,
  },
  {
    type: 2008,
    name: 'Virtual prepaid card RON',
    isVirtual: true,
    currency: 'RON',
    subType: 'PREPAID',
    bin: '400002',
    countries: ['RO'],
  },
  {
    // A debit card: no money of its own, it settles on a current account (cards.settlement_account_id).
    type: 2036,
    name: 'Virtual debit card USD',
    isVirtual: true,
    currency: 'USD',
    subType: 'DEBIT',
    bin: '400010',
    countries: null,
  },
  {
    type: 2016,
    name: 'Prepaid card USD',
    isVirtual: false,
    currency: 'USD',
    subType: 'PREPAID',
    bin: '510000',
    countries: null,
  },
  {
    type: 2017,
    name: 'Prepaid card EUR',
    isVirtual: false,
    currency: 'EUR',
    subType: 'PREPAID',
    bin: '510001',
    countries: null,
  },
  {
    type: 2018,
    name: 'Prepaid card RON',
    isVirtual: false,
    currency: 'RON',
    subType: 'PREPAID',
    bin: '510002',
    countries: ['RO'],
  },
];

export const productOf = (type: number) => CARD_PRODUCTS.find((p) => p.type === type);
export const offeredIn = (p: TCardProduct, country: string | null) =>
  p.countries === null || (country !== null && p.countries.includes(country));

/** Years a new or reissued card is valid (our choice). */
export const CARD_VALID_YEARS = 3;

/** Known BIN ranges besides our own (test ranges), and the blocked ones (spec 2 §5 "blocked BINs"). */
const OTHER_BINS: Record<string, { country: string | null; blocked: boolean }> = {
  '411111': { country: 'US', blocked: false },
  '424242': { country: 'US', blocked: false },
  '555555': { country: 'US', blocked: false },
  '400005': { country: 'GB', blocked: true },
  '520000': { country: 'NG', blocked: true },
  '666600': { country: null, blocked: true },
};

/** The card scheme a BIN belongs to, by its leading digits; null: none we know. */
export function schemeOf(bin: string): string | null {
  if (bin.startsWith('4')) return 'Visa';
  const two = Number(bin.slice(0, 2));
  const four = Number(bin.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'Mastercard';
  if (two === 34 || two === 37) return 'American Express';
  if (bin.startsWith('6')) return 'Discover';
  return null;
}

/** What the issuer knows of a BIN: its scheme, country and whether it is blocked; null: unknown. */
export function binInfo(bin: string): { brand: string; country: string | null; blocked: boolean } | null {
  const brand = schemeOf(bin);
  if (!brand) return null;
  const own = CARD_PRODUCTS.find((p) => p.bin === bin);
  if (own) return { brand, country: null, blocked: false };
  const known = OTHER_BINS[bin];
  return { brand, country: known?.country ?? null, blocked: known?.blocked ?? false };
}
