import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  adminChangeList,
  adminFeeList,
  adminFeeUpsert,
  CURRENCY_CODES,
  TRANSFER_KINDS,
  type TFeeRule,
} from '@openportal/contract';
import { useAllowed } from '../api/access.ts';
import { useAdminCall, useAdminWrite } from '../api/queries.ts';
import { editColumn, EditorForm, SelectField } from '../editor.tsx';
import { Loaded, Table } from '../ui.tsx';
import { PendingChanges } from './pending-changes.tsx';

type TFeeForm = Record<keyof Omit<TFeeRule, 'updatedAt'>, string>;

const KYC_LEVELS = ['0', '1', '2', '3'] as const;
const OPTIONAL = ['feeMax', 'limitSingle', 'limitDaily', 'limitMonthly'] as const;
const EMPTY: TFeeForm = {
  brand: '',
  transferKind: 'betweenAccounts',
  currencyCode: 'EUR',
  kycLevel: '0',
  feeFixed: '0',
  feePercentBps: '0',
  feeMin: '0',
  feeMax: '',
  limitSingle: '',
  limitDaily: '',
  limitMonthly: '',
};

/** The form's strings as the call's body: numbers as numbers, an empty optional amount as null. */
export function feeBody(v: TFeeForm): Record<string, unknown> {
  const body: Record<string, unknown> = { ...v, kycLevel: Number(v.kycLevel), feePercentBps: Number(v.feePercentBps) };
  for (const k of OPTIONAL) body[k] = v[k].trim() === '' ? null : v[k].trim();
  return body;
}

/** A rule by what it applies to (its row key, and the Edit button's name). */
const ruleName = (x: TFeeRule) => `${x.brand}/${x.transferKind}/${x.currencyCode}/${x.kycLevel}`;

/** Fees and limits per brand, transfer kind, currency and KYC level: the list and one rule's form. */
export function FeesScreen() {
  const { t } = useTranslation();
  const fees = useAdminCall(adminFeeList);
  const canEdit = useAllowed()('adminFeeUpsert');
  const save = useAdminWrite(adminFeeUpsert, [adminFeeList, adminChangeList]);
  const form = useForm<TFeeForm>({ defaultValues: EMPTY });
  const edit = (r: TFeeRule) =>
    form.reset({
      ...r,
      kycLevel: String(r.kycLevel),
      feePercentBps: String(r.feePercentBps),
      feeMax: r.feeMax ?? '',
      limitSingle: r.limitSingle ?? '',
      limitDaily: r.limitDaily ?? '',
      limitMonthly: r.limitMonthly ?? '',
    });
  const amount = (v: string | null) => v ?? t('fees.none');
  return (
    <section>
      <h1>{t('fees.title')}</h1>
      <Loaded query={fees}>
        {(r) => (
          <Table<TFeeRule>
            caption={t('fees.title')}
            rows={r.data}
            rowKey={ruleName}
            columns={[
              { title: t('fees.brand'), cell: (x) => x.brand },
              { title: t('fees.kind'), cell: (x) => x.transferKind },
              { title: t('fees.currency'), cell: (x) => x.currencyCode },
              { title: t('fees.kyc'), cell: (x) => x.kycLevel },
              { title: t('fees.fixed'), cell: (x) => x.feeFixed },
              { title: t('fees.percent'), cell: (x) => x.feePercentBps },
              { title: t('fees.min'), cell: (x) => x.feeMin },
              { title: t('fees.max'), cell: (x) => amount(x.feeMax) },
              { title: t('fees.single'), cell: (x) => amount(x.limitSingle) },
              { title: t('fees.daily'), cell: (x) => amount(x.limitDaily) },
              { title: t('fees.monthly'), cell: (x) => amount(x.limitMonthly) },
              ...(canEdit ? [editColumn(t('fx.edit'), ruleName, edit)] : []),
            ]}
          />
        )}
      </Loaded>
      {canEdit && <FeeForm form={form} save={save} />}
      <PendingChanges kind="feeRule" />
    </section>
  );
}

function FeeForm({
  form,
  save,
}: {
  form: UseFormReturn<TFeeForm>;
  save: ReturnType<typeof useAdminWrite<typeof adminFeeUpsert>>;
}) {
  const { t } = useTranslation();
  const field = (name: keyof TFeeForm, label: string) => (
    <label>
      {label}
      <input {...form.register(name)} />
    </label>
  );
  return (
    <EditorForm
      id="fee-form"
      title={t('fees.form')}
      hint={t('fees.empty')}
      onSubmit={form.handleSubmit((v) => save.mutate(feeBody(v)))}
      save={save}
    >
      {field('brand', t('fees.brand'))}
      <SelectField label={t('fees.kind')} options={TRANSFER_KINDS} field={form.register('transferKind')} />
      <SelectField label={t('fees.currency')} options={CURRENCY_CODES} field={form.register('currencyCode')} />
      <SelectField label={t('fees.kyc')} options={KYC_LEVELS} field={form.register('kycLevel')} />
      {field('feeFixed', t('fees.fixed'))}
      {field('feePercentBps', t('fees.percent'))}
      {field('feeMin', t('fees.min'))}
      {field('feeMax', t('fees.max'))}
      {field('limitSingle', t('fees.single'))}
      {field('limitDaily', t('fees.daily'))}
      {field('limitMonthly', t('fees.monthly'))}
    </EditorForm>
  );
}
