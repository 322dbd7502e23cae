import { useTranslation } from 'react-i18next';
import type { TApplication } from '@openportal/contract';
import { DocumentsStep } from './documents-step.tsx';
import { labelKeyOf } from './fields.tsx';
import { optionLabel } from './labels.ts';

/** Every filled value of the body as label and text, by its path (lists numbered from 1). */
export function flatten(value: unknown, path = ''): Array<[string, string]> {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object'))
    return [[path, value.map((v) => optionLabel(String(v))).join(', ')]];
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => flatten(v, path ? `${path}.${k}` : k));
  return [[path, typeof value === 'string' ? optionLabel(value) : String(value)]];
}

/** A submitted or decided application, read-only: every section's values and the documents. */
export function ApplicationView({ app }: { app: TApplication }) {
  const { t } = useTranslation('merchant');
  const yesNo = (v: string) =>
    v === 'true' ? t('application.form.yes') : v === 'false' ? t('application.form.no') : v;
  return (
    <section data-testid="ma-view">
      <dl className="ma-values">
        {flatten(app.data).map(([path, v]) => (
          <div key={path}>
            <dt>
              {path
                .split('.')
                .filter((p) => !/^\d+$/.test(p))
                .slice(-2)
                .map((p) => t(labelKeyOf(p)))
                .join(' · ')}
            </dt>
            <dd>{yesNo(v)}</dd>
          </div>
        ))}
      </dl>
      <h2>{t('application.step.documents')}</h2>
      <DocumentsStep id={app.id} editable={false} />
    </section>
  );
}
