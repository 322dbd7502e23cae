import { z } from 'zod';
import * as applications from './calls/merchant/applications.ts';
import * as contracts from './calls/merchant/contracts.ts';
import * as documents from './calls/merchant/documents.ts';
import * as publicApi from './calls/merchant/public-api.ts';
import { ZApplicationDraft } from './calls/merchant/application-body.ts';
import { SERVICE_BASES } from './calls/index.ts';
import { pathParamNames, type RestCall } from './calls/define.ts';
import { API_DESCRIPTION_VERSION, OPENAPI_VERSION } from './constants.ts';
import { ZEnvelope } from './envelope.ts';
import { failuresOf } from './openapi-failures.ts';

/**
 * The OpenAPI 3.1 description of spec 3's REST APIs (merchant-account application, customer and
 * admin; public-api; contracts), generated from the contract schemas. Never edited by hand: the
 * checked-in openapi/openapi.json is compared with a fresh generation by a test.
 */
type TJson = Record<string, unknown>;
const GROUPS: [tag: string, description: string, ns: object][] = [
  [
    'Customer application',
    "The applicant's own merchant-account applications and documents (Customer-Id header).",
    applications,
  ],
  ['Admin application review', 'Back-office listing, editing, approval and rejection of applications.', applications],
  ['Public API', 'Webhooks, API keys, allowed IPs and request logs.', publicApi],
  [
    'Revenue-split contracts',
    'Contracts between two parties splitting payments by a percentage.',
    { ...contracts, ...documents },
  ],
];

function tagOf(key: string, call: RestCall): string | null {
  if (call.path.startsWith('/admin/')) return 'Admin application review';
  if (call.path.startsWith('/acquiring-admin/')) return 'Customer application';
  if (call.path.startsWith('/public-api/')) return 'Public API';
  if (key in contracts || key in documents) return 'Revenue-split contracts';
  return null;
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): TJson {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as TJson;
  return rest;
}

function objectProps(schema: z.ZodType, io: 'input' | 'output'): { props: Record<string, TJson>; required: string[] } {
  const s = jsonSchema(schema, io);
  return { props: (s.properties ?? {}) as Record<string, TJson>, required: (s.required ?? []) as string[] };
}

/** Shared entities become components; `Input` names hold the request-side form. */
const SHARED: [name: string, schema: z.ZodType][] = [
  ['Application', applications.ZApplication],
  ['ApplicationBody', ZApplicationDraft],
  ['ApplicationDocument', applications.ZApplicationDocument],
  ['AdminToken', applications.ZAdminToken],
  ['AdminUser', applications.ZAdminUser],
  ['Webhook', publicApi.ZWebhook],
  ['WebhookRequest', publicApi.ZWebhookRequest],
  ['ApiKey', publicApi.ZApiKey],
  ['AllowedIp', publicApi.ZAllowedIp],
  ['ApiRequest', publicApi.ZApiRequest],
  ['Contract', contracts.ZContract],
  ['ContractListMeta', contracts.ZContractListMeta],
];

/** Builds the components of one side (requests: input, answers: output) with refs between them. */
class Components {
  private readonly registry = z.registry<{ id: string }>();
  private readonly ids = new Map<z.ZodType, string>();
  private readonly io: 'input' | 'output';
  private readonly suffix: string;
  constructor(io: 'input' | 'output', suffix: string) {
    this.io = io;
    this.suffix = suffix;
    for (const [name, schema] of SHARED) this.add(schema, `${name}${io === 'input' ? 'Input' : ''}`);
  }
  add(schema: z.ZodType, id: string): string {
    const known = this.ids.get(schema);
    if (known) return known;
    this.ids.set(schema, id);
    this.registry.add(schema, { id });
    return id;
  }
  ref(schema: z.ZodType, key: string): TJson {
    return { $ref: `#/components/schemas/${this.add(schema, `${key}${this.suffix}`)}` };
  }
  build(): Record<string, TJson> {
    const out = z.toJSONSchema(this.registry, {
      target: 'draft-2020-12',
      io: this.io,
      unrepresentable: 'any',
      uri: (id) => `#/components/schemas/${id}`,
    }) as { schemas: Record<string, TJson> };
    return Object.fromEntries(Object.entries(out.schemas).map(([id, { $schema: _s, $id: _i, ...rest }]) => [id, rest]));
  }
}

const SECURITY: Record<string, TJson[]> = {
  public: [],
  bearer: [{ bearerAuth: [] }],
  admin: [{ adminAuth: [] }],
  merchantApiKey: [{ apiKeyAuth: [] }],
};

/** Path, query and header parameters of a REST call. */
function parametersOf(call: RestCall, hasBody: boolean): TJson[] {
  const parameters: TJson[] = [];
  if (call.params) {
    const { props } = objectProps(call.params, 'input');
    for (const name of pathParamNames(call.path))
      parameters.push({ name, in: 'path', required: true, schema: props[name] ?? { type: 'string' } });
  }
  if (!hasBody) {
    const { props, required } = objectProps(call.request, 'input');
    for (const [name, schema] of Object.entries(props))
      parameters.push({ name, in: 'query', required: required.includes(name), schema });
  }
  if (call.headers.includes('Customer-Id'))
    parameters.push({
      name: 'Customer-Id',
      in: 'header',
      required: false,
      description: 'The customer acted for (business mode).',
      schema: { type: 'string' },
    });
  if (call.headers.includes('Accept-Language'))
    parameters.push({ name: 'Accept-Language', in: 'header', required: false, schema: { type: 'string' } });
  if (call.headers.includes('Idempotency-Key'))
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      schema: { type: 'string', maxLength: 128 },
    });
  return parameters;
}

/** The request body of a POST/PUT/PATCH call: JSON, or multipart with its file parts. */
function requestBodyOf(key: string, call: RestCall, requests: Components): TJson {
  if (!call.multipart)
    return { required: true, content: { 'application/json': { schema: requests.ref(call.request, key) } } };
  const { props, required } = objectProps(call.request, 'input');
  const properties: Record<string, TJson> = { ...props };
  for (const f of call.multipart.fileParts)
    properties[f] = { type: 'string', contentMediaType: 'application/octet-stream' };
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: { type: 'object', properties, required: [...required, ...call.multipart.fileParts] },
      },
    },
  };
}

function operation(key: string, call: RestCall, tag: string, requests: Components, answers: Components): TJson {
  const hasBody = call.verb === 'POST' || call.verb === 'PUT' || call.verb === 'PATCH';
  const parameters = parametersOf(call, hasBody);
  const op: TJson = {
    operationId: key,
    tags: [tag],
    summary: `${call.verb} ${call.path}`,
    description: `${call.section}${call.ourChoice ? ' (fields or answer our choice where the spec says "not shown")' : ''}. Access: ${call.access}.`,
    security: SECURITY[call.access] ?? [{ bearerAuth: [] }],
  };
  if (parameters.length) op.parameters = parameters;
  if (hasBody) op.requestBody = requestBodyOf(key, call, requests);
  const ok = call.binaryResponse
    ? {
        description: 'The file',
        content: { [call.binaryResponse]: { schema: { type: 'string', contentMediaType: call.binaryResponse } } },
      }
    : {
        description: 'Success: responseCode 00',
        content: { 'application/json': { schema: answers.ref(call.response, key) } },
      };
  op.responses = { '200': ok, ...failuresOf(key) };
  return op;
}

export function buildOpenApiDocument(): TJson {
  const paths: Record<string, Record<string, TJson>> = {};
  const seen = new Set<string>();
  const requests = new Components('input', 'Request');
  const answers = new Components('output', 'Response');
  for (const [, , ns] of GROUPS) {
    for (const [key, value] of Object.entries(ns).sort(([a], [b]) => (a < b ? -1 : 1))) {
      const call = value as RestCall;
      if (!call || typeof call !== 'object' || call.transport !== 'rest' || seen.has(key)) continue;
      const tag = tagOf(key, call);
      if (!tag) continue;
      seen.add(key);
      const path = `${SERVICE_BASES[call.service ?? 'api']}${call.path}`;
      (paths[path] ??= {})[call.verb.toLowerCase()] = operation(key, call, tag, requests, answers);
    }
  }
  // Namespace key order differs between loaders: sort everything that reaches the file.
  const VERBS = ['get', 'put', 'post', 'delete', 'patch'];
  const sorted = Object.fromEntries(
    Object.entries(paths)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([p, ops]) => [
        p,
        Object.fromEntries(Object.entries(ops).sort(([a], [b]) => VERBS.indexOf(a) - VERBS.indexOf(b))),
      ]),
  );
  const schemas = { Envelope: jsonSchema(ZEnvelope, 'output'), ...requests.build(), ...answers.build() };
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'OpenPortal merchant, application and contract APIs',
      version: API_DESCRIPTION_VERSION,
      description:
        'Generated from packages/contract. Every answer carries the envelope: responseCode (00 is success), responseDescription, validationErrors.',
    },
    servers: [{ url: '/', description: "The API base chosen by the gateway's API index" }],
    tags: GROUPS.map(([name, description]) => ({ name, description })),
    paths: sorted,
    components: {
      schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => (a < b ? -1 : 1))),
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Customer access token.' },
        adminAuth: { type: 'http', scheme: 'bearer', description: 'Admin token from /admin/auth/login.' },
        apiKeyAuth: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Api-Key',
          description: 'A merchant API key (public-api).',
        },
      },
    },
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** A readable, self-contained HTML page of the document: no script, no external resource. */
export function renderOpenApiHtml(doc: TJson): string {
  const info = doc.info as { title: string; version: string; description?: string };
  const paths = doc.paths as Record<string, Record<string, TJson>>;
  const tags = (doc.tags as { name: string; description: string }[]) ?? [];
  const block = (title: string, value: unknown) =>
    `<details><summary>${escapeHtml(title)}</summary><pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre></details>`;
  const sections = tags.map((t) => {
    const ops = Object.entries(paths).flatMap(([path, verbs]) =>
      Object.entries(verbs)
        .filter(([, op]) => (op.tags as string[])[0] === t.name)
        .map(([verb, op]) => ({ path, verb, op })),
    );
    const items = ops.map(({ path, verb, op }) => {
      const params = (op.parameters as TJson[] | undefined) ?? [];
      const body = (op.requestBody as { content: Record<string, { schema: unknown }> } | undefined)?.content;
      const res = (op.responses as Record<string, { content?: Record<string, { schema: unknown }> }>)['200']?.content;
      return `<article id="${escapeHtml(String(op.operationId))}"><h3><span class="verb ${verb}">${verb.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(String(op.description ?? ''))}</p>
${params.length ? `<table><tr><th>Parameter</th><th>In</th><th>Required</th><th>Schema</th></tr>${params.map((p) => `<tr><td><code>${escapeHtml(String(p.name))}</code></td><td>${escapeHtml(String(p.in))}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${escapeHtml(JSON.stringify(p.schema))}</code></td></tr>`).join('')}</table>` : ''}
${
  body
    ? Object.entries(body)
        .map(([type, c]) => block(`Request body (${type})`, c.schema))
        .join('')
    : ''
}
${
  res
    ? Object.entries(res)
        .map(([type, c]) => block(`Answer (${type})`, c.schema))
        .join('')
    : ''
}</article>`;
    });
    return `<section><h2 id="${escapeHtml(t.name)}">${escapeHtml(t.name)}</h2><p>${escapeHtml(t.description)}</p>${items.join('\n')}</section>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)} ${escapeHtml(info.version)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:980px;padding:1rem 1.5rem;color:#1d2330}
h1{margin-bottom:0}code,pre{font-family:ui-monospace,monospace;font-size:13px}pre{background:#f4f6f9;padding:.75rem;overflow:auto;border-radius:6px}
article{border-top:1px solid #dde2ea;padding:.5rem 0}table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #dde2ea;padding:.25rem .5rem;text-align:left;vertical-align:top}
.verb{display:inline-block;min-width:4.5em;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:2px 6px}
.get{background:#2f6fdb}.post{background:#1f8a4c}.put{background:#b7791f}.delete{background:#c53030}.patch{background:#6b46c1}
nav a{margin-right:1rem}
</style></head><body>
<h1>${escapeHtml(info.title)}</h1><p>Version ${escapeHtml(info.version)} · OpenAPI ${escapeHtml(String(doc.openapi))} · <a href="/openapi.json">openapi.json</a></p>
<p>${escapeHtml(info.description ?? '')}</p>
<nav>${tags.map((t) => `<a href="#${escapeHtml(t.name)}">${escapeHtml(t.name)}</a>`).join('')}</nav>
${sections.join('\n')}
</body></html>
`;
}
