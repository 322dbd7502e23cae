import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  adminBusinessDueDiligenceUpdate,
  adminBusinessFinancialDetailUpdate,
  type TKybCompanyView,
} from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';
import { useAllowed } from '../../api/access.ts';
import { ErrorText } from '../../shared/ui.tsx';

const INVALIDATES = ['GET /admin/business/companies/{customerId}'] as const;

/** The financial details as field and value rows (the values are plain: text, numbers, yes/no). */
function FinancialDetail({ customerId, detail }: { customerId: string; detail: Record<string, unknown> }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState(() => Object.entries(detail).map(([k, x]) => [k, String(x ?? '')]));
  const save = useCallMutation(adminBusinessFinancialDetailUpdate, { invalidates: [...INVALIDATES], onFailure: false });
  const set = (i: number, col: 0 | 1, value: string) =>
    setRows((all) => all.map((r, j) => (j === i ? (col === 0 ? [value, r[1]!] : [r[0]!, value]) : r)));
  return (
    <form
      className="op-card op-stack"
      data-testid="kyb-financial"
      onSubmit={(e) => {
        e.preventDefault();
        const financialDetail = Object.fromEntries(rows.filter(([k]) => k?.trim()).map(([k, x]) => [k!.trim(), x]));
        save.mutate({ financialDetail }, { params: { customerId } });
      }}
    >
      <h2>{t('business.financial')}</h2>
      {rows.map(([k, x], i) => (
        <div className="op-row" key={i}>
          <label className="op-field">
            <span>{t('business.financialKey')}</span>
            <input value={k} maxLength={64} onChange={(e) => set(i, 0, e.target.value)} />
          </label>
          <label className="op-field">
            <span>{t('business.financialValue')}</span>
            <input value={x} maxLength={2000} onChange={(e) => set(i, 1, e.target.value)} />
          </label>
          <button type="button" className="op-button" onClick={() => setRows((all) => all.filter((_, j) => j !== i))}>
            {t('business.removeField')}
          </button>
        </div>
      ))}
      <div className="op-row">
        <button type="button" className="op-button" onClick={() => setRows((all) => [...all, ['', '']])}>
          {t('business.addField')}
        </button>
        <button type="submit" className="op-button op-button--primary" disabled={save.isPending}>
          {t('business.save')}
        </button>
      </div>
      {save.isSuccess && <p role="status">{t('business.saved')}</p>}
      <ErrorText error={save.error ?? undefined} />
    </form>
  );
}

type TDueDiligence = {
  government: boolean;
  governmentDetails?: string;
  lawsuits: boolean;
  lawsuitsDetails?: string;
  taxPayers: boolean;
};

/** The due diligence questionnaire: three yes/no questions, two with their details. */
function DueDiligence({ customerId, form }: { customerId: string; form: Record<string, unknown> }) {
  const { t } = useTranslation();
  const [v, setV] = useState<TDueDiligence>({
    government: form.government === true,
    governmentDetails: typeof form.governmentDetails === 'string' ? form.governmentDetails : '',
    lawsuits: form.lawsuits === true,
    lawsuitsDetails: typeof form.lawsuitsDetails === 'string' ? form.lawsuitsDetails : '',
    taxPayers: form.taxPayers === true,
  });
  const save = useCallMutation(adminBusinessDueDiligenceUpdate, { invalidates: [...INVALIDATES], onFailure: false });
  const flag = (key: 'government' | 'lawsuits' | 'taxPayers') => (
    <label className="op-field">
      <input type="checkbox" checked={v[key]} onChange={(e) => setV({ ...v, [key]: e.target.checked })} />
      <span>{t(`business.${key}`)}</span>
    </label>
  );
  const details = (key: 'governmentDetails' | 'lawsuitsDetails') => (
    <label className="op-field">
      <span>{t(`business.${key}`)}</span>
      <textarea value={v[key]} maxLength={2000} onChange={(e) => setV({ ...v, [key]: e.target.value })} />
    </label>
  );
  return (
    <form
      className="op-card op-stack"
      data-testid="kyb-due-diligence"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ dueDiligenceQuestionnaire: v }, { params: { customerId } });
      }}
    >
      <h2>{t('business.dueDiligence')}</h2>
      {flag('government')}
      {details('governmentDetails')}
      {flag('lawsuits')}
      {details('lawsuitsDetails')}
      {flag('taxPayers')}
      <button type="submit" className="op-button op-button--primary" disabled={save.isPending}>
        {t('business.save')}
      </button>
      {save.isSuccess && <p role="status">{t('business.saved')}</p>}
      <ErrorText error={save.error ?? undefined} />
    </form>
  );
}

/** Compliance's edits of the company (hidden from a role that may not make them). */
export function CompanyEdits({ v }: { v: TKybCompanyView }) {
  const allowed = useAllowed();
  const id = v.company.customerId;
  return (
    <>
      {allowed('adminBusinessFinancialDetailUpdate') && <FinancialDetail customerId={id} detail={v.financialDetail} />}
      {allowed('adminBusinessDueDiligenceUpdate') && <DueDiligence customerId={id} form={v.dueDiligence} />}
    </>
  );
}
