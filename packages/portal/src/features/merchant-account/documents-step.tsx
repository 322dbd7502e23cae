import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_DOCUMENT_TYPES,
  applicationDocumentGet,
  applicationDocumentList,
  applicationDocumentUpload,
  MAX_UPLOAD_BYTES,
} from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { FieldError } from '@openportal/ui';
import { binarySize } from '../../shared/documents/file-check.ts';
import { optionLabel } from './labels.ts';

const ACCEPT = 'application/pdf,image/png,image/jpeg';
type TDocumentType = (typeof APPLICATION_DOCUMENT_TYPES)[number];

/** An upload's state: the file and type chosen, the progress while it goes, and what was wrong. */
function useUpload(id: number) {
  const { t } = useTranslation('merchant');
  const upload = useCallMutation(applicationDocumentUpload, {
    invalidates: ['GET /acquiring-admin/application/{id}/document'],
    t,
  });
  const [file, setFile] = useState<File | null>(null);
  const [type, setType] = useState<string>('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const send = async () => {
    if (!file) return setError(t('application.errors.required'));
    if (file.size > MAX_UPLOAD_BYTES) return setError(t('application.documents.tooLarge'));
    setError(undefined);
    setProgress(0);
    const input = type ? { documentType: type as TDocumentType } : {};
    const r = await upload.run(input, { params: { id }, files: { file }, onUploadProgress: setProgress });
    setProgress(null);
    if (r.ok) setFile(null);
  };
  return { type, setType, setFile, progress, error, send };
}

/** The document type, the file, its progress while it goes, and the button. */
function UploadControls({ id }: { id: number }) {
  const { t } = useTranslation('merchant');
  const u = useUpload(id);
  return (
    <div className="ma-upload">
      <label className="op-field">
        <span>{t('application.documents.type')}</span>
        <select value={u.type} onChange={(e) => u.setType(e.target.value)} data-testid="ma-document-type">
          <option value="">{t('application.form.choose')}</option>
          {APPLICATION_DOCUMENT_TYPES.map((v) => (
            <option key={v} value={v}>
              {optionLabel(v)}
            </option>
          ))}
        </select>
      </label>
      <label className="op-field">
        <span>{t('application.documents.file')}</span>
        <input
          type="file"
          accept={ACCEPT}
          data-testid="ma-document-file"
          onChange={(e) => u.setFile(e.target.files?.[0] ?? null)}
        />
      </label>
      <small className="op-hint">{t('application.documents.hint')}</small>
      <FieldError field="file" message={u.error} />
      {u.progress !== null && (
        <progress
          max={1}
          value={u.progress}
          data-testid="ma-upload-progress"
          aria-label={t('application.documents.uploading')}
        />
      )}
      <button
        type="button"
        className="op-button"
        disabled={u.progress !== null}
        data-testid="ma-document-upload"
        onClick={() => void u.send()}
      >
        {t('application.documents.upload')}
      </button>
    </div>
  );
}

const documentLabel = (d: { filename: string; documentType?: string | null }) =>
  d.documentType ? `${d.filename} · ${optionLabel(d.documentType)}` : d.filename;

/** One document of the list; opened, its details as the server keeps them (applicationDocumentGet). */
function DocumentItem(p: { id: number; uuid: string; label: string }) {
  const { t, i18n } = useTranslation('merchant');
  const [open, setOpen] = useState(false);
  const doc = useCall(applicationDocumentGet, {}, { params: { id: p.id, uuid: p.uuid }, enabled: open });
  const d = doc.data?.data;
  return (
    <li data-testid="ma-document">
      <button
        type="button"
        className="op-button op-button--link"
        aria-expanded={open}
        data-testid="ma-document-open"
        onClick={() => setOpen(!open)}
      >
        {p.label}
      </button>
      {open && d && (
        <span className="op-muted" data-testid="ma-document-details">
          {' '}
          {t('application.documents.details', {
            size: binarySize(d.filesize),
            date: new Date(d.createdAt).toLocaleDateString(i18n.language),
          })}
        </span>
      )}
    </li>
  );
}

/**
 * The application's documents (spec 3 §3: five types): the list, and an upload with its type
 * and progress. The server tells the type by the content; here only the size is checked first,
 * so a person hears at once.
 */
export function DocumentsStep({ id, editable }: { id: number; editable: boolean }) {
  const { t } = useTranslation('merchant');
  const docs = useCall(applicationDocumentList, {}, { params: { id } });
  return (
    <section className="ma-documents" data-testid="ma-documents">
      <ul className="ma-doc-list">
        {(docs.data?.data ?? []).map((d) => (
          <DocumentItem key={d.uuid} id={id} uuid={d.uuid} label={documentLabel(d)} />
        ))}
      </ul>
      {docs.data?.data.length === 0 && <p className="op-empty">{t('application.documents.none')}</p>}
      {editable && <UploadControls id={id} />}
    </section>
  );
}
