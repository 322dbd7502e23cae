import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  adminFeeList,
  adminFeeUpsert,
  CURRENCY_CODES,
  FEE_CUSTOMER_KINDS,
  TRANSFER_KINDS,
  type TFeeRule,
} from '@openportal/contract';
import { compareAmounts, type TColumn } from '@openportal/ui';
import { useAllowed } from '../../api/access.ts';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { editColumn, EditorForm, SelectField } from '../../shared/editor.tsx';
import { Loaded } from '../../shared/ui.tsx';
import { byText, choices, ListTable } from '../../shared/list-table.tsx';
import { PendingChanges } from '../../shared/four-eyes/pending-changes.tsx';

type TFeeForm = Record<keyof Omit<TFeeRule, 'updatedAt' | 'version'>, string>;

const KYC_LEVELS = ['0', '1', '2', '3'] as const;
const OPTIONAL = ['feeMax', 'limitSingle', 'limitDaily', 'limitMonthly', 'customerId', 'effectiveFrom'] as const;
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
  customerKind: 'any',
  customerId: '',
  effectiveFrom: '',
};

/** The form's strings as the call's body: numbers as numbers, an empty optional field as null. */
export function feeBody(v: TFeeForm): Record<string, unknown> {
  const body: Record<string, unknown> = { ...v, kycLevel: Number(v.kycLevel), feePercentBps: Number(v.feePercentBps) };
  for (const k of OPTIONAL) body[k] = v[k].trim() === '' ? null : v[k].trim();
  return body;
}

/** A rule by what it applies to (its row key, and the Edit button's name). */
const ruleName = (x: TFeeRule) =>
  [x.brand, x.transferKind, x.currencyCode, x.kycLevel, x.customerKind, x.customerId, x.effectiveFrom]
    .filter((p) => p !== null && p !== 'any')
    .join('/');

/** Saving a rule: the rules and the pending changes (a change may wait for a second operator) are asked again. */
const useSaveRule = () =>
  useCallMutation(adminFeeUpsert, { invalidates: ['GET /admin/fees', 'GET /admin/changes'], onFailure: false });

/** Fees and limits per brand, transfer kind, currency, KYC level, customer kind, customer and date: the list and one rule's form. */
export function FeesScreen() {
  const { t } = useTranslation();
  const fees = useCall(adminFeeList, {});
  const canEdit = useAllowed()('adminFeeUpsert');
  const save = useSaveRule();
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
      customerId: r.customerId ?? '',
      effectiveFrom: r.effectiveFrom ?? '',
    });
  const columns = useFeeColumns();
  return (
    <section className="op-stack">
      <h1>{t('fees.title')}</h1>
      <Loaded query={fees}>
        {(r) => (
          <ListTable<TFeeRule>
            caption={t('fees.title')}
            testId="fees"
            rows={r.data}
            rowKey={ruleName}
            columns={[...columns, ...(canEdit ? [editColumn(t('fx.edit'), ruleName, edit)] : [])]}
          />
        )}
      </Loaded>
      {canEdit && <FeeForm form={form} save={save} />}
      <PendingChanges kind="feeRule" />
    </section>
  );
}

/** The rule's columns: what it applies to (filterable), then its amounts (right-aligned, sortable). */
function useFeeColumns(): TColumn<TFeeRule>[] {
  const { t } = useTranslation();
  const amount = (
    key: 'feeFixed' | 'feeMin' | 'feeMax' | 'limitSingle' | 'limitDaily' | 'limitMonthly',
    label: string,
  ) => ({
    key,
    label,
    render: (x: TFeeRule) => x[key] ?? t('fees.none'),
    numeric: true,
    compare: (a: TFeeRule, b: TFeeRule) => compareAmounts(a[key], b[key]),
  });
  return [
    {
      key: 'brand',
      label: t('fees.brand'),
      render: (x) => x.brand,
      compare: byText((x) => x.brand),
      filterText: (x) => x.brand,
    },
    {
      key: 'kind',
      label: t('fees.kind'),
      render: (x) => x.transferKind,
      filterText: (x) => x.transferKind,
      filterOptions: choices(TRANSFER_KINDS),
    },
    {
      key: 'currency',
      label: t('fees.currency'),
      render: (x) => x.currencyCode,
      compare: byText((x) => x.currencyCode),
      filterText: (x) => x.currencyCode,
    },
    {
      key: 'kyc',
      label: t('fees.kyc'),
      render: (x) => x.kycLevel,
      numeric: true,
      filterText: (x) => String(x.kycLevel),
      filterOptions: choices(KYC_LEVELS),
    },
    amount('feeFixed', t('fees.fixed')),
    {
      key: 'percent',
      label: t('fees.percent'),
      render: (x) => x.feePercentBps,
      numeric: true,
      compare: (a, b) => a.feePercentBps - b.feePercentBps,
    },
    amount('feeMin', t('fees.min')),
    amount('feeMax', t('fees.max')),
    amount('limitSingle', t('fees.single')),
    amount('limitDaily', t('fees.daily')),
    amount('limitMonthly', t('fees.monthly')),
    ...scopeColumns(t),
  ];
}

/** Whom and when a rule applies to: customer kind, one customer (an override), the date, its version. */
function scopeColumns(t: (key: string) => string): TColumn<TFeeRule>[] {
  return [
    {
      key: 'customerKind',
      label: t('fees.customerKind'),
      render: (x) => x.customerKind,
      filterText: (x) => x.customerKind,
      filterOptions: choices(FEE_CUSTOMER_KINDS),
    },
    {
      key: 'customerId',
      label: t('fees.customerId'),
      render: (x) => x.customerId ?? t('fees.none'),
      filterText: (x) => x.customerId ?? '',
      optional: true,
    },
    {
      key: 'effectiveFrom',
      label: t('fees.effectiveFrom'),
      render: (x) => x.effectiveFrom ?? t('fees.none'),
      compare: byText((x) => x.effectiveFrom),
      optional: true,
    },
    { key: 'version', label: t('fees.version'), render: (x) => x.version, optional: true },
  ];
}

function FeeForm({ form, save }: { form: UseFormReturn<TFeeForm>; save: ReturnType<typeof useSaveRule> }) {
  const { t } = useTranslation();
  const field = (name: keyof TFeeForm, label: string) => (
    <label className="op-field">
      <span>{label}</span>
      <input {...form.register(name)} />
    </label>
  );
  return (
    <EditorForm
      id="fee-form"
      title={t('fees.form')}
      hint={t('fees.empty')}
      onSubmit={form.handleSubmit((v) => save.mutate(feeBody(v) as never))}
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
      <SelectField label={t('fees.customerKind')} options={FEE_CUSTOMER_KINDS} field={form.register('customerKind')} />
      {field('customerId', t('fees.customerId'))}
      {field('effectiveFrom', t('fees.effectiveFrom'))}
    </EditorForm>
  );
}
