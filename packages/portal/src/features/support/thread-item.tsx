import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { supportAttachmentGet, supportThreadGet, type ZThread } from '@openportal/contract';
import { useClientContext } from '@openportal/contract-client';
import type { z } from 'zod';
import { joined } from '../../shared/ui/text.ts';
import { usePortal } from '../../shared/services.tsx';
import { saveFile } from '../../shared/shell/files.ts';
import { useSupportGate, useSupportRead } from './use-support.ts';

type TThread = z.infer<typeof ZThread>;

/**
 * One message: who, when, its text and its files. The conversation gives each message's preview
 * (its summary); a cut preview offers the whole text, read with GET /tickets/{id}/threads/{threadId}.
 * Text is a text node: markup in it is shown, never run.
 */
export function ThreadItem({ ticketId, thread }: { ticketId: string; thread: TThread }) {
  const { t, i18n } = useTranslation('support');
  const [whole, setWhole] = useState(false);
  const full = useSupportRead(
    supportThreadGet,
    {},
    { params: { id: ticketId, threadId: thread.id }, enabled: whole, staleTime: Infinity },
  );
  const cut = thread.summary !== thread.content;
  const text = whole && full.data ? full.data.thread.content : thread.summary;
  const when = new Date(thread.createdAt).toLocaleString(i18n.language);
  return (
    <li className={`op-support__thread op-support__thread--${thread.direction}`} data-testid="support-thread">
      <p className="op-support__meta">
        {joined(thread.direction === 'in' ? t('support.you') : t('support.desk'), when)}
      </p>
      <p className="op-support__text" data-testid="support-thread-text">
        {text}
      </p>
      {cut && !(whole && full.data) && (
        <button
          type="button"
          className="op-button op-button--link"
          data-testid="support-thread-more"
          disabled={whole && full.isFetching}
          onClick={() => (whole ? void full.refetch() : setWhole(true))}
        >
          {t('support.wholeMessage')}
        </button>
      )}
      <Attachments ticketId={ticketId} thread={thread} />
    </li>
  );
}

/** A message's files, each downloaded (never shown inline). */
function Attachments({ ticketId, thread }: { ticketId: string; thread: TThread }) {
  const { api } = useClientContext();
  const gate = useSupportGate();
  const { shell } = usePortal();
  const download = async (attachmentId: string, name: string) => {
    const params = { id: ticketId, threadId: thread.id, attachmentId };
    const r = await gate.run(() => api.call(supportAttachmentGet, {}, { params }));
    // The client answers a download as a Blob (TCallResponse types this call's schema, bytes).
    if (r.ok) await saveFile(shell, r.data as unknown as Blob, name);
  };
  if (thread.attachments.length === 0) return null;
  return (
    <ul className="op-support__files">
      {thread.attachments.map((f) => (
        <li key={f.id}>
          <button
            type="button"
            className="op-button op-button--link"
            data-testid="support-attachment"
            onClick={() => void download(f.id, f.name)}
          >
            {f.name}
          </button>
        </li>
      ))}
    </ul>
  );
}
