/** The kyc domain's entry for other folders: the customer's verification answers and the test/seed helper. */
export { kycSummary, loadVerification } from './status.ts';
export { markVerifiedForTests, setVerified, syncKycLevel } from './verified.ts';
export { kycJobs, seedExpiredDocumentForTests } from './expiry-job.ts';
/** The W-form signing and the loss-of-nationality upload, shared with the business self-certification (issue 26). */
export { startWFormSigning, storeLossOfNationality } from './certification-forms.ts';
/** A customer's documents as the spec shows them (the business KYB console lists a company's). */
export { customerDocuments, uploadedDocument } from './documents.ts';
/** The verification engine's run, shared with a company representative's identity verification (issue 26). */
export { startRun } from './provider/runs.ts';
/** A company resolution's e-sign link for one signer (issue 26: businessResolutionSend and Get give it). */
export { resolutionSignUrl } from './provider/resolution-links.ts';
