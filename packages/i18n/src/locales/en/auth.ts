import type { TCatalogue } from '../../catalogue.ts';

/** en, namespace auth. */
const catalogue: TCatalogue = {
  login: {
    title: 'Sign in',
    username: 'E-mail',
    password: 'Password',
    staySignedIn: 'Stay signed in on this device',
    submit: 'Sign in',
    otpTitle: 'One-time code',
    otpHint: 'Enter the 6-digit code from your authenticator app.',
    smsHint: 'Enter the 6-digit code we sent to {{phone}} (message #{{id}}).',
    otp: 'One-time code',
    otpSubmit: 'Confirm',
    back: 'Back',
    noAccount: 'No account yet?',
    register: 'Create an account',
    unsupportedFlow: 'This sign-in method is not available here.',
    required: 'Enter your e-mail and password.',
    forgot: 'Forgot your password?',
    pushTitle: 'Approve on your device',
    pushHint: 'We sent a sign-in request to your linked device. Approve it there to continue.',
    pushDevice: '{{name}} ({{type}})',
    pushWaiting: 'Waiting for approval…',
    pushLink: 'Open the request on your phone (or scan it as a QR code)',
    pushResend: 'Send again',
    pushResent: 'Sent again.',
    pushResendFailed: 'Could not send again. Start over.',
  },
  terms: {
    title: 'Accept the terms',
    intro: 'Our terms have changed. Read and accept them to continue.',
    tickAll: 'Tick every box to continue.',
    accept: 'Accept and continue',
  },
  reset: {
    title: 'Reset your password',
    email: 'E-mail',
    code: 'Code from the e-mail',
    password: 'New password',
    repeat: 'Repeat new password',
    next: 'Continue',
    mismatch: 'Passwords do not match',
    done: 'Your password has been changed. Sign in with the new one.',
    toLogin: 'Back to sign in',
    hint: {
      email: 'We will e-mail you a code if an account uses this address.',
      code: 'Enter the 6-digit code from the e-mail.',
      password: '8 to 128 characters with a letter and a digit.',
    },
  },
};
export default catalogue;
