import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { personalAccountCreate, PORTAL_PATHS } from '@openportal/contract';
import { type TCallRequest, type TMessageKeys, useCallMutation } from '@openportal/contract-client';
import { contractResolver } from '../../shared/forms/contract-resolver.ts';
import { useErrorsFollowLanguage } from '../../shared/forms/use-errors-follow-language.ts';
import { usePortal } from '../../shared/services.tsx';

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

/** The contract's messages for `personalAccountCreate` (schema and server), by code → keys of `registration`. */
export const MESSAGE_KEYS: TMessageKeys = {
  usernameEmail: 'register.errors.email',
  atMost254: 'register.errors.tooLong',
  emailLocalPart: 'register.errors.emailLocalPart',
  passwordShort: 'register.errors.passwordShort',
  passwordLong: 'register.errors.passwordLong',
  passwordLetter: 'register.errors.passwordLetter',
  passwordDigit: 'register.errors.passwordDigit',
  atMost100: 'register.errors.tooLong',
  countryCode: 'register.errors.country',
  acceptTerms: 'register.errors.terms',
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
  const { manifest } = usePortal();
  const navigate = useNavigate();
  const form = useForm<TRegistrationForm, unknown, TRegistrationRequest>({
    resolver: contractResolver<typeof personalAccountCreate, TRegistrationForm>(personalAccountCreate, t, MESSAGE_KEYS),
    defaultValues: { ...EMPTY, termsAccepted: manifest.terms.every((x) => x.value) },
  });

  useErrorsFollowLanguage(form);
  const register = useCallMutation(personalAccountCreate, { form, fields: FIELDS, messages: MESSAGE_KEYS, t });
  const onValid = async (body: TRegistrationRequest) => {
    // The page after registration says where the mail went (router state: the address stays out of the URL).
    if ((await register.run(body)).ok) void navigate(PORTAL_PATHS.registered, { state: { email: body.email } });
  };
  return { form, submit: form.handleSubmit(onValid) };
}
