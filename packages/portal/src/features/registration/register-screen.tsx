import { useMemo, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { METHOD_CALLS, type PERSONAL_CATEGORIES } from '@openportal/contract';

type TPersonalCategory = (typeof PERSONAL_CATEGORIES)[number];
import { visibleCategories } from '@openportal/brand-kit';
import { toIntlLocale } from '@openportal/i18n';
import { errorPopup, fieldErrors } from '../../shared/api/messages.ts';
import { usePortal } from '../../shared/services.tsx';
import { FieldError } from '../../shared/ui/field-error.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { useLang } from '../../shared/ui/use-lang.ts';
import { countryOptions } from './countries.ts';
import { TermsLinks } from './terms-links.tsx';

const EMPTY = { email: '', password: '', firstName: '', lastName: '', category: '', countryCode: '' };
type TForm = typeof EMPTY;

/** Personal registration (spec 1 §2); back to login when the brand turns registration off. */
export function RegisterScreen() {
  const { t } = useTranslation();
  const { api, manifest } = usePortal();
  const lang = useLang();
  const navigate = useNavigate();
  const show = usePopup((s) => s.show);
  const [form, setForm] = useState<TForm>(EMPTY);
  const [terms, setTerms] = useState(manifest.terms.every((x) => x.value));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const countries = useMemo(() => countryOptions(toIntlLocale(lang)), [lang]);
  if (!manifest.allowRegistration) return <Navigate to="/login" replace />;
  const categories = visibleCategories(manifest, 'personal');
  const setValue = (k: keyof TForm) => (value: string) => setForm((f) => ({ ...f, [k]: value }));
  const set = (k: keyof TForm) => (e: { target: { value: string } }) => setValue(k)(e.target.value);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const missing = Object.fromEntries(
      Object.entries(form)
        .filter(([, v]) => !v.trim())
        .map(([k]) => [k, t('transfer.errors.required')]),
    );
    if (!terms) missing.termsAccepted = t('transfer.errors.required');
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    const r = await api.method(METHOD_CALLS.personalAccountCreate, {
      email: form.email.trim(),
      password: form.password,
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      category: form.category as TPersonalCategory,
      countryCode: form.countryCode,
      termsAccepted: true,
    });
    setBusy(false);
    if (r.ok) {
      show({
        kind: 'success',
        title: t('popup.success'),
        message: t('register.registrationRegistrationCompleted'),
        onClose: () => navigate('/login'),
      });
    } else {
      setErrors(fieldErrors(r.error, t));
      show(errorPopup(r.error, t));
    }
  }

  return (
    <section className="op-card op-auth">
      <h1>{t('register.title')}</h1>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('register.email')}
          testId="register-email"
          value={form.email}
          onValue={setValue('email')}
          field="email"
          error={errors.email}
          type="email"
          autoComplete="email"
        />
        <TextField
          label={t('register.password')}
          testId="register-password"
          value={form.password}
          onValue={setValue('password')}
          field="password"
          error={errors.password}
          type="password"
          autoComplete="new-password"
          hint={t('register.passwordHint')}
        />
        <TextField
          label={t('register.firstName')}
          testId="register-first-name"
          value={form.firstName}
          onValue={setValue('firstName')}
          field="firstName"
          error={errors.firstName}
          autoComplete="given-name"
        />
        <TextField
          label={t('register.lastName')}
          testId="register-last-name"
          value={form.lastName}
          onValue={setValue('lastName')}
          field="lastName"
          error={errors.lastName}
          autoComplete="family-name"
        />
        <label className="op-field">
          <span>{t('register.category')}</span>
          <select data-testid="register-category" value={form.category} onChange={set('category')}>
            <option value="">{t('common.select')}</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {t(`register.categories.${c}`)}
              </option>
            ))}
          </select>
        </label>
        <FieldError field="category" message={errors.category} />
        <label className="op-field">
          <span>{t('register.country')}</span>
          <select data-testid="register-country" value={form.countryCode} onChange={set('countryCode')}>
            <option value="">{t('common.select')}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <FieldError field="countryCode" message={errors.countryCode} />
        <label className="op-check">
          <input
            data-testid="register-terms"
            type="checkbox"
            checked={terms}
            onChange={(e) => setTerms(e.target.checked)}
          />
          <span>{t('register.terms')}</span>
        </label>
        <TermsLinks terms={manifest.terms} />
        <FieldError field="termsAccepted" message={errors.termsAccepted} />
        <button className="op-button op-button--primary" data-testid="register-submit" type="submit" disabled={busy}>
          {t('register.submit')}
        </button>
      </form>
      <p className="op-auth__alt">
        {t('register.haveAccount')} <Link to="/login">{t('register.signIn')}</Link>
      </p>
    </section>
  );
}
