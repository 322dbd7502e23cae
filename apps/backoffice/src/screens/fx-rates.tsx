import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  adminChangeList,
  adminFxRateList,
  adminFxRateUpdate,
  CURRENCY_CODES,
  type TFxRateRow,
} from '@openportal/contract';
import { useAllowed } from '../api/access.ts';
import { useAdminCall, useAdminWrite } from '../api/queries.ts';
import { editColumn, EditorForm, SelectField } from '../editor.tsx';
import { Loaded, Table, When } from '../ui.tsx';
import { PendingChanges } from './pending-changes.tsx';

interface TFxForm {
  sellCurrency: string;
  buyCurrency: string;
  rate: string;
  spreadBps: string;
}

/** The rates between own accounts: the list, and a form that sets one pair (finance role). */
export function FxRatesScreen() {
  const { t } = useTranslation();
  const rates = useAdminCall(adminFxRateList);
  const canEdit = useAllowed()('adminFxRateUpdate');
  const save = useAdminWrite(adminFxRateUpdate, [adminFxRateList, adminChangeList]);
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
  return (
    <section>
      <h1>{t('fx.title')}</h1>
      <Loaded query={rates}>
        {(r) => (
          <>
            <Table<TFxRateRow>
              caption={t('fx.title')}
              rows={r.data}
              rowKey={(x) => `${x.sellCurrency}${x.buyCurrency}`}
              columns={[
                { title: t('fx.sell'), cell: (x) => x.sellCurrency },
                { title: t('fx.buy'), cell: (x) => x.buyCurrency },
                { title: t('fx.rate'), cell: (x) => x.rate },
                { title: t('fx.spread'), cell: (x) => x.spreadBps },
                { title: t('fx.effective'), cell: (x) => x.effectiveRate },
                { title: t('fx.updated'), cell: (x) => <When iso={x.updatedAt} /> },
                ...(canEdit
                  ? [editColumn(t('fx.edit'), (x: TFxRateRow) => `${x.sellCurrency}/${x.buyCurrency}`, edit)]
                  : []),
              ]}
            />
            {canEdit && <FxForm form={form} save={save} />}
          </>
        )}
      </Loaded>
      <PendingChanges kind="fxRate" />
    </section>
  );
}

function FxForm({
  form,
  save,
}: {
  form: UseFormReturn<TFxForm>;
  save: ReturnType<typeof useAdminWrite<typeof adminFxRateUpdate>>;
}) {
  const { t } = useTranslation();
  const submit = form.handleSubmit((v) => save.mutate({ ...v, spreadBps: Number(v.spreadBps) }));
  return (
    <EditorForm id="fx-form" title={t('fx.form')} hint={t('fx.hint')} onSubmit={submit} save={save}>
      <SelectField label={t('fx.sell')} options={CURRENCY_CODES} field={form.register('sellCurrency')} />
      <SelectField label={t('fx.buy')} options={CURRENCY_CODES} field={form.register('buyCurrency')} />
      <label>
        {t('fx.rate')}
        <input inputMode="decimal" {...form.register('rate', { required: true })} />
      </label>
      <label>
        {t('fx.spread')}
        <input inputMode="numeric" {...form.register('spreadBps', { required: true })} />
      </label>
    </EditorForm>
  );
}
