import type { Db } from '@openportal/db';
import { loadOperations, type CoreModule } from '../platform/module.ts';

export interface AnalyticsDeps {
  db: Db;
}

/**
 * Product analytics (spec 3 §7): the sink standing in for the third-party service the spec names
 * (the portal's client batches events to `analyticsTrack`) and the operators' daily counts.
 * It never reads or writes another domain's rows, and nothing on a customer's path waits for it.
 */
export async function analyticsModule(deps: AnalyticsDeps): Promise<CoreModule> {
  return { name: 'analytics', operations: await loadOperations(new URL('./operations/', import.meta.url), deps) };
}
