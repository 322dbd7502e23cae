// Benchmark 3 of issue 11: the gateway as a reverse proxy beside nginx (Debian's) in front of
// the same core, on a read call (balanceInquiry) over keep-alive connections; core called
// directly as the reference. Throughput at `clients` connections, latency at 1.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { METHOD_CALLS, methodCallUrl } from '@openportal/contract';
import { brandHost, jsonClient, seedCustomers, signIn } from './lib/customers.ts';
import { cpuMeter, freePort, stopProcess, waitUp } from './lib/processes.ts';
import { withScratchDb } from './lib/scratch.ts';
import { startStack, type TStack } from './lib/stack.ts';
import { closedLoop, describeLoad, type TLoadFigures } from './lib/stats.ts';

const INQUIRY = methodCallUrl('', METHOD_CALLS.balanceInquiry.method);

export function nginxAvailable(): boolean {
  return spawnSync('nginx', ['-v'], { encoding: 'utf8' }).status === 0;
}

/**
 * nginx as the portal's edge would be for the API: `/api/` → core with `/api` removed, the brand
 * from the host as `x-brand`, keep-alive to core (64 idle connections), one worker (the gateway
 * is one Node process too), no access log.
 */
function nginxConfig(dir: string, port: number, corePort: number): string {
  return `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log error;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  keepalive_requests 100000;
  map $host $brand { ~^(?<b>[a-z0-9-]+)\\.localhost$ $b; default ""; }
  upstream core { server 127.0.0.1:${corePort}; keepalive 64; keepalive_requests 100000; }
  server {
    listen 127.0.0.1:${port};
    location /api/ {
      proxy_pass http://core/;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header x-brand $brand;
      proxy_set_header x-forwarded-for $remote_addr;
      proxy_set_header Cookie "";
    }
  }
}
`;
}

async function startNginx(stack: TStack): Promise<{ child: ChildProcess; url: string }> {
  const dir = path.join(stack.root, 'nginx');
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, port, stack.corePort));
  const child = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUp(`${url}/`, 10_000);
  return { child, url };
}

export interface TProxyFigures {
  direct: TLoadFigures;
  nginx: TLoadFigures;
  gateway: TLoadFigures;
  direct1: TLoadFigures;
  nginx1: TLoadFigures;
  gateway1: TLoadFigures;
}

export async function measureProxy(seconds: number, clients: number): Promise<TProxyFigures> {
  return withScratchDb('bench_proxy', async (databaseUrl) => {
    const stack = await startStack({ databaseUrl });
    const nginx = await startNginx(stack);
    const clientsOf = {
      direct: jsonClient(stack.coreUrl, clients),
      nginx: jsonClient(nginx.url, clients),
      gateway: jsonClient(stack.gatewayUrl, clients),
    };
    try {
      const seeded = await seedCustomers(stack, clients, ['100000', '100000']);
      const tokens = await Promise.all(seeded.map((s) => signIn(stack, clientsOf.gateway, s)));
      const headersOf = (target: keyof typeof clientsOf, k: number) => {
        const s = seeded[k % seeded.length]!;
        const auth = { ...brandHost(stack, s.brand), authorization: `Bearer ${tokens[k % tokens.length]!}` };
        // Called directly, core needs what the proxies add: the brand from the host.
        return target === 'direct' ? { ...auth, 'x-brand': s.brand } : auth;
      };
      const run = async (target: keyof typeof clientsOf, n: number, secs: number, quiet = false) => {
        const client = clientsOf[target];
        const prefix = target === 'direct' ? '' : '/api';
        const meter = cpuMeter({
          core: stack.core.pid,
          [target]: target === 'nginx' ? nginx.child.pid : stack.gateway?.pid,
        });
        const f = await closedLoop(n, secs, async (w) => {
          const r = await client.post(`${prefix}${INQUIRY}`, {}, headersOf(target, w));
          return r.body.responseCode === '00';
        });
        const cpu = meter.perRequest(f.ok + f.refused);
        if (!quiet)
          console.log(`  balanceInquiry ${target}, ${n} clients: ${describeLoad(f)}; CPU µs per request: ${cpu}`);
        return f;
      };
      // Warm every path (JIT, connections) before measuring.
      for (const target of ['direct', 'nginx', 'gateway'] as const) await run(target, clients, 1, true);
      const direct = await run('direct', clients, seconds);
      const nginxF = await run('nginx', clients, seconds);
      const gateway = await run('gateway', clients, seconds);
      const direct1 = await run('direct', 1, Math.max(2, seconds / 2));
      const nginx1 = await run('nginx', 1, Math.max(2, seconds / 2));
      const gateway1 = await run('gateway', 1, Math.max(2, seconds / 2));
      return { direct, nginx: nginxF, gateway, direct1, nginx1, gateway1 };
    } finally {
      await Promise.all(Object.values(clientsOf).map((c) => c.close()));
      await stopProcess(nginx.child);
      await stack.close();
    }
  });
}
