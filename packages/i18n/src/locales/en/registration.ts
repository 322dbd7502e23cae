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
    categories: {
      webmasters: 'Webmasters',
      freelancers: 'Freelancers',
      webcamModels: 'Webcam models',
      developers: 'Developers',
      independentContractors: 'Independent contractors',
      others: 'Others',
    },
  },
  activation: {
    title: 'Account Activation',
    inProgress: 'Activating your account…',
    success: 'Your Account has been activated.',
    incomplete: 'The activation link is incomplete.',
  },
};
export default catalogue;
