import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  businessRepresentativeCertificateOfLossOfNationalityUpload,
  businessRepresentativeWFormUpload,
} from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';
import { LossOfNationalityUpload } from '../../shared/certification/loss-of-nationality.tsx';
import { useLinkSecret } from './link.ts';

/**
 * The company's W-form, signed on the e-sign page (spec 1 §3; core's signing page, the one the
 * personal W-9 / W-8BEN use): the W-9 for a US tax payer, the W-8BEN-E otherwise. The page
 * sends the signer back here (a link's holder: the link is held for the tab). A representative
 * who lost US nationality also uploads the certificate (shared with the personal one).
 */
export function WFormStep({ documents }: { documents: readonly { type: string; status: string }[] }) {
  const { t } = useTranslation('certification');
  const authSecret = useLinkSecret();
  const [us, setUs] = useState(false);
  const sign = useCallMutation(businessRepresentativeWFormUpload, { t });
  const onSign = async () => {
    const r = await sign.run({ form: us ? 'W9' : 'W8BENE' }, { authSecret });
    if (r.ok && r.data.signData.signUrl) window.location.assign(r.data.signData.signUrl);
  };
  const coln = documents.find((d) => d.type === 'COLN');
  return (
    <section className="op-card op-stack" data-testid="cert-wForm">
      <h2>{t('certification.steps.wForm')}</h2>
      <p>{t('certification.wForm.intro')}</p>
      <label className="op-check">
        <input type="checkbox" checked={us} data-testid="cert-wform-us" onChange={(e) => setUs(e.target.checked)} />
        <span>{t('certification.wForm.usTaxPayer')}</span>
      </label>
      <button
        type="button"
        className="op-button op-button--primary"
        data-testid="cert-wform-sign"
        disabled={sign.isPending}
        onClick={() => void onSign()}
      >
        {t(us ? 'certification.wForm.signW9' : 'certification.wForm.signW8bene')}
      </button>
      {!us && (
        <LossOfNationalityUpload
          status={coln?.status ?? 'none'}
          call={businessRepresentativeCertificateOfLossOfNationalityUpload}
          invalidates={['businessRepresentativeFatcaCrsCertificationGet']}
          authSecret={authSecret}
        />
      )}
    </section>
  );
}
