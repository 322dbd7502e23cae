import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminFxRateList, adminFxRateUpdate, CURRENCY_CODES, type TFxRateRow } from '@openportal/contract';
import { compareAmounts, type TColumn } from '@openportal/ui';
import { useAllowed } from '../../api/access.ts';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { editColumn, EditorForm, SelectField } from '../../shared/editor.tsx';
import { Loaded, When } from '../../shared/ui.tsx';
import { byText, ListTable } from '../../shared/list-table.tsx';
import { ProviderRates } from './fx-provider.tsx';
import { PendingChanges } from '../../shared/four-eyes/pending-changes.tsx';

interface TFxForm {
  sellCurrency: string;
  buyCurrency: string;
  rate: string;
  spreadBps: string;
}

/** Saving a pair: the rates and the pending changes (a change may wait for a second operator) are asked again. */
const useSaveRate = () =>
  useCallMutation(adminFxRateUpdate, { invalidates: ['GET /admin/fx-rates', 'GET /admin/changes'], onFailure: false });

/**
 * The rates between own accounts: the operators' pairs (they win), a form that sets one pair
 * (finance role), and the rates provider's last fetch with its times.
 */
export function FxRatesScreen() {
  const { t } = useTranslation();
  const rates = useCall(adminFxRateList, {});
  const canEdit = useAllowed()('adminFxRateUpdate');
  const save = useSaveRate();
  const form = useForm<TFxForm>({
    defaultValues: { sellCurrency: 'USD', buyCurrency: 'EUR', rate: '', spreadBps: '0' },
  });
  const edit = (r: TFxRateRow) =>
    form.reset({
      sellCurrency: r.sellCurrency,
      buyCurrency: r.buyCurrency,
      rate: r.rate,
      spreadBps: String(r.spreadBps),
    });
  const columns = useFxColumns();
  return (
    <section className="op-stack">
      <h1>{t('fx.title')}</h1>
      <Loaded query={rates}>
        {(r) => (
          <>
            <ListTable<TFxRateRow>
              caption={t('fx.title')}
              testId="fx-rates"
              rows={r.data}
              rowKey={(x) => `${x.sellCurrency}${x.buyCurrency}`}
              columns={[
                ...columns,
                ...(canEdit
                  ? [editColumn(t('fx.edit'), (x: TFxRateRow) => `${x.sellCurrency}/${x.buyCurrency}`, edit)]
                  : []),
              ]}
            />
            {canEdit && <FxForm form={form} save={save} />}
            <ProviderRates provider={r.provider} />
          </>
        )}
      </Loaded>
      <PendingChanges kind="fxRate" />
    </section>
  );
}

/** A pair's columns: the currencies (filterable), the rates (right-aligned, sortable). */
function useFxColumns(): TColumn<TFxRateRow>[] {
  const { t } = useTranslation();
  const rate = (key: 'rate' | 'effectiveRate', label: string) => ({
    key,
    label,
    render: (x: TFxRateRow) => x[key],
    numeric: true,
    compare: (a: TFxRateRow, b: TFxRateRow) => compareAmounts(a[key], b[key]),
  });
  return [
    {
      key: 'sell',
      label: t('fx.sell'),
      render: (x) => x.sellCurrency,
      compare: byText((x) => x.sellCurrency),
      filterText: (x) => x.sellCurrency,
    },
    {
      key: 'buy',
      label: t('fx.buy'),
      render: (x) => x.buyCurrency,
      compare: byText((x) => x.buyCurrency),
      filterText: (x) => x.buyCurrency,
    },
    rate('rate', t('fx.rate')),
    {
      key: 'spread',
      label: t('fx.spread'),
      render: (x) => x.spreadBps,
      numeric: true,
      compare: (a, b) => a.spreadBps - b.spreadBps,
    },
    rate('effectiveRate', t('fx.effective')),
    {
      key: 'updated',
      label: t('fx.updated'),
      render: (x) => <When iso={x.updatedAt} />,
      compare: byText((x) => x.updatedAt),
      optional: true,
    },
  ];
}

function FxForm({ form, save }: { form: UseFormReturn<TFxForm>; save: ReturnType<typeof useSaveRate> }) {
  const { t } = useTranslation();
  const submit = form.handleSubmit((v) => save.mutate({ ...v, spreadBps: Number(v.spreadBps) } as never));
  return (
    <EditorForm id="fx-form" title={t('fx.form')} hint={t('fx.hint')} onSubmit={submit} save={save}>
      <SelectField label={t('fx.sell')} options={CURRENCY_CODES} field={form.register('sellCurrency')} />
      <SelectField label={t('fx.buy')} options={CURRENCY_CODES} field={form.register('buyCurrency')} />
      <label className="op-field">
        <span>{t('fx.rate')}</span>
        <input inputMode="decimal" {...form.register('rate', { required: true })} />
      </label>
      <label className="op-field">
        <span>{t('fx.spread')}</span>
        <input inputMode="numeric" {...form.register('spreadBps', { required: true })} />
      </label>
    </EditorForm>
  );
}
