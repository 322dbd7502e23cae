import type { TDomain } from '../domains.ts';
import { restGroup } from '../define.ts';

/**
 * The back office's own calls (issue 9), in the folder of the domain they are about (admin/ keeps
 * the operators' own machinery: sign-in, roles, audit, four eyes): the spec never shows the operators' screens, so every
 * call here is ours (`ourChoice`). They are REST calls under /admin like the spec's admin
 * calls, answer the envelope plus `data` like spec 3's admin area, take the operator's bearer
 * (`adm_…`) and list the roles that may make them (`adminRoles`; superadmin may make all).
 * They are not spec calls, so the coverage table does not list them (BACKOFFICE_REST_CALLS).
 * `domain` is the domain the calls are about; `note` names the issue that brought them.
 */
export const backofficeGroup = (domain: TDomain, note: string) =>
  restGroup(domain, `spec3 §7 Admin area: the back office (ours, ${note}; the spec does not show it)`, {
    access: 'admin',
    headers: ['Accept-Language'],
    ourChoice: true,
    brandless: true,
  });
