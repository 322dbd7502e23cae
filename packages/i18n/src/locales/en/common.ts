import { ERROR_MESSAGES } from '@openportal/contract';
import type { TCatalogue } from '../../catalogue.ts';

/** en, namespace common. */
const catalogue: TCatalogue = {
  common: {
    loading: 'Loading…',
    close: 'Close',
    select: 'Select…',
    language: 'Language',
    logout: 'Log out',
    actingFor: 'Acting for',
    actingForName: 'Acting for {{name}}',
    actingForLost: 'You no longer act for the customer this tab had chosen: acting for {{name}}',
    skipToContent: 'Skip to content',
    retry: 'Try again',
    menu: 'Menu',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}} of {{pages}}',
    all: 'All',
    optional: '(optional)',
    required: 'Required',
    invalid: 'Invalid value',
  },
  nav: {
    home: 'Home',
    transfer: 'Transfer',
    invoices: 'Invoices',
    preapproved: 'Preapproved payments',
    p2p: 'Pay someone',
    massP2p: 'Mass payment',
    history: 'History',
    contracts: 'Contracts',
    merchantAccount: 'Merchant account',
    settings: 'Settings',
    profile: 'Profile',
    approved: 'Approvals',
    messages: 'Messages',
    news: 'News',
  },
  notFound: {
    title: 'Page not found',
    home: 'Go to home',
  },
  notices: {
    title: 'Notifications',
    bell: 'Notifications, {{count}} unread',
    allRead: 'Mark all read',
    empty: 'No notifications yet.',
  },
  consent: {
    text: 'We use analytics to improve the service. May we count how you use it?',
    accept: 'Allow',
    decline: 'No, thanks',
  },
  payment: {
    title: 'Payment Confirmation',
    waiting: 'Confirm this payment on your linked device.',
    pendingNote: 'Until then the amount is reserved and the history shows the payment as pending.',
    success: 'Successfully submitted',
    failed: 'Failed transaction. {{reason}}',
    close: 'Close',
  },
  approval: {
    sms: 'Enter the code we sent by SMS to {{to}}.',
    otp: 'Enter the code of your authenticator app.',
    code: 'Enter the approval code we sent to {{to}}.',
    label: 'Code',
    confirm: 'Confirm',
    resend: 'Send a new code',
    resent: 'A new code was sent.',
    checkerTitle: 'Approval transaction created',
    checkerNote: 'Another user of your company must approve this payment.',
  },
  popup: {
    success: 'Success',
    error: 'Error',
    close: 'Close',
  },
  errors: {
    generic: 'Something went wrong. Please try again.',
    network: 'Network error. Check your connection and try again.',
    sessionExpired: 'Your session has expired. Please sign in again.',
    // The server's catalogue messages are written in English once, in contract.
    ...ERROR_MESSAGES,
  },
};
export default catalogue;
