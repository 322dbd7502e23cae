// Validates rendered Kubernetes manifests against the Kubernetes API schemas, offline: the
// schemas come with the npm package kubernetes-models (generated from Kubernetes' OpenAPI).
//  1. schema: each document through its kind's validator (types, required fields, enums, formats
//     such as resource quantities); a kind the package does not know is an error;
//  2. unknown fields: the schemas allow any extra field (a misspelt `livenesProbe` would pass and
//     silently do nothing), so every document is also type-checked against the package's
//     TypeScript interface of its kind, where an unknown field is an excess-property error.
// Usage: node infra/src/validate-manifests.ts <rendered.yaml>...   (scripts/k8s-check runs it)
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { parseAllDocuments } from 'yaml';

const PACKAGE_DIR = path.resolve(import.meta.dirname, '..');

export type TManifest = { apiVersion?: unknown; kind?: unknown; metadata?: { name?: unknown } } & Record<
  string,
  unknown
>;
export type TProblem = { document: string; message: string };

/** `apps/v1` + `Deployment` -> `kubernetes-models/apps/v1/Deployment`; `v1` -> `kubernetes-models/v1/...`. */
function modelModule(doc: TManifest): string | undefined {
  if (typeof doc.apiVersion !== 'string' || typeof doc.kind !== 'string') return undefined;
  if (!/^([a-z0-9.-]+\/)?v[0-9a-z]+$/.test(doc.apiVersion) || !/^[A-Z][A-Za-z0-9]+$/.test(doc.kind)) return undefined;
  return `kubernetes-models/${doc.apiVersion}/${doc.kind}`;
}

export const label = (doc: TManifest) =>
  `${String(doc.kind ?? '?')}/${String(doc.metadata?.name ?? '?')} (${String(doc.apiVersion ?? '?')})`;

type TModel = new (data: unknown) => { validate(): void };

/**
 * Base64 fields as the API server reads them: Go's decoder skips line breaks, and kustomize
 * folds long values over several lines; the package's `byte` format would refuse them.
 */
function asDecoded(doc: TManifest): TManifest {
  const field = doc.kind === 'Secret' ? 'data' : doc.kind === 'ConfigMap' ? 'binaryData' : undefined;
  const values = field === undefined ? undefined : doc[field];
  if (field === undefined || typeof values !== 'object' || values === null) return doc;
  const unfolded = Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.replace(/[\r\n]/g, '') : v]);
  return { ...doc, [field]: Object.fromEntries(unfolded) };
}

/** Schema errors of each document, in order, and the documents of a kind the package knows. */
async function schemaProblems(docs: TManifest[]): Promise<{ problems: TProblem[]; known: TManifest[] }> {
  const problems: TProblem[] = [];
  const known: TManifest[] = [];
  for (const doc of docs) {
    const module = modelModule(doc);
    if (module === undefined) {
      problems.push({ document: label(doc), message: 'no apiVersion/kind' });
      continue;
    }
    let Model: TModel | undefined;
    try {
      Model = ((await import(module)) as Record<string, TModel>)[String(doc.kind)];
    } catch {
      Model = undefined;
    }
    if (Model === undefined) {
      problems.push({
        document: label(doc),
        message: `unknown kind: no schema for ${String(doc.kind)} in ${String(doc.apiVersion)}`,
      });
      continue;
    }
    known.push(doc);
    try {
      new Model(asDecoded(doc)).validate();
    } catch (error) {
      problems.push({ document: label(doc), message: error instanceof Error ? error.message : String(error) });
    }
  }
  return { problems, known };
}

/** Unknown fields (and wrong types), by type-checking each document against its interface. */
function unknownFieldProblems(docs: TManifest[]): TProblem[] {
  const typed = docs.map((doc) => ({ doc, module: modelModule(doc) })).filter((d) => d.module !== undefined);
  if (typed.length === 0) return [];
  const lines: string[] = [];
  const lineOf: Array<{ from: number; doc: TManifest }> = [];
  typed.forEach(({ doc, module }, n) => lines.push(`import type { I${String(doc.kind)} as T${n} } from '${module}';`));
  typed.forEach(({ doc }, n) => {
    lineOf.push({ from: lines.length, doc });
    const { status: _status, ...spec } = doc;
    lines.push(...`export const d${n}: T${n} = ${JSON.stringify(spec, null, 1)};`.split('\n'));
  });
  const source = lines.join('\n');
  // Inside the package, so that `kubernetes-models` resolves from its node_modules.
  const dir = mkdtempSync(path.join(PACKAGE_DIR, '.manifest-check-'));
  const file = path.join(dir, 'manifests.ts');
  try {
    writeFileSync(file, source);
    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      types: [],
    });
    const sf = program.getSourceFile(file);
    return ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file === sf && d.start !== undefined)
      .map((d) => {
        const line = sf!.getLineAndCharacterOfPosition(d.start!).line;
        const lineText = source.split('\n')[line] ?? '';
        let owner: TManifest | undefined;
        for (const entry of lineOf) if (entry.from <= line) owner = entry.doc;
        return {
          document: owner === undefined ? 'imports' : label(owner),
          message: `${ts.flattenDiagnosticMessageText(d.messageText, ' ')} (at ${lineText.trim().slice(0, 80)})`,
        };
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every problem of these documents; none when they are all valid. */
export async function validateManifests(docs: TManifest[]): Promise<TProblem[]> {
  const { problems, known } = await schemaProblems(docs);
  return [...problems, ...unknownFieldProblems(known)];
}

export function parseManifests(text: string): TManifest[] {
  return parseAllDocuments(text)
    .map((d) => {
      if (d.errors.length > 0) throw new Error(d.errors.map((e) => e.message).join('; '));
      return d.toJS() as TManifest | null;
    })
    .filter((d): d is TManifest => d !== null);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = process.argv.slice(2);
  if (files.length === 0) {
    console.error('usage: node infra/src/validate-manifests.ts <rendered.yaml>...');
    process.exit(2);
  }
  let passed = 0;
  let failed = 0;
  for (const file of files) {
    const docs = parseManifests(readFileSync(file, 'utf8'));
    const problems = await validateManifests(docs);
    for (const doc of docs) {
      const own = problems.filter((p) => p.document === label(doc));
      if (own.length === 0) passed++;
      else failed++;
      for (const p of own) console.log(`✗ ${path.basename(file)}: ${p.document}: ${p.message}`);
    }
    const orphans = problems.filter((p) => !docs.some((d) => label(d) === p.document));
    for (const p of orphans) console.log(`✗ ${path.basename(file)}: ${p.document}: ${p.message}`);
    failed += orphans.length;
    console.log(`${path.basename(file)}: ${docs.length} documents, ${problems.length} problems`);
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed === 0 ? 0 : 1;
}
