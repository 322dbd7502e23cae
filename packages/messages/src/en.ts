import { TRANSACTION_TEXTS_EN } from '@openportal/shared-texts';
import type { TCatalogue } from './catalogue.ts';

/** en: texts core sends (mail, SMS, pushes, realtime notices); never loaded by the portal. */
const messages = {
  code: {
    text: '{{brand}}: {{code}} is your code to {{action}}. It expires in {{minutes}} minutes. Never share it.',
    subject: '{{brand}}: {{code}}',
    action: {
      signIn: 'sign in',
      passwordChange: 'change your password',
      passwordRecovery: 'reset your password',
      twoStepSet: 'change two-step verification',
      deviceApprove: 'approve a new device',
      deviceRemove: 'remove a linked device',
      emailConfirm: 'confirm your e-mail address',
      phoneConfirm: 'confirm your phone number',
      contactVerify: 'verify your contact details',
      paymentApprove: 'approve a payment',
      cardReveal: "see your card's details or PIN",
      usernameChange: 'change your username',
    },
  },
  securityChange: {
    what: {
      secondFactorChanged: 'Two-step verification of your account was changed.',
      deviceLinked: 'A new device was linked to your account.',
      deviceRemoved: 'A linked device was removed from your account.',
      passwordChanged: 'Your password was changed.',
      phoneChanged: 'The phone number of your account was changed.',
      emailChanged: 'The e-mail address of your account was changed.',
      usernameChanged: 'The username you sign in with was changed.',
      accountRecovered: 'Your account was recovered and a new password was set. Every session was signed out.',
      recoveryRequested: 'Someone asked to recover your account.',
    },
    ifNotYou: 'If it was not you, contact us at once.',
  },
  newSignIn: {
    subject: 'New sign-in to your account',
    body: 'Someone signed in to your account from {{ip}}. If it was not you, change your password.',
  },
  passwordChanged: {
    subject: 'Your password was changed',
    body: 'Your password was changed. If it was not you, contact us at once.',
  },
  moneyReceived: {
    title: 'Money received',
    body: 'You received {{amount}} from {{from}}.',
  },
  invoiceIssued: {
    title: 'New invoice',
    body: '{{from}} sent you an invoice for {{amount}}.',
  },
  invoicePaid: {
    title: 'Invoice paid',
    body: '{{payer}} paid your invoice for {{amount}}.',
  },
  invoiceRejected: {
    title: 'Invoice rejected',
    body: '{{payer}} rejected your invoice for {{amount}}.',
  },
  paymentCode: {
    text: '{{brand}}: {{code}} is your code to pay {{amount}} to {{payee}}. It expires in {{minutes}} minutes. Never share it.',
    subject: '{{brand}}: {{code}} confirms {{amount}}',
  },
  paymentAwaitsApproval: {
    title: 'A payment waits for your approval',
    body: '{{initiator}} asks you to approve a payment of {{amount}} to {{payee}}.',
  },
  documentConfirmed: {
    title: 'Document confirmed',
    body: 'Your {{document}} was checked and confirmed.',
  },
  documentRejected: {
    title: 'Document rejected',
    body: 'Your {{document}} was rejected: {{reason}}. Please upload a new one.',
  },
  documentRequested: {
    title: 'Another document needed',
    body: 'Please upload a {{document}}: {{reason}}.',
  },
  documentExpSoon: {
    title: 'Document expires soon',
    body: 'Your {{document}} expires on {{date}}. Please upload a new one in time.',
  },
  documentExpired: {
    title: 'Document expired',
    body: 'Your {{document}} has expired. Your account is limited until you upload a new one.',
  },
  identityVerified: {
    title: 'Account verified',
    body: 'Your identity is verified. You can now use your account in full.',
  },
  usernameChanged: {
    title: 'Username changed',
    body: 'You now sign in with {{username}}.',
  },
  zohoNewMessage: {
    title: 'New reply from support',
    body: 'Support answered your ticket {{ticketNumber}}.',
  },
  zohoClosedNoReply: {
    title: 'Ticket closed',
    body: 'Your ticket {{ticketNumber}} was closed because we had no reply from you.',
  },
  applicationVerified: {
    title: 'Merchant account application approved',
    body: 'Your merchant account application #{{id}} was approved.',
  },
  applicationRejected: {
    title: 'Merchant account application rejected',
    body: 'Your merchant account application #{{id}} was rejected: {{reason}} You can correct it and send it again.',
  },
  historyExport: {
    title: 'Your {{brand}} account history',
    body: 'The account history you exported is attached ({{file}}).',
    file: {
      statement: 'Account statement',
      export: 'Account history',
      account: 'Account',
      period: 'Period',
      opening: 'Opening balance',
      closing: 'Closing balance',
      date: 'Date',
      type: 'Type',
      description: 'Description',
      amount: 'Amount',
      currency: 'Currency',
      status: 'Status',
      balance: 'Balance',
      transaction: 'Transaction',
    },
  },
  receipt: { title: 'Payment receipt', ...TRANSACTION_TEXTS_EN },
  accessRightsChanged: {
    title: 'Your access rights changed',
    body: 'Your access rights on {{company}} were changed. They apply from now on: see them on the company page.',
  },
  kybApproved: {
    title: 'Company approved',
    body: 'The review of {{company}} is complete: the company is approved and can use every service.',
  },
  kybRejected: {
    title: 'Company review not passed',
    body: 'The review of {{company}} was not passed: {{reason}} Put it right and we will review the company again.',
  },
  resolutionToSign: {
    title: 'A resolution of {{company}} to sign',
    body: 'Resolution #{{id}} of {{company}} waits for your signature. Sign it here: {{url}}',
  },
} satisfies TCatalogue;

export default messages;
