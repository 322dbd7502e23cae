import type { TCatalogue } from '../../catalogue.ts';

/** en, namespace business (issue 26): registration type chooser; the wizard and company screens come here. */
const catalogue: TCatalogue = {
  registerType: {
    title: 'Create an account',
    question: 'Who is the account for?',
    personal: 'Personal',
    personalHint: 'For you as a private person: freelancers, developers, webmasters and others.',
    business: 'Business',
    businessHint: 'For a company: you add its directors, shareholders and the people who will use the account.',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
  },
};
export default catalogue;
