import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  personalCertificateOfLossOfNationalityUpload,
  personalFatcaCrsCertificationGet,
  personalFatcaCrsCertificationUpdate,
  personalWFormUpload,
} from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { LossOfNationalityUpload } from '../../shared/certification/loss-of-nationality.tsx';

const FORMS = ['W9', 'W8BEN'] as const;

/**
 * `/self-certification` (spec 1 §3 FATCA/CRS, personal): the four statuses, the tax residency
 * with its tax number (or none required), and the W-9 / W-8BEN signed on the e-sign page.
 */
export function SelfCertificationScreen() {
  return <CertificationForm />;
}
export default SelfCertificationScreen;

/** The self-certification form (the page's and the splash's); `onSaved` after a certification is stored. */
export function CertificationForm({ onSaved }: { onSaved?: () => void }) {
  const { t } = useTranslation('kyc');
  const show = usePopup((s) => s.show);
  const cert = useCall(personalFatcaCrsCertificationGet, {});
  const save = useCallMutation(personalFatcaCrsCertificationUpdate, {
    invalidates: ['personalFatcaCrsCertificationGet'],
    t,
  });
  const info = cert.data?.fatcaCrsCertificationInfo;
  const first = info?.taxIds[0];
  const [us, setUs] = useState<boolean | null>(null);
  const [country, setCountry] = useState<string | null>(null);
  const [taxId, setTaxId] = useState<string | null>(null);
  const isUs = us ?? info?.isUSTaxPayer ?? false;
  const cc = (country ?? first?.countryCode ?? '').toUpperCase();
  const tin = taxId ?? first?.taxId ?? '';
  const submit = async () => {
    const row = tin
      ? { countryCode: cc, taxId: tin }
      : { countryCode: cc, tinMissingReason: 'NO_TIN_IS_REQUIRED' as const };
    const r = await save.run({ isUSTaxPayer: isUs, taxIds: [row] });
    if (!r.ok) return;
    show({ kind: 'success', title: t('kyc.self.title'), message: t('kyc.self.saved') });
    onSaved?.();
  };
  if (!info) return null;
  return (
    <section className="op-card" data-testid="self-certification">
      <h1>{t('kyc.self.title')}</h1>
      <CertStatuses rows={statusRows(info)} />
      <label className="op-row">
        <input type="checkbox" checked={isUs} data-testid="cert-us" onChange={(e) => setUs(e.target.checked)} />
        <span>{t('kyc.self.usTaxPayer')}</span>
      </label>
      <label>
        {t('kyc.self.country')}
        <input
          className="op-input"
          maxLength={2}
          value={cc}
          data-testid="cert-country"
          onChange={(e) => setCountry(e.target.value)}
        />
      </label>
      <label>
        {t('kyc.self.taxId')}
        <input
          className="op-input"
          maxLength={40}
          value={tin}
          data-testid="cert-tin"
          onChange={(e) => setTaxId(e.target.value)}
        />
      </label>
      <button
        type="button"
        className="op-button op-button--primary"
        data-testid="cert-save"
        disabled={save.isPending}
        onClick={() => void submit()}
      >
        {t('kyc.self.save')}
      </button>
      <PersonalLossOfNationality status={info.certificateOfLossOfNationalityStatus} />
      <h2>{t('kyc.self.forms')}</h2>
      <SignForms />
    </section>
  );
}

/** The shared certificate-of-loss-of-nationality upload, on the personal call. */
function PersonalLossOfNationality({ status }: { status: string }) {
  return (
    <LossOfNationalityUpload
      status={status}
      call={personalCertificateOfLossOfNationalityUpload}
      invalidates={['personalFatcaCrsCertificationGet', 'userAccessInfoGet']}
    />
  );
}

type TRow = readonly [string, string];
const statusRows = (i: {
  taxResidencySelfCertificationStatus: string;
  w9FormStatus: string;
  w8benFormStatus: string;
  certificateOfLossOfNationalityStatus: string;
}): TRow[] => [
  ['taxResidency', i.taxResidencySelfCertificationStatus],
  ['W9', i.w9FormStatus],
  ['W8BEN', i.w8benFormStatus],
  ['COLN', i.certificateOfLossOfNationalityStatus],
];

/** The four certification statuses, one line each. */
function CertStatuses({ rows }: { rows: readonly TRow[] }) {
  const { t } = useTranslation('kyc');
  return (
    <ul className="op-links">
      {rows.map(([k, s]) => (
        <li key={k} className="op-row" data-testid={`cert-${k}`} data-status={s}>
          <span>{k === 'taxResidency' ? t('kyc.self.country') : k}</span>
          <span>{t(`kyc.self.status.${s}`)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The W-9 and W-8BEN, each signed on the e-sign page. */
function SignForms() {
  const { t } = useTranslation('kyc');
  const sign = useCallMutation(personalWFormUpload, { t });
  const onSign = async (form: (typeof FORMS)[number]) => {
    const r = await sign.run({ form });
    if (r.ok && r.data.signData.signUrl) window.location.assign(r.data.signData.signUrl);
  };
  return (
    <div className="op-row">
      {FORMS.map((f) => (
        <button
          key={f}
          type="button"
          className="op-button"
          data-testid={`cert-sign-${f}`}
          onClick={() => void onSign(f)}
        >
          {t('kyc.self.sign')} {t(f === 'W9' ? 'kyc.self.w9' : 'kyc.self.w8ben')}
        </button>
      ))}
    </div>
  );
}
