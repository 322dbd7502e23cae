import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { supportComposeTicket, supportTicketFields, type TTicket } from '@openportal/contract';
import { Skeleton, TextField } from '@openportal/ui';
import { supportFailure } from './support-errors.ts';
import { MessageFormFooter } from './form-footer.tsx';
import { MessageTextField } from './message-text-field.tsx';
import { useSendMessage } from './use-send-message.ts';
import { useSupportRead } from './use-support.ts';
import { SUPPORT_READS, useSupportWrite } from './use-support-write.ts';

/** The fields the compose call takes, with their labels in the reader's language. */
const LABELS = { subject: 'support.subject', description: 'support.message', uploads: 'support.attach' } as const;

/**
 * A new ticket as the desk's compose form (spec 3 §7): its fields come from GET /ticketsFields
 * (a text field, the message, a file), it is sent with POST /composetickets after the file
 * (POST /uploads). The compose call takes subject, description and uploads: a field the desk
 * names beyond these is not shown (ours: our desk names none).
 */
export function ComposeForm({ onSent, onCancel }: { onSent: (t: TTicket) => void; onCancel: () => void }) {
  const { t } = useTranslation('support');
  const fields = useSupportRead(supportTicketFields, {}, { staleTime: Infinity });
  const compose = useSupportWrite(supportComposeTicket, SUPPORT_READS);
  const sender = useSendMessage();
  const [values, setValues] = useState<Record<string, string>>({});
  const [file, setFile] = useState<File | null>(null);
  const set = (name: string) => (v: string) => setValues((x) => ({ ...x, [name]: v }));
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const { subject = '', description = '' } = values;
    const r = await sender.send(file, (uploads) => compose.run({ subject, description, uploads }));
    if (r) onSent(r.ticket);
  };
  const shown = (fields.data?.fields ?? []).filter((f) => f.apiName in LABELS);
  const label = (f: (typeof shown)[number]) => t(LABELS[f.apiName as keyof typeof LABELS]);
  const failed = fields.isError ? supportFailure(fields.error.error, t).message : '';
  return (
    <form className="op-form op-card" onSubmit={onSubmit} noValidate data-testid="support-compose">
      {fields.isPending && <Skeleton lines={2} />}
      {shown.map((f) =>
        f.type === 'text' ? (
          <TextField
            key={f.apiName}
            label={label(f)}
            testId={`support-${f.apiName}`}
            value={values[f.apiName] ?? ''}
            onValue={set(f.apiName)}
            field={f.apiName}
            error={sender.fields[f.apiName]}
            maxLength={255}
          />
        ) : f.type === 'textarea' ? (
          <MessageTextField
            key={f.apiName}
            label={label(f)}
            testId={`support-${f.apiName}`}
            field={f.apiName}
            value={values[f.apiName] ?? ''}
            onValue={set(f.apiName)}
            error={sender.fields[f.apiName]}
          />
        ) : null,
      )}
      <MessageFormFooter
        file={
          shown.some((f) => f.type === 'file')
            ? { testId: 'support-file', onFile: setFile, error: sender.fields.file ?? sender.fields.uploads }
            : undefined
        }
        message={sender.message || failed}
        sendTestId="support-send"
        pending={compose.pending || !fields.isSuccess}
        onCancel={onCancel}
      />
    </form>
  );
}
