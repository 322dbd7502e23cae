import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApplicationUpdate, type TApplication } from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';
import { ErrorText } from '../../shared/ui.tsx';

type TPath = Array<string | number>;
type TLeaf = { path: TPath; kind: 'string' | 'number' | 'boolean' | 'list'; value: string };

/** Every filled value of the body with its path and kind: what the operator may correct. */
export function leavesOf(value: unknown, path: TPath = []): TLeaf[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value) && !value.some((v) => typeof v === 'object'))
    return [{ path, kind: 'list', value: value.join(', ') }];
  if (Array.isArray(value)) return value.flatMap((v, i) => leavesOf(v, [...path, i]));
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leavesOf(v, [...path, k]));
  const kind = typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'string';
  return [{ path, kind, value: String(value) }];
}

/** The label of a path as people count (`websites.1.url`). */
export const labelOf = (path: TPath) => path.map((p) => (typeof p === 'number' ? p + 1 : p)).join('.');

/** The body with the edited leaves written back, each in its own kind. */
export function withEdits(data: unknown, leaves: TLeaf[], edits: Record<string, string>): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  for (const leaf of leaves) {
    const text = edits[labelOf(leaf.path)];
    if (text === undefined) continue;
    const value =
      leaf.kind === 'number'
        ? Number(text)
        : leaf.kind === 'boolean'
          ? text === 'true'
          : leaf.kind === 'list'
            ? text
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean)
            : text;
    let at = copy;
    for (const p of leaf.path.slice(0, -1)) at = at[p] as Record<string | number, unknown>;
    at[leaf.path[leaf.path.length - 1]!] = value;
  }
  return copy;
}

/**
 * An operator corrects an application under review (compliance): every filled field of the body
 * by its path, saved whole (FULL validation, so what was sent stays complete) with the version
 * read (another write since then refuses it: applicationChanged).
 */
export function ApplicationEdit({ app, onDone }: { app: TApplication; onDone: () => void }) {
  const { t } = useTranslation();
  const leaves = leavesOf(app.data);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const save = useCallMutation(adminApplicationUpdate, {
    invalidates: ['GET /admin/application/{id}', 'GET /admin/application', 'GET /admin/application/{id}/history'],
    onFailure: false,
  });
  const submit = async () => {
    const data = withEdits(app.data, leaves, edits) as TApplication['data'];
    const body = { validationType: 'FULL' as const, data, ...(app.version ? { version: app.version } : {}) };
    const r = await save.run(body, { params: { id: app.id } });
    if (r.ok) onDone();
  };
  return (
    <form
      className="op-stack"
      data-testid="application-edit"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {leaves.map((leaf) => {
        const key = labelOf(leaf.path);
        const value = edits[key] ?? leaf.value;
        const set = (v: string) => setEdits({ ...edits, [key]: v });
        return (
          <label className="op-field" key={key}>
            <span>{key}</span>
            {leaf.kind === 'boolean' ? (
              <select value={value} onChange={(e) => set(e.target.value)} data-testid={`edit-${key}`}>
                <option value="true">{t('applications.yes')}</option>
                <option value="false">{t('applications.no')}</option>
              </select>
            ) : (
              <input
                value={value}
                inputMode={leaf.kind === 'number' ? 'decimal' : undefined}
                onChange={(e) => set(e.target.value)}
                data-testid={`edit-${key}`}
              />
            )}
          </label>
        );
      })}
      <ErrorText error={save.error ?? undefined} />
      <div className="op-row">
        <button
          type="submit"
          className="op-button op-button--primary"
          disabled={save.isPending}
          data-testid="edit-save"
        >
          {t('applications.save')}
        </button>
        <button type="button" className="op-button" onClick={onDone}>
          {t('applications.cancel')}
        </button>
      </div>
    </form>
  );
}
