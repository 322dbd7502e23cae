// Apps that import this package type-check its Vite-only syntax (import.meta.glob, CSS) with it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./assets.d.ts" />
import type { TCurrencyCode } from '@openportal/contract';

/*
 * Flags of the regions issuing the fiat currencies (flag-icons, 4:3 SVG): Vite emits each as an
 * asset and this module holds only their URLs; a flag is fetched when an account in its currency
 * shows. Brace list = the issuing regions of contract CURRENCY_CODES (crypto has none).
 */
const FLAG_URLS = import.meta.glob<string>(
  '../node_modules/flag-icons/flags/4x3/{us,eu,gb,ro,ca,au,ch,pl,se,no,dk,cz,hu,br,mx,in,cn,hk,sg,nz,za,tr,jp,kr,is,cl,vn,bh,kw,om,jo,tn}.svg',
  { query: '?no-inline', import: 'default', eager: true },
);

/** Currencies whose code does not start with the issuing region (ISO 4217: EUR is the EU's); '' none. */
const REGION: Partial<Record<TCurrencyCode, string>> = { EUR: 'eu', BTC: '', ETH: '', USDT: '', USDC: '' };

/** The flag picture's URL for a currency, or undefined (crypto, unknown). */
export function currencyFlagUrl(code: string): string | undefined {
  const region = REGION[code as TCurrencyCode] ?? code.slice(0, 2).toLowerCase();
  if (!region) return undefined;
  const key = Object.keys(FLAG_URLS).find((k) => k.endsWith(`/4x3/${region}.svg`));
  return key ? FLAG_URLS[key] : undefined;
}

/** A currency's flag beside its code; the flag is decoration (the code is what is read). */
export function CurrencyFlag({ code }: { code: string }) {
  const url = currencyFlagUrl(code);
  return (
    <span className="op-currency" data-testid="currency-flag" data-currency={code}>
      {url && <img className="op-currency__flag" src={url} alt="" width={20} height={15} />}
      <span className="op-currency__code">{code}</span>
    </span>
  );
}
