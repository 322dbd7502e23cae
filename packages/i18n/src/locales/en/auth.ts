import type { TCatalogue } from '../../catalogue.ts';

/** en, namespace auth. */
const catalogue: TCatalogue = {
  login: {
    title: 'Sign in',
    username: 'E-mail',
    password: 'Password',
    submit: 'Sign in',
    otpTitle: 'One-time code',
    otpHint: 'Enter the 6-digit code from your authenticator app.',
    otp: 'One-time code',
    otpSubmit: 'Confirm',
    back: 'Back',
    noAccount: 'No account yet?',
    register: 'Create an account',
    unsupportedFlow: 'This sign-in method is not available here.',
    required: 'Enter your e-mail and password.',
  },
};
export default catalogue;
