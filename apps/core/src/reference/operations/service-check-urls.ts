import { REST_CALLS } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import type { ReferenceDeps } from '../module.ts';
import { checkUrls } from '../url-check.ts';

/** Each link checked locally (scheme, credentials, host, our blocked hosts): see url-check.ts. */
export const serviceCheckUrlsOp = (deps: ReferenceDeps) =>
  operation(REST_CALLS.serviceCheckUrls, async (_ctx, input) => ({
    responseCode: '00' as const,
    urls: await checkUrls(deps.db, input.urls),
  }));
