import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  customerDocumentUpload,
  dictionaryDocumentTypes,
  documentNeedsBack,
  documentTypeAllowedFor,
  DOCUMENT_UPLOAD,
} from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { Dialog, FieldError, TextField } from '@openportal/ui';
import { chooseMessage, fieldErrors } from '../api/messages.ts';
import { usePortal } from '../services.tsx';
import { base64ToBlob } from '../shell/files.ts';
import { useShellCan } from '../shell/use-shell-can.ts';
import { usePopup } from '../ui/popup-store.ts';
import { useLang } from '../ui/use-lang.ts';
import { binarySize, checkDocumentFile } from './file-check.ts';

type TSide = 'file' | 'fileBack';

interface TUploadProps {
  residence: string | null;
  addressId?: number;
  /** Only this document category (1 identity proof, 2 address proof: the kyc page's steps). */
  categoryId?: number;
  /** A due-diligence document (the due-diligence form's upload). */
  isDueDiligence?: boolean;
  onClose: () => void;
}

/** The types offered: the dictionary's, of the category asked for, that this residence may upload. */
function useTypeOptions(p: TUploadProps) {
  const lang = useLang();
  const types = useCall(dictionaryDocumentTypes, { lang });
  return (types.data?.customerDocumentCategories ?? [])
    .filter((c) => p.categoryId === undefined || c.id === p.categoryId)
    .flatMap((c) => c.customerDocumentTypes)
    .filter((d) => documentTypeAllowedFor(d.id, p.residence));
}

/** In the mobile shell that scans (spec 1 §1 document scanning): the app's scan as this side's file. */
function ScanButton(p: { side: TSide; documentType: number; onFile: (f: File) => void }) {
  const { t } = useTranslation('profile');
  const { shell } = usePortal();
  const can = useShellCan(shell, 'documentScanning');
  const [name, setName] = useState<string | null>(null);
  if (!can) return null;
  const scan = async () => {
    const scanned = await shell.scanDocument(String(p.documentType));
    if (!scanned) return;
    setName(scanned.name);
    p.onFile(new File([base64ToBlob(scanned)], scanned.name, { type: scanned.mimeType }));
  };
  return (
    <p>
      <button type="button" className="op-button" data-testid={`upload-scan-${p.side}`} onClick={() => void scan()}>
        {t('upload.scan', { side: t(p.side === 'file' ? 'upload.front' : 'upload.back') })}
      </button>{' '}
      {name && (
        <span className="op-muted" data-testid={`upload-scanned-${p.side}`}>
          {t('upload.scanned', { name })}
        </span>
      )}
    </p>
  );
}

/** One side: its file input and, in a shell that scans, the app's scan. */
function SideInput(p: {
  side: TSide;
  label: string;
  error: string | undefined;
  documentType: number;
  onFile: (f: File | undefined) => void;
}) {
  return (
    <>
      <SideFile {...p} />
      <ScanButton side={p.side} documentType={p.documentType} onFile={p.onFile} />
    </>
  );
}

/** One side's file input: JPEG, PNG or PDF; on a phone the camera opens (`capture`). */
function SideFile(p: { side: TSide; label: string; error: string | undefined; onFile: (f: File | undefined) => void }) {
  return (
    <label className="op-field">
      <span>{p.label}</span>
      <input
        type="file"
        accept={DOCUMENT_UPLOAD.accept}
        capture="environment"
        data-testid={`upload-${p.side}`}
        onChange={(e) => p.onFile(e.target.files?.[0])}
        aria-invalid={p.error ? true : undefined}
      />
      <FieldError field={p.side} message={p.error} />
    </label>
  );
}

/**
 * The upload-document popup (issue 21; the profile's and the kyc page's): type (from the document-types dictionary; 88 only for
 * RU and UA residents), front and, for types 4 and 5, back; dates and number. Each side is
 * checked before sending (10 MiB, JPEG, PNG or PDF by its first bytes); a progress bar shows
 * while it is sent.
 */
export function UploadDialog(p: TUploadProps) {
  const { t } = useTranslation('profile');
  const show = usePopup((s) => s.show);
  const [type, setType] = useState(0);
  const [files, setFiles] = useState<Partial<Record<TSide, File>>>({});
  const [dates, setDates] = useState({ number: '', issuedDate: '', expiresDate: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const upload = useCallMutation(customerDocumentUpload, {
    invalidates: ['documentsInquiry', 'identityGet', 'addressInquiry', 'customerLimitReasonGet', 'customerInfoGet'],
    onFailure: (e) => setErrors({ file: chooseMessage(e, t), ...fieldErrors(e, t) }),
  });
  const options = useTypeOptions(p);
  const sides: TSide[] = documentNeedsBack(type) ? ['file', 'fileBack'] : ['file'];
  async function submit(e: FormEvent) {
    e.preventDefault();
    const found: Record<string, string> = type ? {} : { type: t('upload.needType') };
    for (const side of sides) {
      const f = files[side];
      const problem = f ? await checkDocumentFile(f) : 'required';
      if (problem) found[side] = t(`fileCheck.${problem}`);
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    const input = {
      type,
      ...(p.addressId ? { addressId: p.addressId } : {}),
      ...(p.isDueDiligence ? { isDueDiligence: true } : {}),
      ...Object.fromEntries(Object.entries(dates).filter(([, v]) => v)),
    };
    const r = await upload.run(input, {
      files: { file: files.file, fileBack: sides.includes('fileBack') ? files.fileBack : undefined },
    });
    if (!r.ok) return;
    p.onClose();
    show({ kind: 'success', title: t('popup.success'), message: t('upload.done') });
  }
  const size = sides.reduce((n, s) => n + (files[s]?.size ?? 0), 0);
  return (
    <Dialog title={t('upload.title')} testId="upload-dialog" onClose={p.onClose}>
      <form className="op-form" onSubmit={submit} noValidate>
        <TypeSelect type={type} onType={setType} options={options} error={errors.type} />
        <p className="op-muted">{t('upload.hint')}</p>
        {sides.map((side) => (
          <SideInput
            key={side}
            side={side}
            label={t(side === 'file' ? 'upload.front' : 'upload.back')}
            error={errors[side]}
            documentType={type}
            onFile={(f) => setFiles((x) => ({ ...x, [side]: f }))}
          />
        ))}
        <DocumentDates dates={dates} onDates={setDates} errors={errors} />
        {upload.isPending && (
          <p data-testid="upload-progress">
            <progress />
            <span className="op-muted">{t('upload.sending', { size: binarySize(size) })}</span>
          </p>
        )}
        <DialogActions pending={upload.isPending} onClose={p.onClose} />
      </form>
    </Dialog>
  );
}

type TDates = { number: string; issuedDate: string; expiresDate: string };

/** The document type, from the dictionary's types this residence may upload. */
function TypeSelect(p: {
  type: number;
  onType: (type: number) => void;
  options: ReadonlyArray<{ id: number; name: string }>;
  error: string | undefined;
}) {
  const { t } = useTranslation('profile');
  const { type, onType: setType, options, error } = p;
  const errors = { type: error };
  return (
    <label className="op-field">
      <span>{t('upload.type')}</span>
      <select data-testid="upload-type" value={type} onChange={(e) => setType(Number(e.target.value))}>
        <option value={0}>{t('upload.needType')}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
      <FieldError field="type" message={errors.type} />
    </label>
  );
}

/** The document's number and dates (issued, expires), each with its server message. */
function DocumentDates(p: {
  dates: TDates;
  onDates: (f: (d: TDates) => TDates) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('profile');
  const { dates, onDates: setDates, errors } = p;
  return (
    <>
      <TextField
        label={t('upload.number')}
        testId="upload-number"
        value={dates.number}
        onValue={(v) => setDates((d) => ({ ...d, number: v }))}
        maxLength={64}
      />
      <TextField
        type="date"
        label={t('upload.issued')}
        testId="upload-issued"
        field="issuedDate"
        error={errors.issuedDate}
        value={dates.issuedDate}
        onValue={(v) => setDates((d) => ({ ...d, issuedDate: v }))}
      />
      <TextField
        type="date"
        label={t('upload.expires')}
        testId="upload-expires"
        field="expiresDate"
        error={errors.expiresDate}
        value={dates.expiresDate}
        onValue={(v) => setDates((d) => ({ ...d, expiresDate: v }))}
      />
    </>
  );
}

/** Send (off while sending) and cancel. */
function DialogActions(p: { pending: boolean; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const upload = { isPending: p.pending };
  return (
    <div className="op-dialog__actions">
      <button
        className="op-button op-button--primary"
        type="submit"
        data-testid="upload-send"
        disabled={upload.isPending}
      >
        {t('upload.send')}
      </button>
      <button className="op-button" type="button" onClick={p.onClose}>
        {t('profile.cancel')}
      </button>
    </div>
  );
}
