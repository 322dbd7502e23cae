import type { TLanguage, TTransactionDetail, TTransactionParty } from '@openportal/contract';
import { message, type TMessageKey } from '@openportal/messages';
import { loadBrandLogo, renderPdf } from '../pdf/index.ts';
import type { MoneyDeps } from './module.ts';

type TReceiptDeps = Pick<MoneyDeps, 'brandContext' | 'brandsDir'>;

/**
 * A transaction's receipt: one branded page made by the one PDF stack (pdf/: the brand's logo at
 * its `pdfLogo` width and link, layout.ts's table), the house named by the brand's
 * `accountConfirmation` as the statements do, every line of the detail in the reader's language.
 */
export async function receiptPdf(
  deps: TReceiptDeps,
  brand: string,
  lang: TLanguage,
  d: TTransactionDetail,
): Promise<Buffer> {
  const manifest = deps.brandContext.manifest(brand);
  const house = manifest.accountConfirmation;
  const w = (key: string) => message(lang, `receipt.${key}` as TMessageKey);
  return renderPdf({
    logo: await loadBrandLogo(deps.brandsDir, brand),
    logoWidth: manifest.pdfLogo.width,
    logoLink: manifest.pdfLogo.link,
    title: w('title'),
    subtitle: `${house.legalName} · ${house.address}`,
    blocks: [
      ...(d.direction === 'between' ? [{ kind: 'heading' as const, text: w('between') }] : []),
      { kind: 'table', header: [w('transaction'), d.transactionId], rows: receiptRows(d, w), widths: [0.3, 0.7] },
    ],
    footer: [house.legalName, ...house.footerLines].join(' · '),
    author: manifest.projectName,
  });
}

/** The receipt's lines (label, value), leaving out what the transaction does not have. */
export function receiptRows(d: TTransactionDetail, w: (key: string) => string): string[][] {
  const money = (p: { amount: string; currencyCode: string }) => `${p.amount} ${p.currencyCode}`;
  const received = d.to.amount !== d.from.amount || d.to.currencyCode !== d.from.currencyCode;
  const approval = d.approval
    ? [w(`approvalStatus.${d.approval.status}`), d.approval.decidedBy ? personText(d.approval.decidedBy) : null]
    : [];
  const rows: Array<[string, string | null]> = [
    [w('date'), `${d.createdAt.slice(0, 16).replace('T', ' ')} UTC`],
    [w('type'), w(`types.${d.type}`)],
    [w('status'), w(`statuses.${d.status}`)],
    [w('from'), partyText(d.from, w)],
    [w('to'), partyText(d.to, w)],
    [w('amount'), money(d.from)],
    [w('received'), received ? money(d.to) : null],
    [w('fee'), d.fee ? money(d.fee) : null],
    [w('rate'), d.rate],
    [w('reference'), d.reference],
    [w('note'), d.note],
    [w('initiatedBy'), d.initiatedBy ? personText(d.initiatedBy) : null],
    [w('approval'), d.approval ? approval.filter(Boolean).join(' · ') : null],
  ];
  return rows.filter((r): r is [string, string] => r[1] !== null && r[1] !== '');
}

function personText(p: { name: string; email: string }): string {
  return p.name && p.name !== p.email ? `${p.name} (${p.email})` : p.email;
}

/** A side as text: an own account by name and number, another customer by name and e-mail. */
function partyText(p: TTransactionParty, w: (key: string) => string): string {
  if (p.kind === 'own') return `${p.name ?? w('account')} ${p.accountId} · ${p.currencyCode}`;
  if (p.kind === 'customer') return [p.name, p.email].filter(Boolean).join(' · ') || w('external');
  return p.name ?? w('external');
}
