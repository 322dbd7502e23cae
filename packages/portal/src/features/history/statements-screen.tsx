import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fileDownload, historyExportList, PAGE_SIZES } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import { Pager, Skeleton } from '@openportal/ui';
import { errorPopup } from '../../shared/api/messages.ts';
import { useAccounts } from '../../shared/money/use-accounts.ts';
import { usePortal } from '../../shared/services.tsx';
import { saveFile } from '../../shared/shell/files.ts';
import { accountShort } from '../../shared/ui/text.ts';
import { usePopup } from '../../shared/ui/popup-store.ts';

/** `/statements` (spec 2: monthly statements keyed by account, year, month): the PDFs core's monthly job made. */
export function StatementsScreen() {
  const { t } = useTranslation('history');
  const { accounts } = useAccounts();
  const [accountId, setAccountId] = useState('');
  const [page, setPage] = useState(1);
  const list = useCall(historyExportList, {
    pageNumber: page,
    ...(accountId ? { accountId: Number(accountId) } : {}),
  });
  const rows = list.data?.exports ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZES.statements));
  const download = useStatementPdf();
  return (
    <section className="op-card" data-testid="statements-screen">
      <h1>{t('history.statements.title')}</h1>
      <Link to="/history">{t('history.title')}</Link>
      <label className="op-field">
        <span>{t('history.filter.account')}</span>
        <select
          data-testid="statements-account"
          value={accountId}
          onChange={(e) => {
            setAccountId(e.target.value);
            setPage(1);
          }}
        >
          <option value="">{t('history.statements.allAccounts')}</option>
          {accounts.map((a) => (
            <option key={a.accountId} value={a.accountId}>
              {accountShort(a.currencyCode, a.accountId)}
            </option>
          ))}
        </select>
      </label>
      {list.isPending && <Skeleton lines={3} />}
      {list.isSuccess && rows.length === 0 && <p className="op-empty">{t('history.statements.empty')}</p>}
      <ul className="op-list" data-testid="statements-list">
        {rows.map((s) => (
          <li key={s.exportId} data-testid="statement-row">
            <span>{t('history.statements.month', { month: s.dateFrom.slice(0, 7), account: s.accountId })}</span>
            {s.status === 'ready' ? (
              <button
                type="button"
                className="op-button op-button--link"
                data-testid="statement-download"
                onClick={() => download(s)}
              >
                {t('history.statements.download')}
              </button>
            ) : (
              <small>{t('history.statements.preparing')}</small>
            )}
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} onPage={setPage} label={t('history.statements.title')} testId="statements" />
    </section>
  );
}

function useStatementPdf() {
  const { t } = useTranslation('history');
  const { api, shell } = usePortal();
  const show = usePopup((s) => s.show);
  return async (s: { url: string | null; accountId: number | null; dateFrom: string }) => {
    const fileId = s.url?.split('/').pop();
    if (!fileId) return;
    const r = await api.call(fileDownload, {}, { params: { fileId } });
    if (!r.ok) return show(errorPopup(r.error, t));
    await saveFile(shell, r.data as unknown as Blob, `statement-${s.accountId}-${s.dateFrom.slice(0, 7)}.pdf`);
  };
}
