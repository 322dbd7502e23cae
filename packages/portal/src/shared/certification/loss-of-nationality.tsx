import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_UPLOAD,
  type businessRepresentativeCertificateOfLossOfNationalityUpload,
  type personalCertificateOfLossOfNationalityUpload,
  type TCallId,
} from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';
import { FieldError } from '@openportal/ui';
import { chooseMessage } from '../api/messages.ts';
import { checkDocumentFile } from '../documents/file-check.ts';
import { usePopup } from '../ui/popup-store.ts';

/** The upload call: the personal customer's or a company representative's (by their link or signed in). */
export type TLossOfNationalityCall =
  | typeof personalCertificateOfLossOfNationalityUpload
  | typeof businessRepresentativeCertificateOfLossOfNationalityUpload;

/**
 * The certificate of loss of US nationality (spec 1 §3, §5: multipart, the file named document):
 * asked of a US-born (or US citizen) person who says they are no US tax payer, shown while its
 * status is `none` or `rejected`; one image or PDF, checked before sending. The personal
 * self-certification and the business representative's share it (texts: kyc's).
 */
export function LossOfNationalityUpload(props: {
  status: string;
  call: TLossOfNationalityCall;
  invalidates: readonly TCallId[];
  /** A representative's link (the call goes with it instead of a session). */
  authSecret?: string;
}) {
  const { t } = useTranslation(['kyc', 'profile']);
  const show = usePopup((s) => s.show);
  const [file, setFile] = useState<File | undefined>();
  const [error, setError] = useState<string | undefined>();
  const upload = useCallMutation(props.call, {
    invalidates: props.invalidates,
    onFailure: (e) => setError(chooseMessage(e, t)),
  });
  if (props.status !== 'none' && props.status !== 'rejected') return null;
  const send = async () => {
    const problem = file ? await checkDocumentFile(file) : 'required';
    setError(problem ? t(`profile:fileCheck.${problem}`) : undefined);
    if (problem) return;
    const r = await upload.run({}, { files: { document: file }, authSecret: props.authSecret });
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
