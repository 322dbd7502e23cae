/** What other domains may use of business (issue 26). */
export { businessModule, type BusinessDeps } from './module.ts';
export { companyResendAction, isCompanyUser, representativePositionIds } from './data/representatives.ts';
export { seedDemoCompany, DEMO_COMPANY_USERS, demoCompanyUserEmail } from './demo.ts';
export { businessCertificationStatus } from './data/certification.ts';
