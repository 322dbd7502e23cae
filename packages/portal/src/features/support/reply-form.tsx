import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_STATUSES, supportThreadCreate, supportTicketUpdate } from '@openportal/contract';
import { MessageFormFooter } from './form-footer.tsx';
import { MessageTextField } from './message-text-field.tsx';
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
      <MessageTextField
        label={t('support.reply')}
        testId="support-reply-text"
        field="content"
        rows={4}
        value={content}
        onValue={setContent}
        error={sender.fields.content}
      />
      <MessageFormFooter
        file={{ testId: 'support-reply-file', onFile: setFile, error: sender.fields.file ?? sender.fields.uploads }}
        message={sender.message}
        sendTestId="support-reply-send"
        pending={reply.pending}
      >
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
      </MessageFormFooter>
    </form>
  );
}
