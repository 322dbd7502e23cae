import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  adminSupportReply,
  adminSupportTicketAssign,
  adminSupportUpload,
  type TAdminTicket,
  type ZSupportAgent,
} from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';
import type { z } from 'zod';
import { ErrorText } from '../../shared/ui.tsx';

export const TICKET_READS = ['GET /admin/support/tickets/{id}', 'GET /admin/support/tickets'] as const;

/**
 * The agent's answer (it reaches the customer as a message and a notice), with a file: the file
 * first (POST …/uploads, checked like the customer's), then the answer naming it.
 */
export function Reply({ id }: { id: string }) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [formKey, setFormKey] = useState(0);
  const upload = useCallMutation(adminSupportUpload, { onFailure: false });
  const reply = useCallMutation(adminSupportReply, { invalidates: [...TICKET_READS], onFailure: false });
  const send = async () => {
    upload.reset();
    let uploads: string[] = [];
    if (file) {
      const up = await upload.run({}, { params: { id }, files: { file } });
      if (!up.ok) return;
      uploads = [up.data.data.id];
    }
    if ((await reply.run({ content, uploads }, { params: { id } })).ok) {
      setContent('');
      setFile(null);
      setFormKey((k) => k + 1);
    }
  };
  return (
    <form key={formKey} className="op-stack" onSubmit={(e) => (e.preventDefault(), void send())}>
      <label className="op-field">
        <span>{t('support.reply')}</span>
        <textarea
          value={content}
          maxLength={32_000}
          onChange={(e) => setContent(e.target.value)}
          data-testid="support-reply"
        />
      </label>
      <label className="op-field">
        <span>{t('support.attach')}</span>
        <input
          type="file"
          data-testid="support-reply-file"
          accept="application/pdf,image/png,image/jpeg,image/gif,text/plain"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </label>
      <button
        type="submit"
        className="op-button op-button--primary"
        disabled={reply.isPending || upload.isPending}
        data-testid="support-send"
      >
        {t('support.send')}
      </button>
      {reply.isSuccess && <p role="status">{t('support.sent')}</p>}
      <ErrorText error={upload.error ?? reply.error ?? undefined} />
    </form>
  );
}

type TAgent = z.infer<typeof ZSupportAgent>;

/** Who answers the ticket: the operator (their agent of this brand) or another agent of it. Audited by core. */
export function Assign({ ticket, agents }: { ticket: TAdminTicket; agents: readonly TAgent[] }) {
  const { t } = useTranslation();
  const assign = useCallMutation(adminSupportTicketAssign, { invalidates: [...TICKET_READS], onFailure: false });
  const to = (agentId: string) => assign.mutate({ agentId }, { params: { id: ticket.id } });
  return (
    <div className="op-stack">
      <label className="op-field">
        <span>{t('support.assign')}</span>
        <select
          value=""
          disabled={assign.isPending}
          data-testid="support-assign"
          onChange={(e) => e.target.value && to(e.target.value)}
        >
          <option value="">{ticket.agentName ?? '—'}</option>
          {agents.map((a) => (
            <option key={a.id} value={a.id}>{`${a.name} (${a.email})`}</option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="op-button"
        disabled={assign.isPending}
        data-testid="support-assign-me"
        onClick={() => to('me')}
      >
        {t('support.assignToMe')}
      </button>
      {assign.isSuccess && <p role="status">{t('support.assigned')}</p>}
      <ErrorText error={assign.error ?? undefined} />
    </div>
  );
}
