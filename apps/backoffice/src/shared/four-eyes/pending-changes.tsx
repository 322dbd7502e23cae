import { useTranslation } from 'react-i18next';
import {
  adminChangeApprove,
  adminChangeList,
  adminChangeReject,
  type TCallId,
  type TOperatorChange,
} from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { useAllowed } from '../../api/access.ts';
import { ErrorText, Loaded, When } from '../ui.tsx';
import { byText, ListTable } from '../list-table.tsx';

/** What a decision makes stale: the changes, and the lists a change applies to (rates, fees). */
const AFTER_DECISION: readonly TCallId[] = ['GET /admin/changes', 'GET /admin/fx-rates', 'GET /admin/fees'];

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
  const changes = useCall(adminChangeList, { status: 'pending', kind });
  const after = { invalidates: AFTER_DECISION, onFailure: false } as const;
  const approve = useCallMutation(adminChangeApprove, after);
  const reject = useCallMutation(adminChangeReject, after);
  if (!allowed('adminChangeList')) return null;
  const canDecide = allowed('adminChangeApprove');
  const decide = (c: TOperatorChange) =>
    c.proposedByYou ? (
      t('changes.yours')
    ) : (
      <>
        <button
          type="button"
          className="op-button"
          onClick={() => approve.mutate({}, { params: { changeId: c.changeId } })}
          aria-label={`${t('changes.approve')} ${c.target}`}
        >
          {t('changes.approve')}
        </button>{' '}
        <button
          type="button"
          className="op-button"
          onClick={() => reject.mutate({}, { params: { changeId: c.changeId } })}
          aria-label={`${t('changes.reject')} ${c.target}`}
        >
          {t('changes.reject')}
        </button>
      </>
    );
  return (
    <section className="op-stack" aria-labelledby={`pending-${kind}`}>
      <h2 id={`pending-${kind}`}>{t('changes.title')}</h2>
      <p className="op-hint">{t('changes.hint')}</p>
      <Loaded query={changes}>
        {(r) => (
          <ListTable<TOperatorChange>
            caption={t('changes.title')}
            testId={`pending-${kind}`}
            rows={r.data}
            rowKey={(c) => String(c.changeId)}
            columns={[
              { key: 'target', label: t('changes.target'), render: (c) => c.target, compare: byText((c) => c.target) },
              { key: 'change', label: t('changes.change'), render: changeSummary },
              { key: 'by', label: t('changes.proposedBy'), render: (c) => c.proposedBy, optional: true },
              {
                key: 'at',
                label: t('changes.at'),
                render: (c) => <When iso={c.proposedAt} />,
                compare: byText((c) => c.proposedAt),
                optional: true,
              },
              ...(canDecide ? [{ key: 'decide', label: t('changes.decide'), render: decide }] : []),
            ]}
          />
        )}
      </Loaded>
      {approve.isSuccess && <p role="status">{t('changes.approved')}</p>}
      {reject.isSuccess && <p role="status">{t('changes.rejected')}</p>}
      <ErrorText error={approve.error ?? reject.error ?? undefined} />
    </section>
  );
}
