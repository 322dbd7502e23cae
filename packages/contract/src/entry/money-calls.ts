/** Spec 2 (money movement): its calls by name, with the schemas other code reuses. */
export { ZAccount, ZAccountId, balanceInquiry, type TAccount } from '../calls/accounts.ts';
export {
  ZTransferBetweenAccounts,
  transferBetweenAccounts,
  transferBetweenAccountsFee,
  transferBetweenAccountsMaxAmount,
} from '../calls/transfers.ts';
export {
  ZHistoryFilter,
  ZHistoryRow,
  historyGet,
  TRANSACTION_TYPES,
  TRANSACTION_STATUSES,
  type THistoryRow,
} from '../calls/history.ts';
export { ZPaymentInstruction, ZRate, ZAccountBalanceRow, currencyAccountAdd } from '../calls/money/accounts.ts';
export { ZCardFee } from '../calls/money/cards.ts';
export { cardAliasNameSet } from '../calls/money/card-alias.ts';
export { ZBankDetails, ZExtraParam } from '../calls/money/lookups.ts';
export { ZExternalTransfer, ZIdenticalBatch, ZMassUploadRequest } from '../calls/money/transfers-external.ts';
export { ZP2pTransfer } from '../calls/money/p2p.ts';
export { ZPaymentMethod, ZGlobalBatchPayment, ZGlobalBatch, ZGlobalPaymentDetails } from '../calls/money/global-pay.ts';
export { ZInvoice, ZPreapprovedPayment, type TInvoice } from '../calls/money/invoices.ts';
export { ZTransactionRequest, ZMassTransactionRequest } from '../calls/money/approvals.ts';
export { ZExport, ZBatchTransfer, ZAnnouncement } from '../calls/money/statements.ts';
export { ZWhitelistedIp, ZBlacklistEntry, ZNotificationSetting } from '../calls/money/security.ts';
export {
  addressReplacementCompatibilityCheck,
  crossPlatformRequirementGet,
  cryptoWalletCreate,
  defaultExchangeRatesGet,
  paymentInstructionSetViewed,
  paymentInstructionsList,
  transferExchangeRateGet,
} from '../calls/money/accounts.ts';
export {
  approvalNotificationsCount,
  approvalResend,
  businessTransactionRequestConfirm,
  globalPayApprovalBatch,
  globalPayApprovalSingle,
  massTransactionRequestApprove,
  transactionRequestApprove,
  transactionRequestList,
  transactionRequestUserList,
  transferApprove,
} from '../calls/money/approvals.ts';
export {
  cardActivate,
  cardActivationDataGet,
  cardApply,
  cardApplyInfoGet,
  cardBinInfo,
  cardBlock,
  cardLoad,
  cardPause,
  cardPinChange,
  cardPinGet,
  cardPinShow,
  cardReissue,
  cardReissueShippingUpgrade,
  cardUnpause,
  cardVirtualDetailsGet,
} from '../calls/money/cards.ts';
export {
  globalPayBatchGet,
  globalPayBatchReject,
  globalPayBatchStatus,
  globalPayBatchSubmit,
  globalPayBatchUpload,
  globalPayBinBlacklist,
  globalPayCountriesAndMethods,
  globalPayCountryPaymentMethods,
  globalPayPaymentsUpdate,
  globalPaymentApprovalCodeResend,
  globalPaymentApprove,
  globalPaymentBatchUpload,
  globalPaymentBinBlacklist,
  globalPaymentCancel,
  globalPaymentCardBin,
  globalPaymentCountries,
  globalPaymentDetailsGet,
  globalPaymentExtraParams,
  globalPaymentIban,
  globalPaymentInstantBankList,
  globalPaymentInstantDetails,
  globalPaymentLastWithdrawals,
  globalPaymentMetaGet,
  globalPaymentMethods,
  globalPaymentRefuse,
  globalPaymentSubmit,
  globalPaymentSwift,
  globalPaymentWithdrawalDetails,
} from '../calls/money/global-pay.ts';
export {
  fundingInvoiceCreate,
  invoiceCreate,
  invoiceGet,
  invoicePay,
  invoiceReceivedList,
  invoiceReject,
  invoiceSentList,
  preapprovedPaymentCancel,
  preapprovedPaymentList,
} from '../calls/money/invoices.ts';
export {
  availableTransfersByCountryGet,
  availableTransfersGet,
  bankListGet,
  checkPayee,
  eftBranchOptionsGet,
  externalCardList,
  ibanLookup,
  massSampleLinksGet,
  paymentTemplateList,
  swiftLookup,
  transferExtraParamsGet,
} from '../calls/money/lookups.ts';
export {
  p2pBeneficiaryList,
  p2pGlobalPayMethods,
  p2pMassConfirm,
  p2pMassUploadFile,
  p2pMassUploadText,
  p2pMetaGet,
  p2pSubmit,
  transferP2p,
  transferP2pFee,
} from '../calls/money/p2p.ts';
export {
  accessIpAdd,
  accessIpDelete,
  accessIpList,
  accessIpModeSet,
  agreementDownload,
  blacklistAdd,
  blacklistDelete,
  blacklistList,
  legalInfoGet,
  loginHistoryGet,
  notificationSettingsGet,
  notificationSettingsSet,
  passwordChange,
  passwordChangeConfirm,
  twoStepVerificationConfirm,
  twoStepVerificationSet,
} from '../calls/money/security.ts';
export {
  announcementAnswer,
  announcementGet,
  announcementList,
  batchFileView,
  batchTransferList,
  currentAccountAuthorizationList,
  debitCardAuthorizationList,
  historyExportList,
  historyExportSend,
  historyExportStart,
  historyExportStatus,
} from '../calls/money/statements.ts';
export {
  customerLimitsGet,
  externalTransferMaxAmount,
  instantBankList,
  instantKeyInfoGet,
  massUploadCrypto,
  massUploadEft,
  massUploadOct,
  massUploadWire,
  recentTransferDetailsGet,
  recentTransfersList,
  transferCryptoEft,
  transferCryptoEftFee,
  transferCryptoFee,
  transferEft,
  transferEftFee,
  transferInstantPayment,
  transferInstantPaymentFee,
  transferInterac,
  transferInteracFee,
  transferOct,
  transferOctFee,
  transferWire,
  transferWireFee,
} from '../calls/money/transfers-external.ts';
