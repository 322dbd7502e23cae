import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EMAIL_LOCAL_PART_MESSAGE, personalAccountCreate, PORTAL_PATHS } from '@openportal/contract';
import { errorPopup } from '../../shared/api/messages.ts';
import type { TCallRequest } from '../../shared/api/types.ts';
import { contractResolver, type TMessageKeys } from '../../shared/forms/contract-resolver.ts';
import { setServerErrors } from '../../shared/forms/server-errors.ts';
import { useErrorsFollowLanguage } from '../../shared/forms/use-errors-follow-language.ts';
import { usePortal } from '../../shared/services.tsx';
import { usePopup } from '../../shared/ui/popup-store.ts';

/** What the form holds: the request, looser where a person has not chosen yet (empty select, unticked box). */
export interface TRegistrationForm {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  category: string;
  countryCode: string;
  termsAccepted: boolean;
}
export type TRegistrationRequest = TCallRequest<typeof personalAccountCreate>;

/** The contract's messages for `personalAccountCreate` (schema and server) → keys of `registration`. */
export const MESSAGE_KEYS: TMessageKeys = {
  'Username must be a valid e-mail address': 'register.errors.email',
  'At most 254 characters': 'register.errors.tooLong',
  [EMAIL_LOCAL_PART_MESSAGE]: 'register.errors.emailLocalPart',
  'Password must be at least 8 characters': 'register.errors.passwordShort',
  'Password must be at most 128 characters': 'register.errors.passwordLong',
  'Password must contain a letter': 'register.errors.passwordLetter',
  'Password must contain a digit': 'register.errors.passwordDigit',
  'At most 100 characters': 'register.errors.tooLong',
  'Country code is two capital letters': 'register.errors.country',
  'You must accept the terms': 'register.errors.terms',
};

const EMPTY: Omit<TRegistrationForm, 'termsAccepted'> = {
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  category: '',
  countryCode: '',
};
/** The fields in the order shown: a server error's focus goes to the first. */
const FIELDS = [...(Object.keys(EMPTY) as (keyof typeof EMPTY)[]), 'termsAccepted'] as const;

/**
 * Personal registration: react-hook-form validated by `personalAccountCreate.request` (messages
 * in the language shown), terms ticked when the brand presets them, server validation errors on
 * their fields (a popup only for what has no field).
 */
export function useRegisterForm() {
  const { t } = useTranslation('registration');
  const { api, manifest } = usePortal();
  const navigate = useNavigate();
  const show = usePopup((s) => s.show);
  const form = useForm<TRegistrationForm, unknown, TRegistrationRequest>({
    resolver: contractResolver<typeof personalAccountCreate, TRegistrationForm>(personalAccountCreate, t, MESSAGE_KEYS),
    defaultValues: { ...EMPTY, termsAccepted: manifest.terms.every((x) => x.value) },
  });

  useErrorsFollowLanguage(form);
  const onValid = async (body: TRegistrationRequest) => {
    const r = await api.method(personalAccountCreate, body);
    if (r.ok) {
      show({
        kind: 'success',
        title: t('popup.success'),
        message: t('register.registrationRegistrationCompleted'),
        onClose: () => navigate(PORTAL_PATHS.login),
      });
      return;
    }
    const rest = setServerErrors(form, r.error, { fields: FIELDS, t, keys: MESSAGE_KEYS });
    if (rest) show(errorPopup(rest, t));
  };
  return { form, submit: form.handleSubmit(onValid) };
}
