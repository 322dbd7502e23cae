import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseManifests, validateManifests, type TManifest } from './validate-manifests.ts';

const BASE = path.join(import.meta.dirname, '..', 'k8s', 'base');

function deployment(container: Record<string, unknown>, spec: Record<string, unknown> = {}): TManifest {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'x' },
    spec: {
      selector: { matchLabels: { app: 'x' } },
      template: {
        metadata: { labels: { app: 'x' } },
        spec: { containers: [{ name: 'x', image: 'x:1', ...container }] },
      },
      ...spec,
    },
  };
}

describe('validateManifests', () => {
  it('accepts a valid Deployment', async () => {
    expect(await validateManifests([deployment({ resources: { limits: { cpu: '1', memory: '512Mi' } } })])).toEqual([]);
  });

  it('refuses a wrong type, a bad quantity, a missing field and an unknown kind', async () => {
    const problems = await validateManifests([
      deployment({}, { replicas: '2' }),
      deployment({ resources: { limits: { memory: 'lots' } } }),
      { apiVersion: 'v1', kind: 'Service', metadata: { name: 's' }, spec: { ports: [{ targetPort: 80 }] } },
      { apiVersion: 'apps/v1', kind: 'Deploymnet', metadata: { name: 'typo' } },
    ]);
    const text = problems.map((p) => `${p.document}: ${p.message}`).join('\n');
    expect(text).toMatch(/Deployment\/x.*replicas must be integer/);
    expect(text).toMatch(/limits\/memory must match format "quantity"/);
    expect(text).toMatch(/Service\/s.*must have required property port/);
    expect(text).toMatch(/Deploymnet\/typo.*unknown kind/);
  });

  it('refuses an unknown field that the schema alone lets through', async () => {
    const problems = await validateManifests([deployment({ livenesProbe: { httpGet: { path: '/live', port: 80 } } })]);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(/livenesProbe/);
  });

  it('reads base64 as the API server does (line breaks skipped)', async () => {
    const secret = {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 's' },
      data: { a: 'cG9zdGdyZXM6Ly9\nvcGVu\n' },
    };
    expect(await validateManifests([secret])).toEqual([]);
    expect(await validateManifests([{ ...secret, data: { a: 'not base64!' } }])).not.toEqual([]);
  });
});

describe('infra/k8s/base', () => {
  it('has only valid manifests', async () => {
    const files = readdirSync(BASE).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');
    const docs = files.flatMap((f) => parseManifests(readFileSync(path.join(BASE, f), 'utf8')));
    expect(docs.length).toBeGreaterThanOrEqual(13);
    expect(await validateManifests(docs)).toEqual([]);
  });
});
