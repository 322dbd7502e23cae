import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loginHistoryGet, PAGE_SIZES } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import { formatDate } from '@openportal/i18n';
import { useLang } from '../../shared/ui/use-lang.ts';
import { Pager } from '@openportal/ui';

type TRow = { date: string; ip: string; device: string | null; location: string | null; success: boolean };

function HistoryTable({ rows }: { rows: readonly TRow[] }) {
  const { t } = useTranslation('security');
  const lang = useLang();
  // On a phone the device and place give way (the table still scrolls inside its box, never the page).
  const optional = (c: string) => (c === 'device' || c === 'location' ? 'op-col--optional' : undefined);
  return (
    <div className="op-table-wrap">
      <table className="op-table">
        <thead>
          <tr>
            {(['date', 'ip', 'device', 'location', 'result'] as const).map((c) => (
              <th key={c} scope="col" className={optional(c)}>
                {t(`loginHistory.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={`${row.date}-${i}`} data-testid="login-history-row" data-success={row.success}>
              <td>{formatDate(row.date, lang)}</td>
              <td>{row.ip}</td>
              <td className="op-col--optional">{row.device ?? t('loginHistory.unknown')}</td>
              <td className="op-col--optional">{row.location ?? t('loginHistory.unknown')}</td>
              <td>{row.success ? t('loginHistory.success') : t('loginHistory.failed')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** `/login-history`: every sign-in attempt, newest first, PAGE_SIZES.loginHistory a page, by date range. */
export function LoginHistoryScreen() {
  const { t } = useTranslation('security');
  const [range, setRange] = useState<{ fromDate?: string; toDate?: string }>({});
  const [draft, setDraft] = useState({ fromDate: '', toDate: '' });
  const [page, setPage] = useState(1);
  const h = useCall(
    loginHistoryGet,
    { ...range, pageNumber: page, pageSize: PAGE_SIZES.loginHistory },
    { keepPrevious: true },
  );
  const pages = Math.max(1, Math.ceil((h.data?.total ?? 0) / PAGE_SIZES.loginHistory));
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setRange({
      ...(draft.fromDate ? { fromDate: draft.fromDate } : {}),
      ...(draft.toDate ? { toDate: draft.toDate } : {}),
    });
    setPage(1);
  };
  return (
    <section className="op-card">
      <h1>{t('loginHistory.title')}</h1>
      <form className="op-filter" onSubmit={apply}>
        {(['fromDate', 'toDate'] as const).map((k) => (
          <label className="op-field" key={k}>
            <span>{t(`loginHistory.${k}`)}</span>
            <input
              type="date"
              data-testid={`login-history-${k}`}
              value={draft[k]}
              onChange={(e) => setDraft({ ...draft, [k]: e.target.value })}
            />
          </label>
        ))}
        <div className="op-filter__actions">
          <button className="op-button" type="submit" data-testid="login-history-apply">
            {t('loginHistory.apply')}
          </button>
        </div>
      </form>
      {h.data && h.data.history.length === 0 && <p className="op-muted">{t('loginHistory.empty')}</p>}
      {h.data && h.data.history.length > 0 && <HistoryTable rows={h.data.history} />}
      <Pager page={page} pages={pages} onPage={setPage} label={t('loginHistory.title')} testId="login-history" />
    </section>
  );
}
