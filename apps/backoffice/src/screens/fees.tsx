import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminFeeList, adminFeeUpsert, CURRENCY_CODES, TRANSFER_KINDS, type TFeeRule } from '@openportal/contract';
import { useAllowed } from '../api/access.ts';
import { useAdminCall, useAdminWrite } from '../api/queries.ts';
import { ErrorText, Loaded, Table } from '../ui.tsx';

type TFeeForm = Record<keyof Omit<TFeeRule, 'updatedAt'>, string>;

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

/** Fees and limits per brand, transfer kind, currency and KYC level: the list and one rule's form. */
export function FeesScreen() {
  const { t } = useTranslation();
  const fees = useAdminCall(adminFeeList);
  const canEdit = useAllowed()('adminFeeUpsert');
  const save = useAdminWrite(adminFeeUpsert, [adminFeeList]);
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
            rowKey={(x) => `${x.brand}/${x.transferKind}/${x.currencyCode}/${x.kycLevel}`}
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
              ...(canEdit
                ? [
                    {
                      title: t('fx.edit'),
                      cell: (x: TFeeRule) => (
                        <button type="button" onClick={() => edit(x)}>
                          {t('fx.edit')}
                        </button>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </Loaded>
      {canEdit && <FeeForm form={form} save={save} />}
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
    <form onSubmit={form.handleSubmit((v) => save.mutate(feeBody(v)))} aria-labelledby="fee-form">
      <h2 id="fee-form">{t('fees.form')}</h2>
      <p>{t('fees.empty')}</p>
      {field('brand', t('fees.brand'))}
      <label>
        {t('fees.kind')}
        <select {...form.register('transferKind')}>
          {TRANSFER_KINDS.map((k) => (
            <option key={k}>{k}</option>
          ))}
        </select>
      </label>
      <label>
        {t('fees.currency')}
        <select {...form.register('currencyCode')}>
          {CURRENCY_CODES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </label>
      <label>
        {t('fees.kyc')}
        <select {...form.register('kycLevel')}>
          {['0', '1', '2', '3'].map((k) => (
            <option key={k}>{k}</option>
          ))}
        </select>
      </label>
      {field('feeFixed', t('fees.fixed'))}
      {field('feePercentBps', t('fees.percent'))}
      {field('feeMin', t('fees.min'))}
      {field('feeMax', t('fees.max'))}
      {field('limitSingle', t('fees.single'))}
      {field('limitDaily', t('fees.daily'))}
      {field('limitMonthly', t('fees.monthly'))}
      <button type="submit" disabled={save.isPending}>
        {t('app.save')}
      </button>
      {save.isSuccess && <p role="status">{t('app.saved')}</p>}
      <ErrorText error={save.error?.error} />
    </form>
  );
}
