import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminFxRateList, adminFxRateUpdate, CURRENCY_CODES, type TFxRateRow } from '@openportal/contract';
import { useAllowed } from '../api/access.ts';
import { useAdminCall, useAdminWrite } from '../api/queries.ts';
import { ErrorText, Loaded, Table, When } from '../ui.tsx';

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
  const editColumn = {
    title: t('fx.edit'),
    cell: (x: TFxRateRow) => (
      <button type="button" onClick={() => edit(x)} aria-label={`${t('fx.edit')} ${x.sellCurrency}/${x.buyCurrency}`}>
        {t('fx.edit')}
      </button>
    ),
  };
  const save = useAdminWrite(adminFxRateUpdate, [adminFxRateList]);
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
                ...(canEdit ? [editColumn] : []),
              ]}
            />
            {canEdit && <FxForm form={form} save={save} />}
          </>
        )}
      </Loaded>
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
    <form onSubmit={submit} aria-labelledby="fx-form">
      <h2 id="fx-form">{t('fx.form')}</h2>
      <p>{t('fx.hint')}</p>
      <label>
        {t('fx.sell')}
        <select {...form.register('sellCurrency')}>
          {CURRENCY_CODES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </label>
      <label>
        {t('fx.buy')}
        <select {...form.register('buyCurrency')}>
          {CURRENCY_CODES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </label>
      <label>
        {t('fx.rate')}
        <input inputMode="decimal" {...form.register('rate', { required: true })} />
      </label>
      <label>
        {t('fx.spread')}
        <input inputMode="numeric" {...form.register('spreadBps', { required: true })} />
      </label>
      <button type="submit" disabled={save.isPending}>
        {t('app.save')}
      </button>
      {save.isSuccess && <p role="status">{t('app.saved')}</p>}
      <ErrorText error={save.error?.error} />
    </form>
  );
}
