// Benchmark 4 of issue 11: sign-ins per second through gateway → core (login with the password,
// then the token exchange, as the portal does it) beside raw argon2id hashes per second with
// core's parameters (m=19 MiB, t=2, p=1), the same number in flight, in this process.
import { argon2, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { jsonClient, seedCustomers, signIn } from './lib/customers.ts';
import { withScratchDb } from './lib/scratch.ts';
import { cpuMeter } from './lib/processes.ts';
import { startStack } from './lib/stack.ts';
import { closedLoop, describeLoad, type TLoadFigures } from './lib/stats.ts';

const argon2Async = promisify(argon2);
/** Core's parameters (apps/core/src/identity/passwords.ts). */
const PARAMS = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;

export async function rawArgon2(inFlight: number, seconds: number): Promise<TLoadFigures> {
  const message = Buffer.from('Bench-password-2026', 'utf8');
  return closedLoop(inFlight, seconds, async () => {
    await argon2Async('argon2id', { message, nonce: randomBytes(16), ...PARAMS });
    return true;
  });
}

export interface TSignInFigures {
  raw: TLoadFigures;
  signIns: TLoadFigures;
}

export async function measureSignIn(seconds: number, inFlight: number): Promise<TSignInFigures> {
  return withScratchDb('bench_signin', async (databaseUrl) => {
    const stack = await startStack({ databaseUrl });
    const client = jsonClient(stack.gatewayUrl, inFlight);
    try {
      const seeded = await seedCustomers(stack, 16, []);
      await signIn(stack, client, seeded[0]!);
      const rawMeter = cpuMeter({});
      const raw = await rawArgon2(inFlight, seconds);
      console.log(
        `  raw argon2id, ${inFlight} in flight: ${describeLoad(raw)}; CPU µs per hash: ${rawMeter.perRequest(raw.ok)}`,
      );
      const meter = cpuMeter({ core: stack.core.pid, gateway: stack.gateway?.pid });
      const signIns = await closedLoop(inFlight, seconds, async (_w, n) => {
        await signIn(stack, client, seeded[n % seeded.length]!);
        return true;
      });
      console.log(
        `  sign-ins through the gateway, ${inFlight} in flight: ${describeLoad(signIns)}; ` +
          `CPU µs per sign-in: ${meter.perRequest(signIns.ok)}`,
      );
      return { raw, signIns };
    } finally {
      await client.close();
      await stack.close();
    }
  });
}
