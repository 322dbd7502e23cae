import { adminApplicationList } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { applicationOf, listApplications } from '../data/applications.ts';
import type { ApplicationsDeps } from '../module.ts';

/** Every brand's applications for the operators, newest first: by status, brand, creation days, applicant. */
export const adminApplicationListOp = (deps: ApplicationsDeps) =>
  operation(adminApplicationList, async (_ctx, input) => {
    const { rows, total } = await listApplications(deps.db, {
      ...input,
      page: input.page ?? 1,
      pageSize: input.pageSize ?? 100,
    });
    return { responseCode: '00' as const, data: rows.map(applicationOf), meta: { total } };
  });
