import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PORTAL_PATHS } from '@openportal/contract';
import { visibleCategories } from '@openportal/brand-kit';
import { CheckField } from '../../shared/forms/check-field.tsx';
import { SelectField } from '../../shared/forms/select-field.tsx';
import { TextField } from '../../shared/forms/text-field.tsx';
import { usePortal } from '../../shared/services.tsx';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { useCountryOptions } from './countries.ts';
import { TermsLinks } from './terms-links.tsx';
import { useRegisterForm } from './use-register-form.ts';

type TForm = ReturnType<typeof useRegisterForm>['form'];

const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

function TextFields({ form }: { form: TForm }) {
  const { t } = useTranslation('registration');
  return (
    <>
      <TextField
        form={form}
        name="email"
        label={t('register.email')}
        testId="register-email"
        type="email"
        autoComplete="email"
        rules={{ setValueAs: trim }}
      />
      <TextField
        form={form}
        name="password"
        label={t('register.password')}
        testId="register-password"
        type="password"
        autoComplete="new-password"
        hint={t('register.passwordHint')}
      />
      <TextField
        form={form}
        name="firstName"
        label={t('register.firstName')}
        testId="register-first-name"
        autoComplete="given-name"
      />
      <TextField
        form={form}
        name="lastName"
        label={t('register.lastName')}
        testId="register-last-name"
        autoComplete="family-name"
      />
    </>
  );
}

function ChoiceFields({ form }: { form: TForm }) {
  const { t } = useTranslation('registration');
  const { manifest } = usePortal();
  const countries = useCountryOptions();
  const categories = visibleCategories(manifest, 'personal').map((c) => ({
    value: c,
    label: t(`register.categories.${c}`),
  }));
  return (
    <>
      <SelectField
        form={form}
        name="category"
        label={t('register.category')}
        testId="register-category"
        placeholder={t('common.select')}
        options={categories}
      />
      <SelectField
        form={form}
        name="countryCode"
        label={t('register.country')}
        testId="register-country"
        placeholder={t('common.select')}
        options={countries.options}
      />
      {countries.error && (
        <ErrorState error={countries.error} onRetry={countries.retry} testId="register-countries-error" />
      )}
      <CheckField form={form} name="termsAccepted" label={t('register.terms')} testId="register-terms">
        <TermsLinks terms={manifest.terms} />
      </CheckField>
    </>
  );
}

/** Personal registration (spec 1 §2); the route's guard sends to login when the brand turns registration off. */
export function RegisterScreen() {
  const { t } = useTranslation('registration');
  const { form, submit } = useRegisterForm();
  return (
    <section className="op-card op-auth">
      <h1>{t('register.title')}</h1>
      <form onSubmit={submit} noValidate>
        <TextFields form={form} />
        <ChoiceFields form={form} />
        <button
          className="op-button op-button--primary"
          data-testid="register-submit"
          type="submit"
          disabled={form.formState.isSubmitting}
        >
          {t('register.submit')}
        </button>
      </form>
      <p className="op-auth__alt">
        {t('register.haveAccount')} <Link to={PORTAL_PATHS.login}>{t('register.signIn')}</Link>
      </p>
    </section>
  );
}
