import { useTranslation } from 'react-i18next';
import { Resolutions } from '../../shared/certification/resolutions.tsx';
import { usePortal, useSession } from '../../shared/services.tsx';
import { CertificationWizard } from './certification-wizard.tsx';
import { markCertified } from './mark-certified.ts';
import { RepresentativeStatuses } from './representative-statuses.tsx';

/**
 * `/self-certification-business` (spec 1 §2, main shell, business only): the signed-in user's own
 * representative self-certification (not asked of a user who cannot give one: core answers
 * notRequired), every representative's certification status (a link sent: pending; submitted:
 * validated), and the company's resolutions.
 */
export function BusinessCertificationScreen() {
  const { t } = useTranslation('certification');
  const { store } = usePortal();
  const access = useSession((s) => s.access);
  const asked = access?.taxResidencySelfCertificationDocumentStatus !== 'notRequired';
  return (
    <div className="op-stack" data-testid="business-certification">
      <h1>{t('certification.business.title')}</h1>
      <p>{t('certification.business.intro')}</p>
      {asked && <CertificationWizard onDone={() => markCertified(store)} />}
      <RepresentativeStatuses />
      <Resolutions className="op-card op-stack" />
    </div>
  );
}
export default BusinessCertificationScreen;
