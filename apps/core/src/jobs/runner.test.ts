import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@openportal/db';
import { startJobRunner, withTimeout, type JobHandlers, type JobRunner, type JobRunnerOptions } from './runner.ts';
import { DB_KIND, openTestDb } from './test-db.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe(`job runner (${DB_KIND})`, () => {
  let t: Awaited<ReturnType<typeof openTestDb>>;
  let db: Db;
  const runners: JobRunner[] = [];
  /** A runner on a pg-boss schema of its own unless one is given (tests do not see each other's jobs). */
  const start = async (handlers: JobHandlers, options: JobRunnerOptions = {}) => {
    const r = await startJobRunner(db, handlers, { schema: t.bossSchema(), pollS: 0.5, ...options });
    runners.push(r);
    return r;
  };
  beforeAll(async () => {
    t = await openTestDb();
    db = t.db;
  });
  // PGlite has one connection: runners of earlier tests polling on would slow the later ones.
  afterEach(async () => {
    for (const r of runners.splice(0)) await r.stop();
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs a job written in a committed transaction once, and none of a rolled-back one', async () => {
    const got: unknown[] = [];
    const r = await start({ mail: async (p) => void got.push(p) });
    await expect(
      db.transaction(async (tx) => {
        await r.enqueue(tx, 'mail', { to: 'rolled-back' });
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    await db.transaction((tx) => r.enqueue(tx, 'mail', { to: 'committed' }));
    await expect.poll(() => got).toEqual([{ to: 'committed' }]);
    await sleep(1_000);
    expect(got).toEqual([{ to: 'committed' }]);
  });

  it('writes an outbox list in the caller transaction and runs each entry, retried by its policy', async () => {
    const got: string[] = [];
    let failFirst = true;
    const r = await start(
      {
        mail: async (m) => {
          if (m.to === 'b@x' && failFirst) {
            failFirst = false;
            throw new Error('smtp down');
          }
          got.push(m.to);
        },
      },
      { policies: { mail: { attempts: 3, delayS: 1, maxDelayS: 1 } }, notifyPollS: 0.5 },
    );
    const mail = (to: string) => ({ to, subject: 's', text: 't', html: 'h' });
    await expect(
      db.transaction(async (tx) => {
        await r.add(tx, 'mail', [mail('gone1@x'), mail('gone2@x')]);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    await db.transaction((tx) => r.add(tx, 'mail', [mail('a@x'), mail('b@x'), mail('c@x')]));
    await db.transaction((tx) => r.add(tx, 'mail', []));
    await expect.poll(() => [...got].sort(), { timeout: 15_000 }).toEqual(['a@x', 'b@x', 'c@x']);
    expect(failFirst).toBe(false);
    await expect.poll(() => r.backlog().then((b) => b.unsent), { timeout: 10_000 }).toBe(0);
  });

  it('wakes the workers on commit (LISTEN/NOTIFY), well before the next poll', async () => {
    const got: unknown[] = [];
    // sms notifies (a code someone waits for); mail and push, which money writes, only poll.
    const r = await start({ sms: async (p) => void got.push(p) }, { pollS: 30, notifyPollS: 30 });
    // Let the first poll (at start) pass, so only a notification can bring the job in time.
    await sleep(1_000);
    const sent = Date.now();
    await db.transaction((tx) => r.enqueue(tx, 'sms', { to: '+15550100' }));
    await expect.poll(() => got, { timeout: 8_000, interval: 50 }).toEqual([{ to: '+15550100' }]);
    expect(Date.now() - sent).toBeLessThan(8_000);
  });

  // The one LISTEN left in core (pg-boss's, for sms): killed on the server, it comes back and wakes again.
  it.skipIf(DB_KIND !== 'postgres')('wakes the workers again after its LISTEN backend is terminated', async () => {
    const got: unknown[] = [];
    const schema = t.bossSchema();
    const r = await start({ sms: async (p) => void got.push(p) }, { schema, pollS: 30, notifyPollS: 30 });
    const listening = async () =>
      (
        await db.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity WHERE pid <> pg_backend_pid()
              AND query = 'LISTEN ' || ('pgboss_' || left(encode(sha224($1::bytea), 'hex'), 24))`,
          [schema],
        )
      ).rows.map((row) => row.pid);
    await expect.poll(async () => (await listening()).length).toBe(1);
    const [killed] = await listening();
    await db.query('SELECT pg_terminate_backend($1)', [killed]);
    // A new backend listens on the same channel (db.listen reconnects, 100 ms doubling).
    await expect.poll(async () => (await listening()).filter((pid) => pid !== killed).length).toBe(1);
    await sleep(1_000);
    await db.transaction((tx) => r.enqueue(tx, 'sms', { to: 'after-kill' }));
    await expect.poll(() => got, { timeout: 8_000, interval: 50 }).toEqual([{ to: 'after-kill' }]);
  });

  it('retries a failing job with growing delays, then parks it', async () => {
    const at: number[] = [];
    const r = await start(
      {
        push: async () => {
          at.push(Date.now());
          throw new Error('receiver down');
        },
      },
      // Retries come due without a NOTIFY: the backstop poll brings them in.
      { policies: { push: { attempts: 3, delayS: 1, maxDelayS: 2 } }, notifyPollS: 0.5 },
    );
    await db.transaction((tx) => r.enqueue(tx, 'push', { url: 'https://example.test/hook' }));
    await expect
      .poll(() => r.parked('push'), { timeout: 20_000 })
      .toEqual([expect.objectContaining({ data: { url: 'https://example.test/hook' } })]);
    expect(at).toHaveLength(3);
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(900);
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(900);
    await sleep(1_500);
    expect(at).toHaveLength(3);
  });

  it('aborts a run that exceeds its timeout and runs it again', async () => {
    const signals: AbortSignal[] = [];
    const r = await start(
      {
        sms: async (_p, { signal }) => {
          signals.push(signal);
          if (signals.length === 1) await new Promise((resolve) => signal.addEventListener('abort', resolve));
        },
      },
      { policies: { sms: { attempts: 2, delayS: 1, maxDelayS: 1, timeoutS: 1 } }, notifyPollS: 0.5 },
    );
    await db.transaction((tx) => r.enqueue(tx, 'sms', { to: '+37060000000' }));
    await expect.poll(() => signals.length, { timeout: 15_000 }).toBe(2);
    expect(signals[0]!.aborted).toBe(true);
    expect(await r.parked('sms')).toEqual([]);
  });

  it('runs again a job whose replica died after claiming it', async () => {
    const schema = t.bossSchema();
    const policies = { push: { attempts: 3, delayS: 1, maxDelayS: 1, timeoutS: 1 } };
    const dead = await start({ push: async () => undefined }, { schema, work: false, policies, expiryMarginS: 1 });
    await db.transaction((tx) => dead.enqueue(tx, 'push', { device: 'd1' }));
    // The replica claims the job, then dies before settling it (its process was killed).
    expect(await dead.boss.fetch('push')).toHaveLength(1);
    await dead.stop();
    const got: unknown[] = [];
    await start(
      { push: async (p) => void got.push(p) },
      { schema, policies, expiryMarginS: 1, superviseS: 1, notifyPollS: 0.5 },
    );
    await expect.poll(() => got, { timeout: 20_000 }).toEqual([{ device: 'd1' }]);
  });

  it('keeps a scheduled job until its time', async () => {
    const got: unknown[] = [];
    const r = await start({ sms: async (p) => void got.push(p) }, { work: false });
    const runAt = new Date(Date.now() + 2_000);
    await db.transaction((tx) => r.enqueue(tx, 'sms', { event: 'later' }, { runAt }));
    expect(await r.drainOnce()).toBe(0);
    await expect.poll(() => r.drainOnce(), { timeout: 10_000, interval: 250 }).toBe(1);
    expect(got).toEqual([{ event: 'later' }]);
    expect(Date.now()).toBeGreaterThanOrEqual(runAt.getTime() - 50);
  });

  it('shares the work between replicas: every job runs exactly once', async () => {
    const schema = t.bossSchema();
    const counts = new Map<number, number>();
    const handlers: JobHandlers = {
      sms: async (p) => {
        const { n } = p as unknown as { n: number };
        counts.set(n, (counts.get(n) ?? 0) + 1);
      },
    };
    const a = await start(handlers, { schema, batchSize: 5 });
    await start(handlers, { schema, batchSize: 5, concurrency: 2 });
    const total = 60;
    await db.transaction(async (tx) => {
      for (let n = 0; n < total; n++) await a.enqueue(tx, 'sms', { n });
    });
    await expect.poll(() => counts.size, { timeout: 30_000 }).toBe(total);
    await sleep(1_000);
    expect([...counts.values()].every((c) => c === 1)).toBe(true);
  });

  it('works a backlog batch after batch without waiting for polls', async () => {
    let done = 0;
    const r = await start({ sms: async () => void done++ }, { batchSize: 10, pollS: 30, notifyPollS: 30 });
    await sleep(500);
    const started = Date.now();
    await db.transaction(async (tx) => {
      for (let n = 0; n < 200; n++) await r.enqueue(tx, 'sms', { n });
    });
    await expect.poll(() => done, { timeout: 20_000 }).toBe(200);
    // Twenty batches: waiting for a poll between them would take ten minutes.
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('leaves jobs of a kind nobody handles yet waiting, and runs them once a handler comes', async () => {
    const schema = t.bossSchema();
    const first = await start({}, { schema, work: false });
    await db.transaction((tx) => first.enqueue(tx, 'sms', { to: 'waiting' }));
    expect(await first.drainOnce()).toBe(0);
    const got: unknown[] = [];
    const second = await start({ sms: async (p) => void got.push(p) }, { schema, work: false });
    expect(await second.drainOnce()).toBe(1);
    expect(got).toEqual([{ to: 'waiting' }]);
  });

  it('schedules recurring jobs, drops the schedules of removed ones, and runs them', async () => {
    const schema = t.bossSchema();
    const runs: string[] = [];
    const job = (name: string) => ({ name, cron: '*/5 * * * *', run: async () => void runs.push(name) });
    const first = await start({}, { schema, work: false, recurring: [job('a'), job('b')] });
    const names = async () => (await first.boss.getSchedules()).map((s) => s.name).sort();
    expect(await names()).toEqual(['recurring.a', 'recurring.b']);
    const second = await start({}, { schema, work: false, recurring: [job('a')] });
    expect(await names()).toEqual(['recurring.a']);
    await second.boss.send('recurring.a', {});
    expect(await second.drainOnce()).toBe(1);
    expect(runs).toEqual(['a']);
  });

  it('refuses options and payloads beyond their bounds', async () => {
    await expect(start({ mail: async () => undefined }, { policies: { mail: { attempts: 0 } } })).rejects.toThrow(
      /out of bounds/,
    );
    await expect(start({}, { batchSize: 1_000 })).rejects.toThrow(/batchSize/);
    const r = await start({}, { work: false });
    await expect(db.transaction((tx) => r.enqueue(tx, 'mail', { blob: 'x'.repeat(300 * 1024) }))).rejects.toThrow(
      /too large/,
    );
  });
});

describe('withTimeout', () => {
  it('rejects when the time is up and aborts the signal; resolves otherwise', async () => {
    let seen: AbortSignal | undefined;
    await expect(
      withTimeout(50, [], (signal) => {
        seen = signal;
        return new Promise(() => undefined);
      }),
    ).rejects.toThrow();
    expect(seen?.aborted).toBe(true);
    await expect(withTimeout(1_000, [], async () => 7)).resolves.toBe(7);
    const outer = new AbortController();
    outer.abort(new Error('stopping'));
    await expect(withTimeout(1_000, [outer.signal], () => new Promise(() => undefined))).rejects.toThrow('stopping');
  });
});
