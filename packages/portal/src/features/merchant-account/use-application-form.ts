import { useState } from 'react';
import { useForm, type FieldErrors, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_FORM_DEFAULTS,
  applicationSubmit,
  applicationUpdate,
  type TApplication,
} from '@openportal/contract';
import { useCallMutation, type TMessageKeys } from '@openportal/contract-client';
import { contractResolver } from '../../shared/forms/contract-resolver.ts';
import { useErrorsFollowLanguage } from '../../shared/forms/use-errors-follow-language.ts';
import { STEPS, stepOf } from './steps.ts';

/** The contract's messages of the application body, by code → keys of the `merchant` namespace. */
export const MESSAGE_KEYS: TMessageKeys = Object.fromEntries(
  [
    'required',
    'tooLong',
    'listMin',
    'listMax',
    'phone',
    'chooseOption',
    'websiteUrl',
    'swiftBic',
    'percentage',
    'ratePercent',
    'wholeNumber',
    'notNegative',
    'numberTooLarge',
    'currencyCode',
    'email',
    'date',
    'yesNo',
    'countryCode',
    'atMost254',
    'emailLocalPart',
    'validationType',
    'documentType',
  ].map((code) => [code, `application.errors.${code}`]),
);

/** A new draft shows the form defaults of spec 3 §3 (applicant type, card history, integration). */
export function withDefaults(data: TApplication['data']): FieldValues {
  const d = APPLICATION_FORM_DEFAULTS;
  return {
    applicantType: d.applicantType,
    processedCreditCardsBefore: d.processedCreditCardsBefore,
    ...data,
    integrationRequirements: {
      integrationType: d.integrationType,
      integrationOption: d.integrationOption,
      paymentPageHostingPreference: d.paymentPageHostingPreference,
      ...data.integrationRequirements,
    },
  };
}

/**
 * An empty list is an absent one, as an empty text is: a list step merely opened (its list
 * registered as `[]`, no item added) must not make a complete application fail FULL validation
 * with "at least one item" on a list it may leave out (issue 23, found by the e2e journey).
 */
export function withoutEmptyLists(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyLists);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => !(Array.isArray(v) && v.length === 0))
      .map(([k, v]) => [k, withoutEmptyLists(v)]),
  );
}

function firstErrorPath(errors: FieldErrors, path = ''): string | null {
  for (const [k, v] of Object.entries(errors)) {
    if (!v || typeof v !== 'object') continue;
    const at = path ? `${path}.${k}` : k;
    if (typeof (v as { message?: unknown }).message === 'string') return at;
    const inner = firstErrorPath(v as FieldErrors, at);
    if (inner) return inner;
  }
  return null;
}

/**
 * The application form: react-hook-form validated by `applicationUpdate`'s own schema (BASIC to
 * save a draft at any step, FULL before sending), the step shown, and the version read (a save
 * after someone else's write is refused by core, applicationChanged). Sending saves FULL first,
 * then submits.
 */
export function useApplicationForm(app: TApplication, onSaved: (a: TApplication) => void) {
  const { t } = useTranslation('merchant');
  const [step, setStep] = useState(0);
  const resolve = contractResolver(applicationUpdate, t, MESSAGE_KEYS);
  const form = useForm<FieldValues, unknown, FieldValues>({
    resolver: ((values: FieldValues, context: unknown, options: never) =>
      resolve(withoutEmptyLists(values) as never, context, options)) as never,
    defaultValues: { validationType: 'BASIC', data: withDefaults(app.data), version: app.version },
  });
  useErrorsFollowLanguage(form as never);
  const save = useCallMutation(applicationUpdate, { invalidates: ['GET /acquiring-admin/application'], t });
  const submit = useCallMutation(applicationSubmit, { invalidates: ['GET /acquiring-admin/application'], t });
  const showErrors = (errors: FieldErrors) => {
    const at = firstErrorPath(errors);
    const s = at ? stepOf(at) : -1;
    if (s >= 0) setStep(s);
  };
  const send = async (values: FieldValues, thenSubmit: boolean) => {
    const input = { ...values, validationType: thenSubmit ? 'FULL' : 'BASIC' } as never;
    const r = await save.run(input, { params: { id: app.id } });
    if (!r.ok) return;
    form.reset({ validationType: 'BASIC', data: withDefaults(r.data.data.data), version: r.data.data.version });
    if (!thenSubmit) return onSaved(r.data.data);
    const s = await submit.run({}, { params: { id: app.id } });
    if (s.ok) onSaved(s.data.data);
  };
  const run = (full: boolean) => {
    form.setValue('validationType', full ? 'FULL' : 'BASIC');
    void form.handleSubmit((v) => send(v, full), showErrors)();
  };
  return {
    form,
    step,
    setStep,
    steps: STEPS,
    saveDraft: () => run(false),
    sendToReview: () => run(true),
    busy: save.isPending || submit.isPending,
  };
}
