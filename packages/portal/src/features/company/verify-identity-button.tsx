import { useTranslation } from 'react-i18next';
import { customerIdentityVerificationStart } from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';
import { useSession } from '../../shared/services.tsx';
import { useOpenIdentityRun } from '../../shared/verification/open-identity-run.ts';
import type { TRepresentative } from './share-tree-model.ts';

/** Identity statuses that need nothing more (spec 1 §5: 1 and 2). */
const IDENTITY_DONE = [1, 2];

/** Whether the representative's identity is still to be verified (none given, or not confirmed). */
export const identityToVerify = (rep: Pick<TRepresentative, 'identityStatus'>) =>
  rep.identityStatus === null || !IDENTITY_DONE.includes(rep.identityStatus);

/**
 * Starts the identity check of one of the company's representatives (customerIdentityVerificationStart:
 * kyc's engine, the confirmed document filed for them) and goes to the portal's identity-verification
 * page of the run, as the personal check does (the provider's page kept for the tab).
 */
export function VerifyIdentityButton({ rep }: { rep: TRepresentative }) {
  const { t } = useTranslation('company');
  const open = useOpenIdentityRun();
  const customerId = useSession((s) => s.customerId);
  const start = useCallMutation(customerIdentityVerificationStart, { t });
  if (!customerId || !identityToVerify(rep)) return null;
  const go = async () => {
    const r = await start.run({ representativeId: rep.id }, { params: { id: customerId } });
    if (r.ok) open(r.data.verification);
  };
  return (
    <button
      type="button"
      className="op-button op-button--link"
      data-testid={`rep-verify-identity-${rep.id}`}
      disabled={start.isPending}
      onClick={() => void go()}
    >
      {t('company.verifyIdentity')}
    </button>
  );
}
