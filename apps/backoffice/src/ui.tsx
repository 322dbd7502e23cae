import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { errorKey } from './i18n/index.ts';
import type { TApiError } from './api/client.ts';
import type { CallError } from './api/queries.ts';

/** A server failure in the operator's language (its catalogue message, else the server's text). */
export function ErrorText({ error }: { error: TApiError | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  if (error.responseCode === '13') return <p role="alert">{t('app.refused')}</p>;
  /** A catalogue message (the description or a field's) in the operator's language, else as sent. */
  const translated = (message: string) => {
    const key = errorKey(message);
    return key ? t(key) : message;
  };
  const text = error.responseDescription ? translated(error.responseDescription) : t('app.failed');
  return (
    <div role="alert">
      <p>{text}</p>
      {error.validationErrors.length > 0 && (
        <ul>
          {error.validationErrors.map((v) => (
            <li key={`${v.field}:${v.message}`}>
              {v.field}: {translated(v.message)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A read call's states: loading, refused or failed, else its content. */
export function Loaded<T>({
  query,
  children,
}: {
  query: { data: T | undefined; error: CallError | null; isPending: boolean };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.error) return <ErrorText error={query.error.error} />;
  if (query.isPending || query.data === undefined) return <p aria-busy="true">{t('app.loading')}</p>;
  return <>{children(query.data)}</>;
}

/** A simple table: a caption, column headings, one row per item. */
export function Table<T>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: Array<{ title: string; cell: (row: T) => ReactNode }>;
  rows: readonly T[];
  rowKey: (row: T) => string;
}) {
  const { t } = useTranslation();
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.title} scope="col">
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={columns.length}>{t('app.nothing')}</td>
          </tr>
        )}
        {rows.map((r) => (
          <tr key={rowKey(r)}>
            {columns.map((c) => (
              <td key={c.title}>{c.cell(r)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A date and time in the operator's language. */
export function When({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'ua' ? 'uk' : i18n.language;
  return <time dateTime={iso}>{new Date(iso).toLocaleString(locale)}</time>;
}
