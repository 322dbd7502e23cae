import { useTranslation } from 'react-i18next';
import {
  adminChangeApprove,
  adminChangeList,
  adminChangeReject,
  adminFeeList,
  adminFxRateList,
  type TOperatorChange,
} from '@openportal/contract';
import { useAllowed } from '../api/access.ts';
import { useAdminAction, useAdminCall } from '../api/queries.ts';
import { ErrorText, Loaded, Table, When } from '../ui.tsx';

/** The fields that name what a change is to (its target shows them). */
const KEY_FIELDS = new Set(['sellCurrency', 'buyCurrency', 'brand', 'transferKind', 'currencyCode', 'kycLevel']);

/** The fields a change moves, as "rate: 0.9210 → 1.2" (a field without a value before: "rate: 1.2"). */
export function changeSummary(c: Pick<TOperatorChange, 'values' | 'before'>): string {
  const shown = (v: unknown) => (v === null || v === undefined ? '—' : String(v));
  return Object.entries(c.values)
    .filter(([k, v]) => !KEY_FIELDS.has(k) && (c.before ? c.before[k] !== v : true))
    .map(([k, v]) => `${k}: ${c.before ? `${shown(c.before[k])} → ` : ''}${shown(v)}`)
    .join('; ');
}

/**
 * The changes of one kind waiting for a second operator (four eyes), with approve and reject for
 * an operator who may decide and did not propose it (core refuses the proposer anyway).
 */
export function PendingChanges({ kind }: { kind: TOperatorChange['kind'] }) {
  const { t } = useTranslation();
  const allowed = useAllowed();
  const changes = useAdminCall(adminChangeList, { input: { status: 'pending', kind } });
  const after = [adminChangeList, adminFxRateList, adminFeeList];
  const approve = useAdminAction(adminChangeApprove, after);
  const reject = useAdminAction(adminChangeReject, after);
  if (!allowed('adminChangeList')) return null;
  const canDecide = allowed('adminChangeApprove');
  const decide = (c: TOperatorChange) =>
    c.proposedByYou ? (
      t('changes.yours')
    ) : (
      <>
        <button
          type="button"
          onClick={() => approve.mutate({ changeId: c.changeId })}
          aria-label={`${t('changes.approve')} ${c.target}`}
        >
          {t('changes.approve')}
        </button>{' '}
        <button
          type="button"
          onClick={() => reject.mutate({ changeId: c.changeId })}
          aria-label={`${t('changes.reject')} ${c.target}`}
        >
          {t('changes.reject')}
        </button>
      </>
    );
  return (
    <section aria-labelledby={`pending-${kind}`}>
      <h2 id={`pending-${kind}`}>{t('changes.title')}</h2>
      <p>{t('changes.hint')}</p>
      <Loaded query={changes}>
        {(r) => (
          <Table<TOperatorChange>
            caption={t('changes.title')}
            rows={r.data}
            rowKey={(c) => String(c.changeId)}
            columns={[
              { title: t('changes.target'), cell: (c) => c.target },
              { title: t('changes.change'), cell: changeSummary },
              { title: t('changes.proposedBy'), cell: (c) => c.proposedBy },
              { title: t('changes.at'), cell: (c) => <When iso={c.proposedAt} /> },
              ...(canDecide ? [{ title: t('changes.decide'), cell: decide }] : []),
            ]}
          />
        )}
      </Loaded>
      {approve.isSuccess && <p role="status">{t('changes.approved')}</p>}
      {reject.isSuccess && <p role="status">{t('changes.rejected')}</p>}
      <ErrorText error={approve.error?.error ?? reject.error?.error} />
    </section>
  );
}
