import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_STATUSES, supportThreadCreate, supportTicketUpdate } from '@openportal/contract';
import { AttachmentField } from './attachment-field.tsx';
import { useSendMessage } from './use-send-message.ts';
import { SUPPORT_READS, useSupportWrite } from './use-support-write.ts';

/** The reply to a ticket, with a file (POST /uploads, then POST /tickets/{id}/threads), and closing it. */
export function ReplyForm({ ticketId, closed }: { ticketId: string; closed: boolean }) {
  const { t } = useTranslation('support');
  const params = { id: ticketId };
  const update = useSupportWrite(supportTicketUpdate, SUPPORT_READS);
  const reply = useSupportWrite(supportThreadCreate, SUPPORT_READS);
  const sender = useSendMessage();
  const [content, setContent] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [formKey, setFormKey] = useState(0);
  const onReply = async (e: FormEvent) => {
    e.preventDefault();
    const r = await sender.send(file, (uploads) => reply.run({ content, uploads }, { params }));
    if (!r) return;
    setContent('');
    setFile(null);
    setFormKey((k) => k + 1);
  };
  return (
    <form key={formKey} className="op-form" onSubmit={onReply} noValidate data-testid="support-reply">
      <label className="op-field">
        <span>{t('support.reply')}</span>
        <textarea
          data-testid="support-reply-text"
          rows={4}
          maxLength={32_000}
          value={content}
          onChange={(e) => setContent(e.target.value)}
        />
      </label>
      {sender.fields.content && (
        <span className="op-field-error" role="alert" data-field="content">
          {sender.fields.content}
        </span>
      )}
      <AttachmentField
        testId="support-reply-file"
        onFile={setFile}
        error={sender.fields.file ?? sender.fields.uploads}
      />
      {sender.message && (
        <p className="op-notice" role="alert" data-testid="support-error">
          {sender.message}
        </p>
      )}
      <div className="op-dialog__actions">
        <button
          type="submit"
          className="op-button op-button--primary"
          data-testid="support-reply-send"
          disabled={reply.pending}
        >
          {t('support.send')}
        </button>
        {!closed && (
          <button
            type="button"
            className="op-button"
            data-testid="support-close"
            onClick={() => void update.run({ status: SUPPORT_STATUSES.closed }, { params })}
          >
            {t('support.close')}
          </button>
        )}
      </div>
    </form>
  );
}
