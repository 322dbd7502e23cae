import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_UPLOAD, personalCertificateOfLossOfNationalityUpload } from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';
import { FieldError } from '@openportal/ui';
import { chooseMessage } from '../../shared/api/messages.ts';
import { checkDocumentFile } from '../../shared/documents/file-check.ts';
import { usePopup } from '../../shared/ui/popup-store.ts';

/**
 * The certificate of loss of US nationality (spec 1 §3, §7 personalCertificateOfLossOfNationalityUpload):
 * asked of a US-born (or US citizen) person who says they are no US tax payer (core answers its
 * status `none` then, `rejected` after a refusal); one image or PDF, checked before sending.
 */
export function LossOfNationalityUpload({ status }: { status: string }) {
  const { t } = useTranslation(['kyc', 'profile']);
  const show = usePopup((s) => s.show);
  const [file, setFile] = useState<File | undefined>();
  const [error, setError] = useState<string | undefined>();
  const upload = useCallMutation(personalCertificateOfLossOfNationalityUpload, {
    invalidates: ['personalFatcaCrsCertificationGet', 'userAccessInfoGet'],
    onFailure: (e) => setError(chooseMessage(e, t)),
  });
  if (status !== 'none' && status !== 'rejected') return null;
  const send = async () => {
    const problem = file ? await checkDocumentFile(file) : 'required';
    setError(problem ? t(`profile:fileCheck.${problem}`) : undefined);
    if (problem) return;
    const r = await upload.run({}, { files: { document: file } });
    if (r.ok) show({ kind: 'success', title: t('kyc.self.coln.title'), message: t('kyc.self.coln.sent') });
  };
  return (
    <div className="op-stack" data-testid="cert-coln-upload">
      <h2>{t('kyc.self.coln.title')}</h2>
      <label className="op-field">
        <span>{t('kyc.self.coln.hint')}</span>
        <input
          type="file"
          accept={DOCUMENT_UPLOAD.accept}
          data-testid="cert-coln-file"
          aria-invalid={error ? true : undefined}
          onChange={(e) => setFile(e.target.files?.[0])}
        />
      </label>
      <FieldError field="document" message={error} />
      <button
        type="button"
        className="op-button"
        data-testid="cert-coln-send"
        disabled={upload.isPending}
        onClick={() => void send()}
      >
        {t('kyc.self.coln.send')}
      </button>
    </div>
  );
}
