import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EXPORT_FORMATS,
  fileDownload,
  historyExportSend,
  historyExportStart,
  historyExportStatus,
  type ZExport,
} from '@openportal/contract';
import type { z } from 'zod';
import type { THistoryQuery } from '../../shared/money/history.tsx';
import { errorPopup } from '../../shared/api/messages.ts';
import { usePortal } from '../../shared/services.tsx';
import { saveFile } from '../../shared/shell/files.ts';
import { usePopup } from '../../shared/ui/popup-store.ts';

type TExport = z.infer<typeof ZExport>;
type TFormat = (typeof EXPORT_FORMATS)[number];
/** How often a running export's progress is asked (ours). */
const POLL_MS = 1000;

/**
 * The history export (spec 2 §7): the applied filter as a CSV or PDF file made by core's job,
 * its progress while it runs, then a download and "send to e-mail" (an attachment).
 */
export function HistoryExport({ query }: { query: THistoryQuery }) {
  const { t } = useTranslation('history');
  const { api } = usePortal();
  const show = usePopup((s) => s.show);
  const [format, setFormat] = useState<TFormat>('csv');
  const [exportId, setExportId] = useState<string | null>(null);
  const [state, setState] = useState<TExport | null>(null);
  const running = exportId !== null && state?.status !== 'ready' && state?.status !== 'failed';
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(async () => {
      const r = await api.call(historyExportStatus, { exportId });
      if (r.ok) setState(r.data.export);
      else show(errorPopup(r.error, t));
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [api, exportId, running, state, show, t]);
  const start = async () => {
    setState(null);
    const r = await api.call(historyExportStart, { ...query, format });
    if (!r.ok) return show(errorPopup(r.error, t));
    setExportId(r.data.exportId);
  };
  return (
    <section className="op-history-export" data-testid="history-export" aria-labelledby="history-export-title">
      <h2 id="history-export-title">{t('history.export.title')}</h2>
      <div className="op-row">
        <label className="op-field">
          <span>{t('history.export.format')}</span>
          <select
            data-testid="history-export-format"
            value={format}
            onChange={(e) => setFormat(e.target.value as TFormat)}
          >
            {EXPORT_FORMATS.map((f) => (
              <option key={f} value={f}>
                {f.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="op-button"
          data-testid="history-export-start"
          disabled={running}
          onClick={start}
        >
          {t('history.export.start')}
        </button>
      </div>
      {exportId && <ExportProgress state={state} />}
      {state?.status === 'ready' && <ExportReady exportState={state} />}
    </section>
  );
}

function ExportProgress({ state }: { state: TExport | null }) {
  const { t } = useTranslation('history');
  if (state?.status === 'failed') return <p role="alert">{t('history.export.failed')}</p>;
  if (state?.status === 'ready') return <p role="status">{t('history.export.ready')}</p>;
  const done = state?.rowsDone ?? 0;
  const total = state?.rowsTotal ?? null;
  return (
    <p role="status" data-testid="history-export-progress">
      {total === null ? t('history.export.preparing') : t('history.export.progress', { done, total })}
      {total !== null && total > 0 && <progress value={done} max={total} />}
    </p>
  );
}

/** A ready export: its download (with the session) and sending it to an e-mail address. */
function ExportReady({ exportState: e }: { exportState: TExport }) {
  const { t } = useTranslation('history');
  const { api, shell } = usePortal();
  const show = usePopup((s) => s.show);
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const download = async () => {
    const fileId = e.url?.split('/').pop();
    if (!fileId) return;
    const r = await api.call(fileDownload, {}, { params: { fileId } });
    if (!r.ok) return show(errorPopup(r.error, t));
    await saveFile(shell, r.data as unknown as Blob, `history.${e.format}`);
  };
  const send = async (ev: React.FormEvent) => {
    ev.preventDefault();
    setSent(false);
    const r = await api.call(historyExportSend, { exportId: e.exportId, email: email.trim() });
    if (!r.ok) return show(errorPopup(r.error, t));
    setSent(true);
  };
  return (
    <div className="op-stack">
      <button type="button" className="op-button" data-testid="history-export-download" onClick={download}>
        {t('history.export.download')}
      </button>
      <form className="op-row" onSubmit={send}>
        <label className="op-field">
          <span>{t('history.export.email')}</span>
          <input
            type="email"
            required
            data-testid="history-export-email"
            value={email}
            onChange={(ev) => setEmail(ev.target.value)}
          />
        </label>
        <button type="submit" className="op-button" data-testid="history-export-send">
          {t('history.export.send')}
        </button>
      </form>
      {sent && (
        <p role="status" data-testid="history-export-sent">
          {t('history.export.sent', { email: email.trim() })}
        </p>
      )}
    </div>
  );
}
