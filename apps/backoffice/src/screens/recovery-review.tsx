import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminRecoveryTaskDecide, adminRecoveryTaskList, type TRecoveryReviewRow } from '@openportal/contract';
import { CallError, callKey, useAdminCall } from '../api/queries.ts';
import { useServices } from '../api/services.tsx';
import { ErrorText, Loaded, Table, When } from '../ui.tsx';

/**
 * Account recovery requests whose code would go to a mailbox that is not the account's own
 * (issue 18): never decided automatically. A compliance operator compares what was submitted
 * with what the account holds, then approves (the code goes to that mailbox) or rejects with a
 * reason the requester sees. Each decision is audited by the server.
 */
export function RecoveryReviewScreen() {
  const { t } = useTranslation();
  const tasks = useAdminCall(adminRecoveryTaskList);
  return (
    <section>
      <h1>{t('recovery.title')}</h1>
      <p>{t('recovery.hint')}</p>
      <Loaded query={tasks}>
        {(r) => (
          <Table<TRecoveryReviewRow>
            caption={t('recovery.title')}
            rows={r.data}
            rowKey={(x) => x.taskId}
            columns={[
              { title: t('recovery.requested'), cell: (x) => <When iso={x.createdAt} /> },
              { title: t('recovery.submitted'), cell: (x) => <Submitted row={x} /> },
              { title: t('recovery.account'), cell: (x) => <Account row={x} /> },
              { title: t('recovery.related'), cell: (x) => x.relatedRequests },
              { title: t('recovery.decision'), cell: (x) => <Decide row={x} /> },
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
    <dl>
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
    <dl>
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
  const { api } = useServices();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const decide = useMutation<unknown, CallError, Record<string, unknown>>({
    mutationFn: async (input) => {
      const r = await api.call(adminRecoveryTaskDecide, { params: { taskId: row.taskId }, input });
      if (!r.ok) throw new CallError(r.error);
      return r.data;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: callKey(adminRecoveryTaskList).slice(0, 1) }),
  });
  return (
    <div>
      <button
        type="button"
        disabled={decide.isPending || !row.account}
        aria-label={`${t('recovery.approve')} ${row.email}`}
        onClick={() => decide.mutate({ decision: 'approve' })}
      >
        {t('recovery.approve')}
      </button>
      <label>
        {t('recovery.reason')}
        <input value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
      </label>
      <button
        type="button"
        disabled={decide.isPending}
        aria-label={`${t('recovery.reject')} ${row.email}`}
        onClick={() => decide.mutate({ decision: 'reject', reason })}
      >
        {t('recovery.reject')}
      </button>
      {decide.isSuccess && <p role="status">{t('recovery.decided')}</p>}
      <ErrorText error={decide.error?.error} />
    </div>
  );
}
