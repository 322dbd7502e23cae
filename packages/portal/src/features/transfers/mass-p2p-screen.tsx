import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { p2pMassUploadFile, p2pMassUploadText, portalPath } from '@openportal/contract';
import { useCallMutation, type TApiError } from '@openportal/contract-client';
import { formatMoney } from '@openportal/i18n';
import { SelectField } from '../../shared/forms/select-field.tsx';
import { TextField } from '../../shared/forms/text-field.tsx';
import { useAccounts } from '../../shared/money/use-accounts.ts';
import { errorPopup } from '../../shared/api/messages.ts';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { useLang } from '../../shared/ui/use-lang.ts';
import { useUploadedBatch, type TUploadedBatch } from './mass-p2p-store.ts';

interface TMassForm {
  accountId: number | undefined;
  batchName: string;
  text: string;
}

/** Uploads by file or text; an identical batch (code 92) asks before it is kept. */
function useMassUpload() {
  const { t } = useTranslation('transfers');
  const show = usePopup((s) => s.show);
  const navigate = useNavigate();
  const keep = useUploadedBatch((s) => s.set);
  const [identical, setIdentical] = useState(false);
  const onFailure = (e: TApiError) => (e.responseCode === '92' ? setIdentical(true) : show(errorPopup(e, t)));
  const byFile = useCallMutation(p2pMassUploadFile, { onFailure });
  const byText = useCallMutation(p2pMassUploadText, { onFailure });
  const done = (batchName: string, data: unknown) => {
    keep({ ...(data as TUploadedBatch), batchName });
    navigate(portalPath('transferMassP2pConfirm'));
  };
  const upload = async (v: TMassForm, file: File | null, ignoreIdenticalBatch: boolean) => {
    const base = {
      accountId: v.accountId!,
      batchName: v.batchName,
      ...(ignoreIdenticalBatch ? { ignoreIdenticalBatch } : {}),
    };
    const r = file ? await byFile.run(base, { files: { file } }) : await byText.run({ ...base, text: v.text });
    if (r.ok && 'errors' in r.data) done(v.batchName, r.data);
  };
  return { upload, identical, setIdentical, pending: byFile.isPending || byText.isPending };
}

/** The batch as a file or as pasted text. */
function MassSource(props: {
  form: UseFormReturn<TMassForm>;
  byText: boolean;
  setByText: (v: boolean) => void;
  setFile: (f: File | null) => void;
}) {
  const { t } = useTranslation('transfers');
  const { form, byText, setByText, setFile } = props;
  return (
    <>
      <div className="op-dialog__actions">
        <button
          type="button"
          className="op-button"
          aria-pressed={!byText}
          data-testid="mass-by-file"
          onClick={() => setByText(false)}
        >
          {t('mass.byFile')}
        </button>
        <button
          type="button"
          className="op-button"
          aria-pressed={byText}
          data-testid="mass-by-text"
          onClick={() => setByText(true)}
        >
          {t('mass.byText')}
        </button>
      </div>
      {byText ? (
        <label className="op-field">
          <span>{t('mass.text')}</span>
          <textarea rows={8} data-testid="mass-text" {...form.register('text')} />
        </label>
      ) : (
        <label className="op-field">
          <span>{t('mass.file')}</span>
          <input
            type="file"
            accept=".csv,text/csv,text/plain"
            data-testid="mass-file"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
      )}
    </>
  );
}

/** Code 92 (spec 2 §4): an identical batch exists; keep this one only when told. */
function IdenticalNotice({ onKeep }: { onKeep: () => void }) {
  const { t } = useTranslation('transfers');
  return (
    <div className="op-notice" role="alert" data-testid="mass-identical">
      <p>{t('mass.identical')}</p>
      <button type="button" className="op-button" data-testid="mass-identical-keep" onClick={onKeep}>
        {t('mass.uploadAnyway')}
      </button>
    </div>
  );
}

/**
 * `/transfer/mass/p2p` (spec 2 §2 transfer-p2p mass): a batch as a CSV file or pasted text
 * (e-mail, amount, optional currency and note per line), checked by the server row by row;
 * the confirm screen shows the result before anything moves.
 */
export function MassP2pScreen() {
  const { t } = useTranslation('transfers');
  const lang = useLang();
  const { accounts } = useAccounts();
  const [file, setFile] = useState<File | null>(null);
  const [byText, setByText] = useState(false);
  const form = useForm<TMassForm>({ defaultValues: { accountId: undefined, batchName: '', text: '' } });
  const { upload, identical, setIdentical, pending } = useMassUpload();
  const options = accounts.map((a) => ({
    value: a.accountId,
    label: t('transfer.option', {
      currency: a.currencyCode,
      id: a.accountId,
      balance: formatMoney(a.balance, a.currencyCode, lang),
    }),
  }));
  const submit = form.handleSubmit((v) => upload(v, byText ? null : file, false));
  return (
    <section className="op-card">
      <h1>{t('mass.title')}</h1>
      <p className="op-muted">{t('mass.format')}</p>
      <form className="op-form" onSubmit={(e) => void submit(e)} noValidate>
        <SelectField
          form={form}
          name="accountId"
          label={t('transfer.from')}
          testId="mass-from"
          options={options}
          placeholder={t('transfer.choose')}
          rules={{
            required: t('transfer.errors.required'),
            setValueAs: (v: string) => (v === '' ? undefined : Number(v)),
          }}
        />
        <TextField
          form={form}
          name="batchName"
          label={t('mass.batchName')}
          testId="mass-name"
          rules={{ required: t('transfer.errors.required') }}
        />
        <MassSource form={form} byText={byText} setByText={setByText} setFile={setFile} />
        <button className="op-button op-button--primary" data-testid="mass-upload" type="submit" disabled={pending}>
          {t('mass.upload')}
        </button>
      </form>
      {identical && (
        <IdenticalNotice
          onKeep={() => {
            setIdentical(false);
            void form.handleSubmit((v) => upload(v, byText ? null : file, true))();
          }}
        />
      )}
    </section>
  );
}
