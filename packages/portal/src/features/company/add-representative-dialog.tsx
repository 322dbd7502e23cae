import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { businessRepresentativeAdd, dictionaryCountries, TIN_MISSING_REASONS } from '@openportal/contract';
import { useCall, useCallMutation, type TCallRequest } from '@openportal/contract-client';
import { Dialog, TextField } from '@openportal/ui';
import { chooseMessage, fieldErrors } from '../../shared/api/messages.ts';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { useLang } from '../../shared/ui/use-lang.ts';
import { ACCESS_READS } from './access-row.tsx';
import { GIVABLE_RIGHTS } from './access-rules.ts';

/** Who the dialog starts with (a potential user's name and e-mail, or nobody). */
export interface TInvitee {
  firstName?: string;
  lastName?: string;
  email?: string;
}
type TAddInput = TCallRequest<typeof businessRepresentativeAdd>;
const DIRECTOR = 2;
const TEXT = ['firstName', 'lastName', 'birthday', 'email'] as const;

function useAddForm(initial: TInvitee) {
  const [v, setV] = useState({
    firstName: initial.firstName ?? '',
    lastName: initial.lastName ?? '',
    birthday: '',
    email: initial.email ?? '',
    isUser: true,
    accessRights: 1,
    director: false,
    countryCode: '',
    taxId: '',
    tinMissingReason: '',
    tinMissingExplanation: '',
  });
  const set =
    <K extends keyof typeof v>(k: K) =>
    (value: (typeof v)[K]) =>
      setV((s) => ({ ...s, [k]: value }));
  const input = (): TAddInput => ({
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    birthday: v.birthday,
    ...(v.email.trim() ? { email: v.email.trim() } : {}),
    isUser: v.isUser,
    ...(v.isUser ? { accessRights: v.accessRights } : {}),
    positionIds: v.director ? [DIRECTOR] : [],
    taxIds: [
      {
        countryCode: v.countryCode,
        ...(v.taxId.trim() ? { taxId: v.taxId.trim() } : {}),
        ...(v.tinMissingReason ? { tinMissingReason: v.tinMissingReason as (typeof TIN_MISSING_REASONS)[number] } : {}),
        ...(v.tinMissingExplanation.trim() ? { tinMissingExplanation: v.tinMissingExplanation.trim() } : {}),
      },
    ],
  });
  return { v, set, input };
}

function Select(p: {
  label: string;
  testId: string;
  value: string;
  onValue: (v: string) => void;
  options: { value: string; label: string }[];
  error?: string | undefined;
}) {
  return (
    <label className="op-field">
      <span>{p.label}</span>
      <select
        data-testid={p.testId}
        value={p.value}
        aria-invalid={p.error ? true : undefined}
        onChange={(e) => p.onValue(e.target.value)}
      >
        {p.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {p.error && <span className="op-error">{p.error}</span>}
    </label>
  );
}

/** The tax residency row: country, and the number or why there is none (spec 1 §5). */
function TaxFields({ f, errors }: { f: ReturnType<typeof useAddForm>; errors: Record<string, string> }) {
  const { t } = useTranslation('company');
  const lang = useLang();
  const countries = useCall(dictionaryCountries, { lang });
  const row = 'taxIds.0';
  return (
    <>
      <Select
        label={t('companyAccess.add.taxCountry')}
        testId="rep-add-tax-country"
        value={f.v.countryCode}
        onValue={f.set('countryCode')}
        options={[
          { value: '', label: '' },
          ...(countries.data?.countries ?? []).map((c) => ({ value: c.code, label: c.name })),
        ]}
        error={errors[`${row}.countryCode`]}
      />
      <TextField
        label={t('companyAccess.add.taxId')}
        testId="rep-add-tax-id"
        value={f.v.taxId}
        onValue={f.set('taxId')}
        field={`${row}.taxId`}
        error={errors[`${row}.taxId`]}
      />
      <Select
        label={t('companyAccess.add.tinMissingReason')}
        testId="rep-add-tin-reason"
        value={f.v.tinMissingReason}
        onValue={f.set('tinMissingReason')}
        options={['', ...TIN_MISSING_REASONS].map((r) => ({
          value: r,
          label: t(`companyAccess.add.reasons.${r || 'none'}`),
        }))}
        error={errors[`${row}.tinMissingReason`]}
      />
      {f.v.tinMissingReason === 'CANNOT_OBTAIN' && (
        <TextField
          label={t('companyAccess.add.tinMissingExplanation')}
          testId="rep-add-tin-explanation"
          value={f.v.tinMissingExplanation}
          onValue={f.set('tinMissingExplanation')}
          field={`${row}.tinMissingExplanation`}
          error={errors[`${row}.tinMissingExplanation`]}
        />
      )}
    </>
  );
}

/** Name, birthday, e-mail; invited as a user with rights, or not; director or not. */
function PersonFields({ f, errors }: { f: ReturnType<typeof useAddForm>; errors: Record<string, string> }) {
  const { t } = useTranslation('company');
  return (
    <>
      {TEXT.map((k) => (
        <TextField
          key={k}
          type={k === 'birthday' ? 'date' : k === 'email' ? 'email' : 'text'}
          label={t(`companyAccess.add.${k}`)}
          testId={`rep-add-${k}`}
          value={f.v[k]}
          onValue={f.set(k)}
          field={k}
          error={errors[k]}
        />
      ))}
      <label className="op-check">
        <input
          type="checkbox"
          data-testid="rep-add-user"
          checked={f.v.isUser}
          onChange={(e) => f.set('isUser')(e.target.checked)}
        />
        <span>{t('companyAccess.add.isUser')}</span>
      </label>
      {f.v.isUser && (
        <Select
          label={t('companyAccess.add.rights')}
          testId="rep-add-rights"
          value={String(f.v.accessRights)}
          onValue={(r) => f.set('accessRights')(Number(r))}
          options={GIVABLE_RIGHTS.filter((r) => r > 0).map((r) => ({
            value: String(r),
            label: t(`company.rights.${r}`),
          }))}
          error={errors.accessRights}
        />
      )}
      <label className="op-check">
        <input
          type="checkbox"
          data-testid="rep-add-director"
          checked={f.v.director}
          onChange={(e) => f.set('director')(e.target.checked)}
        />
        <span>{t('companyAccess.add.director')}</span>
      </label>
    </>
  );
}

/** Add a representative (businessRepresentativeAdd): a director or other person, or a user invited by e-mail with the rights chosen. */
export function AddRepresentativeDialog({ initial, onClose }: { initial: TInvitee; onClose: () => void }) {
  const { t } = useTranslation('company');
  const show = usePopup((s) => s.show);
  const f = useAddForm(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useCallMutation(businessRepresentativeAdd, {
    invalidates: ACCESS_READS,
    onFailure: (e) => setErrors({ form: chooseMessage(e, t), ...fieldErrors(e, t) }),
  });
  async function submit(e: FormEvent) {
    e.preventDefault();
    setErrors({});
    const input = f.input();
    if (!(await add.run(input)).ok) return;
    onClose();
    const name = `${input.firstName} ${input.lastName}`;
    const message =
      input.isUser && input.email
        ? t('companyAccess.add.invited', { email: input.email })
        : t('companyAccess.add.added', { name });
    show({ kind: 'success', title: t('popup.success'), message });
  }
  return (
    <Dialog title={t('companyAccess.add.title')} testId="rep-add-dialog" onClose={onClose}>
      <form className="op-form" onSubmit={submit} noValidate>
        <PersonFields f={f} errors={errors} />
        <TaxFields f={f} errors={errors} />
        {errors.form && (
          <p role="alert" className="op-error" data-testid="rep-add-error">
            {errors.form}
          </p>
        )}
        <div className="op-dialog__actions">
          <button
            className="op-button op-button--primary"
            type="submit"
            data-testid="rep-add-send"
            disabled={add.isPending}
          >
            {t('companyAccess.add.send')}
          </button>
          <button className="op-button" type="button" onClick={onClose}>
            {t('companyAccess.add.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
