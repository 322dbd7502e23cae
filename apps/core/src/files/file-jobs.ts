import type { RecurringJob } from '../jobs/index.ts';
import type { FileStore } from './file-store.ts';

/** Every hour, removes what puts that died midway left (older than an hour), a bounded batch. */
export function fileJobs(store: FileStore, options: { cron?: string; limit?: number } = {}): RecurringJob[] {
  return [
    {
      name: 'files-sweep',
      cron: options.cron ?? '17 * * * *',
      run: async () => void (await store.sweep(new Date(Date.now() - 3_600_000), options.limit ?? 100)),
    },
  ];
}
