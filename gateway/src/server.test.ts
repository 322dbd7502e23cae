import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { expect, it } from 'vitest';

/** The start command of the Dockerfile and the k8s Deployment, run as is: it listens and stops cleanly. */
it('node gateway/src/server.ts serves /health and exits 0 on SIGTERM', async () => {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'server.ts')], {
    env: {
      ...process.env,
      PORT: '0',
      LOG_LEVEL: 'info',
      API_UPSTREAM_LOCAL: 'http://127.0.0.1:9',
      BRANDS_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await expectServesAndStops(child);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
});

async function expectServesAndStops(child: ReturnType<typeof spawn>) {
  if (child.stdout === null) throw new Error('no stdout');
  const lines = createInterface({ input: child.stdout });
  let url: string | undefined;
  for await (const line of lines) {
    url = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
    if (url !== undefined) break;
  }
  expect(url).toBeDefined();
  const health = await fetch(`${url}/health`);
  expect(await health.json()).toEqual({ status: 'ok' });
  child.kill('SIGTERM');
  const [code] = (await once(child, 'exit')) as [number | null];
  expect(code).toBe(0);
}
