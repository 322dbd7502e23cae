import type { TCatalogue } from '../../catalogue.ts';

/** en, namespace registration. */
const catalogue: TCatalogue = {
  register: {
    title: 'Create a personal account',
    email: 'E-mail',
    password: 'Password',
    passwordHint: 'At least 8 characters, with a letter and a digit.',
    firstName: 'First name',
    lastName: 'Last name',
    category: 'Occupation',
    country: 'Country of residence',
    terms: 'I accept the terms',
    submit: 'Create account',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
    registrationRegistrationCompleted: 'Registration completed. We have sent an activation link to your e-mail.',
    errors: {
      email: 'Enter a valid e-mail address',
      emailLocalPart: 'The part before @ is too long',
      tooLong: 'This is too long',
      passwordShort: 'The password must be at least 8 characters',
      passwordLong: 'The password must be at most 128 characters',
      passwordLetter: 'The password must contain a letter',
      passwordDigit: 'The password must contain a digit',
      country: 'Choose a country',
      terms: 'You must accept the terms',
    },
    categories: {
      webmasters: 'Webmasters',
      freelancers: 'Freelancers',
      webcamModels: 'Webcam models',
      developers: 'Developers',
      independentContractors: 'Independent contractors',
      others: 'Others',
    },
  },
  registered: {
    title: 'Check your e-mail',
    sentTo: 'We have sent an activation link to {{email}}.',
    sent: 'We have sent an activation link to your e-mail.',
    next: 'What comes next',
    step1: 'Open the link in the e-mail to activate your account.',
    step2: 'Sign in with your e-mail and password.',
    step3: 'Verify your identity and certify your tax residency: we guide you step by step.',
    noMail: 'No e-mail after a few minutes? Look in your spam folder.',
    signIn: 'Go to sign-in',
  },
  activation: {
    title: 'Account Activation',
    inProgress: 'Activating your account…',
    success: 'Your Account has been activated.',
    incomplete: 'The activation link is incomplete.',
    failed: 'This activation link cannot be used.',
    resend: 'Send a new activation link',
    resent: 'If {{email}} waits for activation, a new link is on its way.',
    employeeIntro: 'Your company has added you as a user ({{email}}). Choose a password to activate your access.',
    password: 'Password',
    submit: 'Activate',
  },
  termsLabels: {
    termsOfService: {
      label: '{{brand}} Terms of Service',
      text: 'I have read and accept the {{brand}} Terms of Service and Privacy Policy.',
    },
  },
};
export default catalogue;
