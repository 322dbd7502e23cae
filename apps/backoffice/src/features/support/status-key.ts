import { supportStatusKey } from '@openportal/i18n';

/** The catalogue key of a ticket status (shared with the portal: @openportal/i18n). */
export const statusKey = supportStatusKey;
