import { useTranslation } from 'react-i18next';

/** The file a message sends with it (one; the desk checks its type, content and size). */
export function AttachmentField({
  testId,
  onFile,
  error,
}: {
  testId: string;
  onFile: (file: File | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('support');
  return (
    <>
      <label className="op-field">
        <span>{t('support.attach')}</span>
        <input
          type="file"
          data-testid={testId}
          accept="application/pdf,image/png,image/jpeg,image/gif,text/plain"
          onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        />
      </label>
      {error && (
        <span className="op-field-error" role="alert" data-testid="field-error" data-field="file">
          {error}
        </span>
      )}
    </>
  );
}
