import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { identityGet, PORTAL_PATHS } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import { useSession } from '../../shared/services.tsx';

/** How often the page asks again while the provider is still checking (ms). */
const POLL_MS = 3000;
const DONE = ['SUCCESS', 'FAILED'];

/** The job's status, read while signed in (identityGet's videoIdentity), asked again until it is decided. */
function JobStatus() {
  const { t } = useTranslation('kyc');
  const identity = useCall(identityGet, {});
  const status = identity.data?.videoIdentity?.status ?? 'NEW';
  const { refetch } = identity;
  useEffect(() => {
    if (DONE.includes(status)) return;
    const timer = setInterval(() => void refetch(), POLL_MS);
    return () => clearInterval(timer);
  }, [status, refetch]);
  return (
    <>
      <p data-testid="video-job-status" data-status={status} role="status">
        {t(`kyc.video.status.${DONE.includes(status) || status === 'PROCESSING' ? status : 'NEW'}`)}
      </p>
      {status === 'FAILED' && <p className="op-muted">{t('kyc.video.retry')}</p>}
    </>
  );
}

/**
 * `/video-identity-job/{id}` (spec 1 §2, public): where the provider's page sends the user back
 * after an identity check. Signed in, it shows the check's outcome as it arrives (new, being
 * checked, passed, failed) and leads back to kyc; signed out, to the sign-in.
 */
export function VideoIdentityJobScreen() {
  const { t } = useTranslation('kyc');
  const { id = '' } = useParams();
  const signedIn = useSession((s) => s.status === 'signedIn');
  return (
    <section className="op-stack" data-testid="video-identity-job" data-job={id}>
      <h1>{t('kyc.video.title')}</h1>
      {signedIn ? <JobStatus /> : <p>{t('kyc.video.signIn')}</p>}
      <Link
        className="op-button op-button--primary"
        to={signedIn ? PORTAL_PATHS.kyc : PORTAL_PATHS.login}
        data-testid="video-job-back"
      >
        {t(signedIn ? 'kyc.video.back' : 'kyc.video.toSignIn')}
      </Link>
    </section>
  );
}
export default VideoIdentityJobScreen;
