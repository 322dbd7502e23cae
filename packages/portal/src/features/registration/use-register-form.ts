import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { personalAccountCreate, PORTAL_PATHS, type PERSONAL_CATEGORIES } from '@openportal/contract';
import { errorPopup, fieldErrors } from '../../shared/api/messages.ts';
import { usePortal } from '../../shared/services.tsx';
import { usePopup } from '../../shared/ui/popup-store.ts';

type TPersonalCategory = (typeof PERSONAL_CATEGORIES)[number];

export const EMPTY_REGISTRATION = {
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  category: '',
  countryCode: '',
};
export type TRegistrationForm = typeof EMPTY_REGISTRATION;

/** Personal registration: every field required, terms accepted, server errors on their fields. */
export function useRegisterForm() {
  const { t } = useTranslation('registration');
  const { api, manifest } = usePortal();
  const navigate = useNavigate();
  const show = usePopup((s) => s.show);
  const [form, setForm] = useState<TRegistrationForm>(EMPTY_REGISTRATION);
  const [terms, setTerms] = useState(manifest.terms.every((x) => x.value));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const setValue = (k: keyof TRegistrationForm) => (value: string) => setForm((f) => ({ ...f, [k]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const missing = Object.fromEntries(
      Object.entries(form)
        .filter(([, v]) => !v.trim())
        .map(([k]) => [k, t('common.required')]),
    );
    if (!terms) missing.termsAccepted = t('common.required');
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    const r = await api.method(personalAccountCreate, {
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
      const onClose = () => navigate(PORTAL_PATHS.login);
      show({
        kind: 'success',
        title: t('popup.success'),
        message: t('register.registrationRegistrationCompleted'),
        onClose,
      });
    } else {
      setErrors(fieldErrors(r.error, t));
      show(errorPopup(r.error, t));
    }
  }
  return { form, setValue, terms, setTerms, errors, busy, submit };
}
