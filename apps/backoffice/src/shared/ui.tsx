import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Skeleton } from '@openportal/ui';
import { errorKey } from '../i18n/index.ts';
import type { CallError, TApiError } from '@openportal/contract-client';

/** A server failure in the operator's language (its catalogue message, else the server's text). */
export function ErrorText({ error }: { error: TApiError | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  if (error.responseCode === '13')
    return (
      <p className="op-error" role="alert">
        {t('app.refused')}
      </p>
    );
  /** A catalogue message (the description or a field's) in the operator's language, else as sent. */
  const translated = (message: string) => {
    const key = errorKey(message);
    return key ? t(key) : message;
  };
  const text = error.responseDescription ? translated(error.responseDescription) : t('app.failed');
  return (
    <div className="op-error" role="alert">
      <p>{text}</p>
      {error.validationErrors && error.validationErrors.length > 0 && (
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
  if (query.error) return <ErrorText error={query.error.error} />;
  if (query.isPending || query.data === undefined) return <Skeleton />;
  return <>{children(query.data)}</>;
}

/** A date and time in the operator's language. */
export function When({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'ua' ? 'uk' : i18n.language;
  return <time dateTime={iso}>{new Date(iso).toLocaleString(locale)}</time>;
}
