import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, matchesGlob } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments, parse as parseYaml } from 'yaml';
import { parseGatewayConfig } from './config.ts';

/**
 * No Docker engine or cluster runs here, so this checks what can be checked: every path the
 * Dockerfiles copy exists, the start commands name real files, compose and the k8s manifests
 * are well formed and their gateway settings parse. Paths other work creates later go in
 * NOT_YET_REQUIRED; paths produced inside the image go in BUILT_IN_IMAGE.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const NOT_YET_REQUIRED = new Set<string>([]);
const BUILT_IN_IMAGE = new Set(['node_modules', 'apps/web/dist', '/rootfs', '/rootfs/repo/.data']);
const DOCKERFILES = ['docker/gateway.Dockerfile', 'docker/core.Dockerfile'];

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const exists = (path: string) => existsSync(join(ROOT, path));
const mustExist = (path: string) => !NOT_YET_REQUIRED.has(path);

type TInstruction = { op: string; args: string[] };

function instructions(dockerfile: string): TInstruction[] {
  return dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [op = '', ...rest] = line.split(/\s+/);
      const text = rest.join(' ');
      const args = text.startsWith('[') ? (JSON.parse(text) as string[]) : rest;
      return { op: op.toUpperCase(), args };
    });
}

/** COPY sources: from the build context, or from an earlier stage's /repo/<path>. */
function copySources(list: TInstruction[]): Array<{ path: string; fromStage: boolean }> {
  return list
    .filter((i) => i.op === 'COPY')
    .flatMap((i) => {
      const fromStage = i.args.some((a) => a.startsWith('--from='));
      const paths = i.args.filter((a) => !a.startsWith('--')).slice(0, -1);
      return paths.map((p) => ({ path: p.replace(/^\/repo\//, '').replace(/\/$/, ''), fromStage }));
    });
}

function nodeScripts(list: TInstruction[]): string[] {
  return list
    .filter((i) => i.op === 'RUN' || i.op === 'CMD')
    .map((i) => i.args)
    .filter((args) => args[0] === 'node' && args[1] !== undefined && !args[1].startsWith('-'))
    .map((args) => args[1] as string);
}

describe.each(DOCKERFILES)('%s', (file) => {
  const list = instructions(read(file));

  it('copies only paths that exist in the repository', () => {
    for (const { path, fromStage } of copySources(list)) {
      if (path === '.' || (fromStage && BUILT_IN_IMAGE.has(path))) continue;
      if (mustExist(path)) expect(exists(path), `${file}: COPY ${path}`).toBe(true);
    }
  });

  it('runs scripts and starts a server that exist', () => {
    const scripts = nodeScripts(list);
    expect(scripts.some((s) => s.endsWith('/server.ts'))).toBe(true);
    for (const script of scripts) if (mustExist(script)) expect(exists(script), `${file}: node ${script}`).toBe(true);
  });

  it('runs as a non-root user with a health check', () => {
    expect(list.some((i) => i.op === 'USER' && i.args[0] !== 'root')).toBe(true);
    expect(list.some((i) => i.op === 'HEALTHCHECK')).toBe(true);
  });

  it('has an ignore file that keeps host node_modules out of the context', () => {
    expect(read(`${file}.dockerignore`)).toContain('**/node_modules');
  });

  it('keeps every tracked source file in the build context', () => {
    const ignored = dockerIgnored(read(`${file}.dockerignore`));
    const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
    // Left out on purpose from core's image: its test-only routes (TEST_SEEDING), tests and test kits.
    const leftOut = (f: string) =>
      file === 'docker/core.Dockerfile' &&
      (f.startsWith('apps/core/src/testing/') || /\.test\.tsx?$/.test(f) || f.endsWith('-test-kit.ts'));
    const sources = tracked.filter(
      (f) => /^(packages|apps|gateway|brands|scripts)\//.test(f) && !f.includes('/node_modules/') && !leftOut(f),
    );
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.filter(ignored)).toEqual([]);
    expect(ignored('packages/contract/src/coverage/spec1.ts')).toBe(false);
    expect(ignored('apps/core/coverage/index.html')).toBe(true);
    expect(ignored('gateway/node_modules/fastify/package.json')).toBe(true);
    if (file === 'docker/core.Dockerfile') {
      expect(ignored('apps/core/src/testing/seeding-routes.ts')).toBe(true);
      expect(ignored('apps/core/src/money/money.api.test.ts')).toBe(true);
      expect(ignored('apps/core/src/money/operations/transfer-p2p.ts')).toBe(false);
    }
  });

  it('needs no image registry beyond its base: no syntax directive, the base is a build argument', () => {
    const text = read(file);
    expect(text).not.toMatch(/^#\s*syntax=/m);
    expect(text).toMatch(/^ARG NODE_IMAGE=\S+/m);
    const froms = list.filter((i) => i.op === 'FROM').map((i) => i.args[0]);
    expect(
      froms.filter((f) => f !== 'scratch' && !f?.startsWith('${NODE_IMAGE}') && !/^[a-z-]+$/.test(f ?? '')),
    ).toEqual([]);
  });

  it('ships a runtime FROM scratch with a numeric non-root user and version labels', () => {
    const runtime = list.slice(list.findLastIndex((i) => i.op === 'FROM'));
    expect(runtime[0]?.args).toEqual(['scratch', 'AS', 'runtime']);
    expect(runtime.find((i) => i.op === 'USER')?.args[0]).toMatch(/^[1-9][0-9]*:[1-9][0-9]*$/);
    expect(
      runtime
        .filter((i) => i.op === 'LABEL')
        .flatMap((i) => i.args)
        .join(' '),
    ).toContain('org.opencontainers.image.version="${VERSION}"');
  });
});

/**
 * A .dockerignore as BuildKit reads it: a path is out when the last pattern matching it or one
 * of its parent folders is not a `!` exception.
 */
function dockerIgnored(text: string): (path: string) => boolean {
  const rules = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'))
    .map((l) => ({ out: !l.startsWith('!'), glob: l.replace(/^!/, '').replace(/^\//, '').replace(/\/$/, '') }));
  return (path: string) => {
    const parts = path.split('/');
    const prefixes = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
    let out = false;
    for (const rule of rules) if (prefixes.some((p) => matchesGlob(p, rule.glob))) out = rule.out;
    return out;
  };
}

type TComposeService = {
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  healthcheck?: unknown;
  command?: unknown;
};

/** `${NAME:-default}` -> default: what compose uses when the variable is unset. */
const composeDefaults = (env: Record<string, string>) =>
  Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v).replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1')]));

describe('docker/compose.yaml', () => {
  const compose = parseYaml(read('docker/compose.yaml'), { merge: true }) as {
    services: Record<string, TComposeService>;
  };

  it('has postgres 15, redis 7, core and gateway, each with a health check', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['core', 'gateway', 'postgres', 'redis']);
    for (const [name, service] of Object.entries(compose.services)) expect(service.healthcheck, name).toBeDefined();
    expect(read('docker/compose.yaml')).toMatch(/image: \$\{POSTGRES_IMAGE:-postgres:15\}/);
    expect(read('docker/compose.yaml')).toMatch(/image: \$\{REDIS_IMAGE:-redis:7\}/);
  });

  it('passes core no empty setting (core refuses an empty SMTP_URL)', () => {
    const env = composeDefaults(compose.services.core?.environment ?? {});
    for (const [key, value] of Object.entries(env)) expect(value, key).not.toBe('');
  });

  it('builds from Dockerfiles that exist', () => {
    for (const name of ['core', 'gateway']) {
      const build = compose.services[name]?.build;
      expect(build?.context).toBe('..');
      expect(exists(build?.dockerfile ?? 'missing'), name).toBe(true);
    }
  });

  it('gives core a DATABASE_URL and the gateway settings that parse', () => {
    expect(compose.services.core?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    const config = parseGatewayConfig(composeDefaults(compose.services.gateway?.environment ?? {}));
    expect(config.apiIndexTable[config.apiIndex]).toBe('http://core:4000');
  });
});

type TK8sDoc = {
  kind: string;
  metadata: { name: string };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
};

function k8sDocs(dir: string): TK8sDoc[] {
  return readdirSync(join(ROOT, dir))
    .filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml')
    .flatMap((f) => parseAllDocuments(read(join(dir, f))).map((d) => d.toJS() as TK8sDoc));
}

/** A kustomize `envs:` file: KEY=value lines, # comments. */
function envFile(path: string): Record<string, string> {
  return Object.fromEntries(
    read(path)
      .split('\n')
      .filter((l) => l.trim() !== '' && !l.startsWith('#'))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );
}

type TProbe = { httpGet?: { path: string; port: string } };
type TContainer = {
  command: string[];
  ports: Array<{ name: string; containerPort: number }>;
  startupProbe?: TProbe;
  readinessProbe?: TProbe;
  livenessProbe?: TProbe;
  resources?: { requests?: object; limits?: object };
  securityContext?: object;
};
type TKustomization = {
  resources?: string[];
  patches?: Array<{ path?: string }>;
  configMapGenerator?: Array<{ name: string; envs?: string[]; files?: string[] }>;
  secretGenerator?: Array<{ name: string; envs?: string[] }>;
};

const OVERLAYS = readdirSync(join(ROOT, 'infra/k8s/overlays'));

describe('infra/k8s', () => {
  const base = k8sDocs('infra/k8s/base');
  const deployment = (name: string) => {
    const d = base.find((x) => x.kind === 'Deployment' && x.metadata.name === name);
    return (d?.spec?.template as { spec: { securityContext: { runAsNonRoot: boolean }; containers: TContainer[] } })
      .spec;
  };

  it('lists in each kustomization only files that exist (secrets.env: its committed example)', () => {
    expect(OVERLAYS.sort()).toEqual(['production', 'staging']);
    for (const dir of ['infra/k8s/base', ...OVERLAYS.map((o) => `infra/k8s/overlays/${o}`)]) {
      const k = parseYaml(read(join(dir, 'kustomization.yaml'))) as TKustomization;
      const files = [
        ...(k.resources ?? []),
        ...(k.patches ?? []).flatMap((p) => (p.path === undefined ? [] : [p.path])),
        ...(k.configMapGenerator ?? []).flatMap((g) => [...(g.envs ?? []), ...(g.files ?? [])]),
      ];
      for (const f of files) expect(exists(join(dir, f)), `${dir}: ${f}`).toBe(true);
      for (const g of k.secretGenerator ?? [])
        for (const f of g.envs ?? []) expect(exists(join(dir, `${f}.example`)), `${dir}: ${f}.example`).toBe(true);
    }
  });

  it('probes: startup, liveness on the process only, readiness on the database (core)', () => {
    const core = deployment('openportal-core').containers[0];
    expect(core?.startupProbe?.httpGet?.path).toBe('/live');
    expect(core?.livenessProbe?.httpGet?.path).toBe('/live');
    expect(core?.readinessProbe?.httpGet?.path).toBe('/health');
    const gateway = deployment('openportal-gateway').containers[0];
    for (const probe of [gateway?.startupProbe, gateway?.livenessProbe, gateway?.readinessProbe])
      expect(probe?.httpGet?.path).toBe('/health');
  });

  it('has Deployments with requests, limits, non-root, metrics ports and real start commands', () => {
    for (const name of ['openportal-core', 'openportal-gateway']) {
      const pod = deployment(name);
      expect(pod.securityContext.runAsNonRoot).toBe(true);
      for (const c of pod.containers) {
        expect(c.resources?.requests).toBeDefined();
        expect(c.resources?.limits).toBeDefined();
        expect(c.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true });
        expect(c.ports.map((p) => p.name).sort()).toEqual(['http', 'metrics']);
        expect(exists(c.command[1] ?? 'missing'), c.command.join(' ')).toBe(true);
      }
    }
  });

  it('has Services, PodDisruptionBudgets, HPAs, NetworkPolicies and a wildcard Ingress to the gateway', () => {
    const kinds = base.map((d) => `${d.kind}/${d.metadata.name}`);
    for (const name of ['openportal-core', 'openportal-gateway']) {
      for (const kind of ['Service', 'PodDisruptionBudget', 'HorizontalPodAutoscaler', 'NetworkPolicy'])
        expect(kinds).toContain(`${kind}/${name}`);
      expect(base.find((d) => d.kind === 'Deployment' && d.metadata.name === name)?.spec?.replicas).toBeUndefined();
    }
    const ingress = base.find((d) => d.kind === 'Ingress');
    expect(JSON.stringify(ingress?.spec)).toContain('"host":"*.portal.example.com"');
  });

  it('lets only the gateway reach core (and monitoring its metrics port)', () => {
    const policy = base.find((d) => d.kind === 'NetworkPolicy' && d.metadata.name === 'openportal-core')?.spec as {
      ingress: Array<{ from: Array<Record<string, unknown>>; ports: Array<{ port: string }> }>;
    };
    const http = policy.ingress.filter((r) => r.ports.some((p) => p.port === 'http'));
    expect(http).toHaveLength(1);
    expect(http[0]?.from).toEqual([
      { podSelector: { matchLabels: { 'app.kubernetes.io/name': 'openportal-gateway' } } },
    ]);
  });

  it('has gateway settings that parse with every overlay’s API-index table', () => {
    const env = envFile('infra/k8s/base/gateway.env');
    expect(env.API_INDEX_TABLE).toBe('/etc/openportal/api-index.json');
    for (const table of [
      'infra/k8s/base/api-index.json',
      ...OVERLAYS.map((o) => `infra/k8s/overlays/${o}/api-index.json`),
    ]) {
      const config = parseGatewayConfig({
        ...env,
        API_INDEX_TABLE: join(ROOT, table),
        INTERNAL_SECRET: 'a-secret-from-the-cluster',
      });
      expect(config.apiIndexTable.local, table).toBe('http://openportal-core:4000');
      expect(config.cookieSecure).toBe(true);
      expect(config.redisUrl).toBe('redis://openportal-redis:6379');
    }
    expect(base.map((d) => `${d.kind}/${d.metadata.name}`)).toContain('Service/openportal-redis');
  });
});
