import type { Db } from '@openportal/db';
import type { Outbox } from '../../jobs/index.ts';

/** What the profile operations use of identity's deps. */
export interface ProfileDeps {
  db: Db;
  outbox: Outbox;
  brandName: (brand: string) => string;
}
