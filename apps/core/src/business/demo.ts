export const DEMO_COMPANY_USERS = {};
export async function seedDemoCompany() {}
