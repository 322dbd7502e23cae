import { useState } from 'react';
import { currentAccountAuthorizationList, debitCardAuthorizationList, PAGE_SIZES } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import { formatDate, formatMoney } from '@openportal/i18n';
import { Pager, Skeleton } from '@openportal/ui';
import { useLang } from '../ui/use-lang.ts';

type TStatus = 'pending' | 'settled' | 'reversed' | 'declined';

/** The screen's texts (its own namespace): title, none, failure and each status. */
export interface TAuthorizationTexts {
  title: string;
  empty: string;
  error: string;
  status: (s: TStatus) => string;
}

/**
 * A paged list of card authorizations (spec 2 §7): a card's or the cards a settlement account
 * settles (debitCardAuthorizationList) or the holds on an account (currentAccountAuthorizationList),
 * newest first, 10 a page (spec 2 §8), each pending, settled, reversed or declined. Rows are
 * `card-authorization` with data-id and data-status; the section and its pager take `testId`.
 */
export function AuthorizationList(props: {
  call: typeof debitCardAuthorizationList | typeof currentAccountAuthorizationList;
  accountId: number;
  texts: TAuthorizationTexts;
  testId: string;
}) {
  const { texts, testId } = props;
  const lang = useLang();
  const [page, setPage] = useState(1);
  const list = useCall(props.call, { accountId: props.accountId, pageNumber: page }, { keepPrevious: true });
  const rows = list.data?.authorizations ?? [];
  const pageSize = props.call.pageSize ?? PAGE_SIZES.authorizationHistory;
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / pageSize));
  return (
    <section className="op-card-authorizations" data-testid={testId}>
      <h2>{texts.title}</h2>
      {list.isPending && <Skeleton lines={2} />}
      {list.isError && <p className="op-muted">{texts.error}</p>}
      {list.isSuccess && rows.length === 0 && (
        <p className="op-empty" data-testid={`${testId}-empty`}>
          {texts.empty}
        </p>
      )}
      <ul className="op-list">
        {rows.map((a) => (
          <li key={a.id} data-testid="card-authorization" data-id={a.id} data-status={a.status}>
            <span data-testid="card-authorization-merchant">{a.merchant}</span>
            <small>{formatDate(a.date, lang)}</small>
            <strong data-testid="card-authorization-amount">{formatMoney(a.amount, a.currencyCode, lang)}</strong>
            <span className="op-badge" data-testid="card-authorization-status">
              {texts.status(a.status)}
            </span>
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} onPage={setPage} label={texts.title} testId={testId} />
    </section>
  );
}
