import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Fields } from './fields.tsx';
import { ListField } from './list-field.tsx';
import { SettlementStep } from './settlement-step.tsx';
import { BillingChecks } from './billing-checks.tsx';
import {
  ADDRESS,
  APPLICANT,
  BUSINESS,
  COMPANY,
  CONTACT,
  DISPUTES,
  INDUSTRY,
  INTEGRATION,
  MARKET,
  PRINCIPAL,
  SALES,
  SALES_METRICS,
  WEBSITE,
  type TStepKey,
} from './steps.ts';

type TForm = UseFormReturn<FieldValues, unknown, unknown>;

function Group({ form, name, prefix, specs }: { form: TForm; name: string; prefix: string; specs: typeof ADDRESS }) {
  const { t } = useTranslation('merchant');
  return (
    <fieldset className="ma-group">
      <legend>{t(`application.group.${name}`)}</legend>
      <Fields form={form} prefix={prefix} specs={specs} />
    </fieldset>
  );
}

/** The fields of one step (documents are their own step, outside the form's values). */
export function StepBody({ step, form }: { step: TStepKey; form: TForm }) {
  switch (step) {
    case 'applicant':
      return <Fields form={form} prefix="data." specs={APPLICANT} />;
    case 'company':
      return (
        <>
          <Fields form={form} prefix="data.companyInfo." specs={COMPANY} />
          <Group
            form={form}
            name="registrationAddress"
            prefix="data.companyInfo.registrationAddress."
            specs={ADDRESS}
          />
          <Group form={form} name="tradingAddress" prefix="data.companyInfo.tradingAddress." specs={ADDRESS} />
        </>
      );
    case 'business':
      return (
        <>
          <Fields form={form} prefix="data." specs={BUSINESS} />
          <BillingChecks form={form} />
          <ListField form={form} name="data.industries" specs={INDUSTRY} />
          <ListField form={form} name="data.websites" specs={WEBSITE} />
        </>
      );
    case 'principals':
      return <ListField form={form} name="data.principals" specs={PRINCIPAL} nested={{ address: ADDRESS }} />;
    case 'settlement':
      return <SettlementStep form={form} />;
    case 'sales':
      return (
        <>
          <Group form={form} name="salesMetrics" prefix="data.salesMetrics." specs={SALES_METRICS} />
          <Fields form={form} prefix="data." specs={SALES} />
          <ListField form={form} name="data.targetMarketsAndDistribution" specs={MARKET} />
        </>
      );
    case 'integration':
      return (
        <>
          <Group form={form} name="disputeManagement" prefix="data.disputeManagement." specs={DISPUTES} />
          <Group
            form={form}
            name="integrationRequirements"
            prefix="data.integrationRequirements."
            specs={INTEGRATION}
          />
        </>
      );
    case 'contacts':
      return (
        <>
          {(['disputeManagement', 'technical', 'riskMonitoring', 'finance'] as const).map((c) => (
            <Group key={c} form={form} name={`contact.${c}`} prefix={`data.contacts.${c}.`} specs={CONTACT} />
          ))}
        </>
      );
    default:
      return null;
  }
}
