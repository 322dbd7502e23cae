import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PORTAL_PATHS } from '@openportal/contract';
import { visibleCategories } from '@openportal/brand-kit';
import { toIntlLocale } from '@openportal/i18n';
import { usePortal } from '../../shared/services.tsx';
import { FieldError } from '../../shared/ui/field-error.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useLang } from '../../shared/ui/use-lang.ts';
import { countryOptions } from './countries.ts';
import { TermsLinks } from './terms-links.tsx';
import { useRegisterForm, type TRegistrationForm } from './use-register-form.ts';

type TRegister = ReturnType<typeof useRegisterForm>;

function SelectField(props: {
  k: keyof TRegistrationForm;
  label: string;
  testId: string;
  r: TRegister;
  options: readonly { value: string; label: string }[];
}) {
  const { t } = useTranslation('registration');
  return (
    <>
      <label className="op-field">
        <span>{props.label}</span>
        <select
          data-testid={props.testId}
          value={props.r.form[props.k]}
          onChange={(e) => props.r.setValue(props.k)(e.target.value)}
        >
          <option value="">{t('common.select')}</option>
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <FieldError field={props.k} message={props.r.errors[props.k]} />
    </>
  );
}

function TextFields({ r }: { r: TRegister }) {
  const { t } = useTranslation('registration');
  const field = (k: keyof TRegistrationForm, testId: string, extra: Record<string, string> = {}) => (
    <TextField
      label={t(`register.${k}`)}
      testId={testId}
      value={r.form[k]}
      onValue={r.setValue(k)}
      field={k}
      error={r.errors[k]}
      {...extra}
    />
  );
  return (
    <>
      {field('email', 'register-email', { type: 'email', autoComplete: 'email' })}
      {field('password', 'register-password', {
        type: 'password',
        autoComplete: 'new-password',
        hint: t('register.passwordHint'),
      })}
      {field('firstName', 'register-first-name', { autoComplete: 'given-name' })}
      {field('lastName', 'register-last-name', { autoComplete: 'family-name' })}
    </>
  );
}

function TermsField({ r }: { r: TRegister }) {
  const { t } = useTranslation('registration');
  const { manifest } = usePortal();
  return (
    <>
      <label className="op-check">
        <input
          data-testid="register-terms"
          type="checkbox"
          checked={r.terms}
          onChange={(e) => r.setTerms(e.target.checked)}
        />
        <span>{t('register.terms')}</span>
      </label>
      <TermsLinks terms={manifest.terms} />
      <FieldError field="termsAccepted" message={r.errors.termsAccepted} />
    </>
  );
}

/** Personal registration (spec 1 §2); the route's guard sends to login when the brand turns registration off. */
export function RegisterScreen() {
  const { t } = useTranslation('registration');
  const { manifest } = usePortal();
  const lang = useLang();
  const r = useRegisterForm();
  const countries = useMemo(() => countryOptions(toIntlLocale(lang)), [lang]);
  const categories = visibleCategories(manifest, 'personal').map((c) => ({
    value: c,
    label: t(`register.categories.${c}`),
  }));
  return (
    <section className="op-card op-auth">
      <h1>{t('register.title')}</h1>
      <form onSubmit={r.submit} noValidate>
        <TextFields r={r} />
        <SelectField
          k="category"
          label={t('register.category')}
          testId="register-category"
          r={r}
          options={categories}
        />
        <SelectField
          k="countryCode"
          label={t('register.country')}
          testId="register-country"
          r={r}
          options={countries.map((c) => ({ value: c.code, label: c.name }))}
        />
        <TermsField r={r} />
        <button className="op-button op-button--primary" data-testid="register-submit" type="submit" disabled={r.busy}>
          {t('register.submit')}
        </button>
      </form>
      <p className="op-auth__alt">
        {t('register.haveAccount')} <Link to={PORTAL_PATHS.login}>{t('register.signIn')}</Link>
      </p>
    </section>
  );
}
