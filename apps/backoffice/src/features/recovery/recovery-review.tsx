import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminRecoveryTaskDecide, adminRecoveryTaskList, type TRecoveryReviewRow } from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { ErrorText, Loaded, When } from '../../shared/ui.tsx';
import { byText, ListTable } from '../../shared/list-table.tsx';

/**
 * Account recovery requests whose code would go to a mailbox that is not the account's own
 * (issue 18): never decided automatically. A compliance operator compares what was submitted
 * with what the account holds, then approves (the code goes to that mailbox) or rejects with a
 * reason the requester sees. Each decision is audited by the server.
 */
export function RecoveryReviewScreen() {
  const { t } = useTranslation();
  const tasks = useCall(adminRecoveryTaskList, {});
  return (
    <section className="op-stack">
      <h1>{t('recovery.title')}</h1>
      <p className="op-hint">{t('recovery.hint')}</p>
      <Loaded query={tasks}>
        {(r) => (
          <ListTable<TRecoveryReviewRow>
            caption={t('recovery.title')}
            testId="recovery-tasks"
            rows={r.data}
            rowKey={(x) => x.taskId}
            columns={[
              {
                key: 'requested',
                label: t('recovery.requested'),
                render: (x) => <When iso={x.createdAt} />,
                compare: byText((x) => x.createdAt),
              },
              {
                key: 'submitted',
                label: t('recovery.submitted'),
                render: (x) => <Submitted row={x} />,
                filterText: (x) => `${x.email} ${x.recoveryEmail} ${x.firstName} ${x.lastName}`,
              },
              { key: 'account', label: t('recovery.account'), render: (x) => <Account row={x} /> },
              {
                key: 'related',
                label: t('recovery.related'),
                render: (x) => x.relatedRequests,
                numeric: true,
                compare: (a, b) => a.relatedRequests - b.relatedRequests,
              },
              { key: 'decision', label: t('recovery.decision'), render: (x) => <Decide row={x} /> },
            ]}
          />
        )}
      </Loaded>
    </section>
  );
}

function Submitted({ row }: { row: TRecoveryReviewRow }) {
  const { t } = useTranslation();
  return (
    <dl className="bo-facts">
      <dt>{t('customers.email')}</dt>
      <dd>
        {row.email} ({row.brand})
      </dd>
      <dt>{t('recovery.mailbox')}</dt>
      <dd>{row.recoveryEmail}</dd>
      <dt>{t('recovery.names')}</dt>
      <dd>
        {row.firstName} {row.lastName}
      </dd>
      <dt>{t('recovery.dob')}</dt>
      <dd>{row.dob}</dd>
      <dt>{t('recovery.ip')}</dt>
      <dd>{row.ip}</dd>
    </dl>
  );
}

function Account({ row }: { row: TRecoveryReviewRow }) {
  const { t } = useTranslation();
  const a = row.account;
  if (!a) return <strong>{t('recovery.noAccount')}</strong>;
  return (
    <dl className="bo-facts">
      <dt>{t('recovery.names')}</dt>
      <dd>
        {a.firstName} {a.lastName} — {t(a.namesMatch ? 'recovery.namesMatch' : 'recovery.namesDiffer')}
      </dd>
      <dt>{t('recovery.phone')}</dt>
      <dd>{a.phone ?? '—'}</dd>
    </dl>
  );
}

/** Approve or reject one request (a reason is needed to reject); the list reloads after. */
function Decide({ row }: { row: TRecoveryReviewRow }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const decision = useCallMutation(adminRecoveryTaskDecide, {
    invalidates: ['GET /admin/recovery-tasks'],
    onFailure: false,
  });
  const decide = {
    ...decision,
    mutate: (input: { decision: 'approve' } | { decision: 'reject'; reason: string }) =>
      decision.mutate(input as never, { params: { taskId: row.taskId } }),
  };
  return (
    <div className="bo-decide">
      <button
        type="button"
        className="op-button op-button--primary"
        disabled={decide.isPending || !row.account}
        aria-label={`${t('recovery.approve')} ${row.email}`}
        onClick={() => decide.mutate({ decision: 'approve' })}
      >
        {t('recovery.approve')}
      </button>
      <label className="op-field">
        <span>{t('recovery.reason')}</span>
        <input value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
      </label>
      <button
        type="button"
        className="op-button"
        disabled={decide.isPending}
        aria-label={`${t('recovery.reject')} ${row.email}`}
        onClick={() => decide.mutate({ decision: 'reject', reason })}
      >
        {t('recovery.reject')}
      </button>
      {decide.isSuccess && <p role="status">{t('recovery.decided')}</p>}
      <ErrorText error={decide.error ?? undefined} />
    </div>
  );
}
