import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APPLICATION_EDITABLE, applicationGet, type TApplication } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import { Skeleton } from '@openportal/ui';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { ApplicationForm } from './application-form.tsx';
import { ApplicationView } from './application-view.tsx';
import { StatusBadge } from './status-badge.tsx';
import './merchant-account.css';

/** The decision, or what sending means: what the applicant needs to read first. */
function Decision({ app }: { app: TApplication }) {
  const { t } = useTranslation('merchant');
  if (app.status === 'REJECTED' || (app.status === 'DRAFT' && app.rejectReason))
    return (
      <div className="op-notice" role="status" data-testid="ma-rejected">
        <p>{t('application.decision.rejected')}</p>
        <p data-testid="ma-reject-reason">{app.rejectReason}</p>
        <p>{t('application.decision.correct')}</p>
      </div>
    );
  if (app.status === 'VERIFIED')
    return (
      <p className="op-notice" data-testid="ma-verified">
        {t('application.decision.verified')}
      </p>
    );
  if (app.status === 'SUBMITTED') return <p className="op-notice">{t('application.decision.submitted')}</p>;
  return null;
}

/** merchant-account/{id}: the form while the applicant may edit it, else the read-only view, with the decision. */
export default function ApplicationScreen() {
  const { t } = useTranslation('merchant');
  const id = Number(useParams().id);
  const q = useCall(applicationGet, {}, { params: { id }, enabled: Number.isInteger(id) && id > 0 });
  const app = q.data?.data;
  return (
    <section className="op-card ma" data-testid="ma-application">
      <h1>{t('merchantAccount.one', { id })}</h1>
      {q.isPending && <Skeleton lines={6} />}
      {q.error && <ErrorState error={q.error.error} onRetry={() => void q.refetch()} testId="ma-error" />}
      {app && (
        <>
          <StatusBadge status={app.status} />
          <Decision app={app} />
          {APPLICATION_EDITABLE.applicant.includes(app.status) ? (
            <ApplicationForm key={app.id} app={app} onSaved={() => void q.refetch()} />
          ) : (
            <ApplicationView app={app} />
          )}
        </>
      )}
    </section>
  );
}
