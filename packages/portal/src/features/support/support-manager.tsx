import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { supportAgent, supportTicketCreate, type TTicket } from '@openportal/contract';
import { MessageFormFooter } from './form-footer.tsx';
import { MessageTextField } from './message-text-field.tsx';
import { useSendMessage } from './use-send-message.ts';
import { useSupportRead } from './use-support.ts';
import { SUPPORT_READS, useSupportWrite } from './use-support-write.ts';

/**
 * The business customer's support manager (spec 3 §6; GET /zoho/agent names none for a personal
 * customer): who, their address, and a message straight to them. That message is a ticket of its
 * own (POST /tickets, after its file), its subject naming the manager (ours: the spec shows no form).
 */
export function SupportManager({ onSent }: { onSent: (t: TTicket) => void }) {
  const { t } = useTranslation('support');
  const agent = useSupportRead(supportAgent, {}).data?.agent;
  const [writing, setWriting] = useState(false);
  if (!agent) return null;
  return (
    <aside className="op-card op-support__manager" data-testid="support-manager">
      <p>
        <span data-testid="support-manager-name">{t('support.manager', { name: agent.name })}</span>{' '}
        <a href={`mailto:${agent.email}`}>{agent.email}</a>
      </p>
      {writing ? (
        <ManagerForm
          name={agent.name}
          onCancel={() => setWriting(false)}
          onSent={(x) => {
            setWriting(false);
            onSent(x);
          }}
        />
      ) : (
        <button
          type="button"
          className="op-button"
          data-testid="support-manager-write"
          onClick={() => setWriting(true)}
        >
          {t('support.managerWrite', { name: agent.name })}
        </button>
      )}
    </aside>
  );
}

function ManagerForm({ name, onSent, onCancel }: { name: string; onSent: (t: TTicket) => void; onCancel: () => void }) {
  const { t } = useTranslation('support');
  const create = useSupportWrite(supportTicketCreate, SUPPORT_READS);
  const sender = useSendMessage();
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const subject = t('support.managerSubject', { name });
    const r = await sender.send(file, (uploads) => create.run({ subject, description, uploads }));
    if (r) onSent(r.ticket);
  };
  return (
    <form className="op-form" onSubmit={onSubmit} noValidate data-testid="support-manager-form">
      <MessageTextField
        label={t('support.message')}
        testId="support-manager-text"
        field="description"
        rows={4}
        value={description}
        onValue={setDescription}
        error={sender.fields.description ?? sender.fields.subject}
      />
      <MessageFormFooter
        file={{ testId: 'support-manager-file', onFile: setFile, error: sender.fields.file ?? sender.fields.uploads }}
        message={sender.message}
        sendTestId="support-manager-send"
        pending={create.pending}
        onCancel={onCancel}
      />
    </form>
  );
}
