/**
 * The user directory every domain may use (issue 20): user by brand and e-mail, the customer a
 * user acts for, a customer's users, and its account in a currency. Read-only: identity owns
 * and writes these rows. Other domains import only this entry (module-boundaries.test.ts).
 */
export {
  userByEmail,
  userById,
  primaryCustomerOf,
  usersOfCustomer,
  accountIn,
  payeeByEmail,
  contactsOf,
  customerNamesOf,
  userNamesOf,
  type TUserName,
  hasAccessTo,
  payeeUsersByEmails,
  type TCustomerName,
  type TPayeeUser,
  type TDirectoryUser,
  type TContact,
} from './directory.ts';
