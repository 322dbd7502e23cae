import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentField } from './attachment-field.tsx';

/**
 * The footer every support message form shares (compose, reply, the manager's): the file the
 * message takes (when the form has one), the line for what no field took, send, and the form's
 * own actions (cancel, close).
 */
export function MessageFormFooter({
  file,
  message,
  sendTestId,
  pending,
  onCancel,
  children,
}: {
  /** The attachment input: its test id, where the chosen file goes, its error. Absent: no file. */
  file?: { testId: string; onFile: (f: File | null) => void; error?: string | undefined } | undefined;
  message: string;
  sendTestId: string;
  pending: boolean;
  onCancel?: (() => void) | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation('support');
  return (
    <>
      {file && <AttachmentField testId={file.testId} onFile={file.onFile} error={file.error} />}
      {message && (
        <p className="op-notice" role="alert" data-testid="support-error">
          {message}
        </p>
      )}
      <div className="op-dialog__actions">
        <button type="submit" className="op-button op-button--primary" data-testid={sendTestId} disabled={pending}>
          {t('support.send')}
        </button>
        {onCancel && (
          <button type="button" className="op-button" onClick={onCancel}>
            {t('support.cancel')}
          </button>
        )}
        {children}
      </div>
    </>
  );
}
