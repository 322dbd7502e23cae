import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { supportTicketCreate, type TTicket } from '@openportal/contract';
import { TextField } from '@openportal/ui';
import { AttachmentField } from './attachment-field.tsx';
import { useSendMessage } from './use-send-message.ts';
import { SUPPORT_READS, useSupportWrite } from './use-support-write.ts';

/** A new ticket: subject, message and a file (POST /uploads, then POST /tickets). */
export function ComposeForm({ onSent, onCancel }: { onSent: (t: TTicket) => void; onCancel: () => void }) {
  const { t } = useTranslation('support');
  const create = useSupportWrite(supportTicketCreate, SUPPORT_READS);
  const sender = useSendMessage();
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await sender.send(file, (uploads) => create.run({ subject, description, uploads }));
    if (r) onSent(r.ticket);
  };
  return (
    <form className="op-form op-card" onSubmit={onSubmit} noValidate data-testid="support-compose">
      <TextField
        label={t('support.subject')}
        testId="support-subject"
        value={subject}
        onValue={setSubject}
        field="subject"
        error={sender.fields.subject}
        maxLength={255}
      />
      <label className="op-field">
        <span>{t('support.message')}</span>
        <textarea
          data-testid="support-description"
          value={description}
          maxLength={32_000}
          rows={6}
          onChange={(e) => setDescription(e.target.value)}
        />
      </label>
      {sender.fields.description && (
        <span className="op-field-error" role="alert" data-field="description">
          {sender.fields.description}
        </span>
      )}
      <AttachmentField testId="support-file" onFile={setFile} error={sender.fields.file ?? sender.fields.uploads} />
      {sender.message && (
        <p className="op-notice" role="alert" data-testid="support-error">
          {sender.message}
        </p>
      )}
      <div className="op-dialog__actions">
        <button
          type="submit"
          className="op-button op-button--primary"
          data-testid="support-send"
          disabled={create.pending}
        >
          {t('support.send')}
        </button>
        <button type="button" className="op-button" onClick={onCancel}>
          {t('support.cancel')}
        </button>
      </div>
    </form>
  );
}
