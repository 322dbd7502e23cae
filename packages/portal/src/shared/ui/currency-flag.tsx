/** Currencies whose code does not start with an issuing country (ISO 4217: EUR is the EU's). */
const FLAG_REGION: Record<string, string> = { EUR: 'EU', XAU: '', XAG: '', BTC: '', ETH: '', USDT: '', USDC: '' };

/** The flag emoji of the region issuing a currency (regional indicators), '' when none. */
export function currencyFlag(code: string): string {
  const region = FLAG_REGION[code] ?? code.slice(0, 2);
  if (!/^[A-Z]{2}$/.test(region)) return '';
  return String.fromCodePoint(...[...region].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** A currency's flag beside its code; the flag is decoration (the code is what is read). */
export function CurrencyFlag({ code }: { code: string }) {
  const flag = currencyFlag(code);
  return (
    <span className="op-currency" data-testid="currency-flag" data-currency={code}>
      {flag && (
        <span className="op-currency__flag" aria-hidden="true">
          {flag}
        </span>
      )}
      <span className="op-currency__code">{code}</span>
    </span>
  );
}
