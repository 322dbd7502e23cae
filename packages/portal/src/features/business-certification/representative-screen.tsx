import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PORTAL_PATHS } from '@openportal/contract';
import { usePortal } from '../../shared/services.tsx';
import { CertificationWizard, useCertificationReads } from './certification-wizard.tsx';
import { dropLink, LinkContext, takeLink } from './link.ts';

/** Answers that mean the link opens nothing: spent, expired, unknown, or not this brand's. */
const REFUSED = ['13', 'AU', 'ENOA'];

/**
 * `/self-certification-representative` (spec 1 §2, public): a company's representative who is
 * no user certifies through the authSecret link of their mail, without signing in. No link, or
 * one the certification load refuses: login. The link leaves the address bar at once (held for
 * the tab instead); once they submit it is spent and forgotten, and the page thanks them.
 */
export function RepresentativeScreen() {
  const { t } = useTranslation('certification');
  const { tabStorage } = usePortal();
  const location = useLocation();
  const navigate = useNavigate();
  const [secret] = useState(() => takeLink(location.search, tabStorage));
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (new URLSearchParams(location.search).has('authSecret'))
      void navigate(PORTAL_PATHS.selfCertificationRepresentative, { replace: true });
  }, [location.search, navigate]);
  if (!secret) return <Navigate to={PORTAL_PATHS.login} replace />;
  if (done)
    return (
      <section className="op-card op-stack" data-testid="representative-done">
        <h1>{t('certification.representative.title')}</h1>
        <p>{t('certification.representative.done')}</p>
      </section>
    );
  const finish = () => {
    dropLink(tabStorage);
    setDone(true);
  };
  return (
    <LinkContext value={secret}>
      <RepresentativeCertification onDone={finish} />
    </LinkContext>
  );
}
export default RepresentativeScreen;

function RepresentativeCertification({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('certification');
  const { tabStorage } = usePortal();
  const { cert } = useCertificationReads();
  if (cert.error && REFUSED.includes(cert.error.error.responseCode ?? '')) {
    dropLink(tabStorage);
    return <Navigate to={PORTAL_PATHS.login} replace />;
  }
  const who = cert.data?.representativeInfo;
  return (
    <section className="op-stack" data-testid="representative-certification">
      <h1>{t('certification.representative.title')}</h1>
      {who && (
        <p data-testid="representative-name">
          {t('certification.representative.hello', { name: `${who.firstName} ${who.lastName}`.trim() })}
        </p>
      )}
      <p>{t('certification.representative.intro')}</p>
      <CertificationWizard onDone={onDone} />
    </section>
  );
}
