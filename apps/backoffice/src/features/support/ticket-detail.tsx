import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  adminSupportAttachmentGet,
  adminSupportTicketGet,
  adminSupportTicketStatus,
  AGENT_TICKET_STATUSES,
  type TAdminTicket,
  type ZThread,
} from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import type { z } from 'zod';
import { ErrorText, Loaded, When } from '../../shared/ui.tsx';
import { statusKey } from './status-key.ts';
import { Assign, Reply, TICKET_READS } from './ticket-actions.tsx';

type TThread = z.infer<typeof ZThread>;

/** An attachment: downloaded from its bytes as a file (never shown inline, its name only a label). */
function Attachment({ ticketId, thread, a }: { ticketId: string; thread: TThread; a: TThread['attachments'][0] }) {
  const file = useCallMutation(adminSupportAttachmentGet, { onFailure: false });
  const download = async () => {
    const r = await file.run({}, { params: { id: ticketId, threadId: thread.id, attachmentId: a.id } });
    if (!r.ok) return;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(r.data as unknown as Blob);
    link.download = a.name;
    link.click();
  };
  return (
    <li>
      <button
        type="button"
        className="op-button op-button--link"
        data-testid="support-attachment"
        onClick={() => void download()}
      >
        {a.name}
      </button>{' '}
      · {Math.ceil(a.size / 1024)} KB
      <ErrorText error={file.error ?? undefined} />
    </li>
  );
}

/** The messages, oldest first, as text (React escapes: a script in a ticket is shown, never run). */
function Threads({ ticketId, threads }: { ticketId: string; threads: readonly TThread[] }) {
  const { t } = useTranslation();
  return (
    <ol className="op-stack" data-testid="support-threads">
      {threads.map((th) => (
        <li key={th.id} data-testid="support-thread" data-direction={th.direction}>
          <p>
            <strong>{th.direction === 'in' ? t('support.fromCustomer') : t('support.fromDesk')}</strong> {th.from} ·{' '}
            <When iso={th.createdAt} />
          </p>
          <p className="bo-pre">{th.content}</p>
          {th.attachments.length > 0 && (
            <ul aria-label={t('support.attachments')}>
              {th.attachments.map((a) => (
                <Attachment key={a.id} ticketId={ticketId} thread={th} a={a} />
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

function Status({ ticket }: { ticket: TAdminTicket }) {
  const { t } = useTranslation();
  const set = useCallMutation(adminSupportTicketStatus, { invalidates: [...TICKET_READS], onFailure: false });
  return (
    <label className="op-field">
      <span>{t('support.setStatus')}</span>
      <select
        value={ticket.status}
        disabled={set.isPending}
        data-testid="support-status"
        onChange={(e) =>
          set.mutate(
            { status: e.target.value as (typeof AGENT_TICKET_STATUSES)[number] },
            { params: { id: ticket.id } },
          )
        }
      >
        {AGENT_TICKET_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(statusKey(s))}
          </option>
        ))}
      </select>
      <ErrorText error={set.error ?? undefined} />
    </label>
  );
}

/** One ticket: who and what, its messages and attachments, the answer with a file, the status and who answers it. */
export function TicketDetailScreen() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const q = useCall(adminSupportTicketGet, {}, { params: { id } });
  return (
    <section className="op-stack">
      <Link to="/support">{t('app.back')}</Link>
      <Loaded query={q}>
        {({ data }) => (
          <>
            <h1>{t('support.ticket', { number: data.ticket.ticketNumber })}</h1>
            <dl className="bo-facts">
              <dt>{t('support.subject')}</dt>
              <dd data-testid="support-subject">{data.ticket.subject}</dd>
              <dt>{t('support.contact')}</dt>
              <dd>{`${data.ticket.contactEmail} (${data.ticket.brand}, ${data.ticket.customerId})`}</dd>
              <dt>{t('support.bucket')}</dt>
              <dd data-testid="support-bucket">{t(`support.buckets.${data.ticket.bucket}`)}</dd>
              <dt>{t('support.agent')}</dt>
              <dd data-testid="support-agent">{data.ticket.agentName ?? '—'}</dd>
            </dl>
            <Status ticket={data.ticket} />
            <Assign ticket={data.ticket} agents={data.agents} />
            <h2>{t('support.threads')}</h2>
            <Threads ticketId={data.ticket.id} threads={data.threads} />
            <Reply id={data.ticket.id} />
          </>
        )}
      </Loaded>
    </section>
  );
}
