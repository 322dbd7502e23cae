import { useTranslation } from 'react-i18next';
import { formatDate } from '@openportal/i18n';
import { MoneyText, Pager } from '@openportal/ui';
import { ActingFor } from '../../shared/ui/acting-for.tsx';
import { useLang } from '../../shared/ui/use-lang.ts';
import { ApprovalPopup } from '../../shared/approval/approval-popup.tsx';
import { ApprovalThresholds } from './approval-thresholds.tsx';
import { useApproved } from './use-approved.ts';

type TDecide = (id: string, declined: boolean) => Promise<void>;
type TRequest = NonNullable<ReturnType<typeof useApproved>['data']>['transactionRequestList'][number];

function Actions({ id, decide, busy }: { id: string; decide: TDecide; busy: boolean }) {
  const { t } = useTranslation('transfers');
  return (
    <>
      <button
        type="button"
        className="op-button op-button--primary"
        data-testid={`approve-${id}`}
        disabled={busy}
        onClick={() => void decide(id, false)}
      >
        {t('approved.approve')}
      </button>
      <button
        type="button"
        className="op-button"
        data-testid={`decline-${id}`}
        disabled={busy}
        onClick={() => void decide(id, true)}
      >
        {t('approved.decline')}
      </button>
    </>
  );
}

function RequestRows({ rows, decide, busy }: { rows: readonly TRequest[]; decide: TDecide; busy: boolean }) {
  const { t } = useTranslation('transfers');
  const lang = useLang();
  return (
    <table className="op-table" data-testid="approved-list">
      <thead>
        <tr>
          <th>{t('approved.date')}</th>
          <th>{t('approved.createdBy')}</th>
          <th className="op-col--optional">{t('approved.type')}</th>
          <th>{t('approved.beneficiary')}</th>
          <th className="op-num">{t('approved.amount')}</th>
          <th>{t('approved.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} data-testid={`request-${r.id}`}>
            <td>{formatDate(r.createdAt, lang)}</td>
            <td>{r.createdBy}</td>
            <td className="op-col--optional">{r.transactionType}</td>
            <td>{r.beneficiary}</td>
            <td className="op-num">
              <MoneyText amount={r.amount} currency={r.currencyCode} />
            </td>
            <td>
              <Actions id={r.id} decide={decide} busy={busy} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** `/transfer/approved`: the checker's list (spec 2 §2 transfer-approved), single and by batch. */
export function ApprovedScreen() {
  const { t } = useTranslation('transfers');
  const a = useApproved();
  const rows = a.data?.transactionRequestList ?? [];
  const batches = a.data?.massTransactionRequestList ?? [];
  return (
    <>
      <section className="op-card">
        <h1>{t('approved.title')}</h1>
        <ActingFor />
        <label className="op-field">
          <span>{t('approved.createdBy')}</span>
          <select
            data-testid="approved-created-by"
            value={a.createdBy}
            onChange={(e) => a.setCreatedBy(e.target.value)}
          >
            <option value="">{t('approved.everyone')}</option>
            {a.users.map((u) => (
              <option key={u.id} value={u.id}>
                {u.email}
              </option>
            ))}
          </select>
        </label>
        {!a.loading && rows.length === 0 && batches.length === 0 && (
          <p className="op-empty" data-testid="approved-empty">
            {t('approved.empty')}
          </p>
        )}
        {rows.length > 0 && <RequestRows rows={rows} decide={a.decide} busy={a.busy} />}
        {batches.map((b) => (
          <div key={b.batchId} className="op-notice" data-testid={`batch-${b.batchId}`}>
            <strong>{t('approved.batch')}</strong>
            <span>{b.batchName}</span>
            <MoneyText amount={b.total} currency={b.currencyCode} />
            <Actions id={b.batchId} decide={a.decideBatch} busy={a.busy} />
          </div>
        ))}
        {(a.data?.total ?? 0) > 50 && (
          <Pager
            page={a.page}
            pages={Math.ceil((a.data?.total ?? 0) / 50)}
            onPage={a.setPage}
            label={t('approved.title')}
            testId="approved-pager"
          />
        )}
        {a.awaiting && <ApprovalPopup pending={a.awaiting} onClose={a.stopAwaiting} />}
      </section>
      <ApprovalThresholds />
    </>
  );
}
