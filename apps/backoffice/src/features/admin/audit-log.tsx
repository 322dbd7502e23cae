import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminAuditList, type TAuditRow } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import type { TColumn } from '@openportal/ui';
import { ListTable } from '../../shared/list-table.tsx';
import { Loaded, When } from '../../shared/ui.tsx';

export const AUDIT_PAGE_SIZE = 25;

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

/**
 * The audit log, newest first, a page at a time from the server, optionally of one action
 * (the contract's `action`, an exact match); read-only (the database refuses changes).
 */
export function AuditLogScreen() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [action, setAction] = useState('');
  const log = useCall(adminAuditList, {
    page: String(page),
    pageSize: String(AUDIT_PAGE_SIZE),
    ...(action ? { action } : {}),
  });
  const columns = useAuditColumns();
  return (
    <section className="op-stack">
      <h1>{t('audit.title')}</h1>
      <ActionFilter
        action={action}
        onAction={(a) => {
          setAction(a);
          setPage(1);
        }}
      />
      <Loaded query={log}>
        {(r) => (
          <ListTable<TAuditRow>
            caption={t('audit.title')}
            testId="audit"
            rows={r.data}
            rowKey={(x) => String(x.id)}
            columns={columns}
            pageSize={AUDIT_PAGE_SIZE}
            server={{ page, total: r.meta.total, onPage: setPage }}
          />
        )}
      </Loaded>
    </section>
  );
}

/** The one filter the server offers: an action, exact (a search form, so typing sends nothing). */
function ActionFilter({ action, onAction }: { action: string; onAction: (action: string) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(action);
  return (
    <form
      role="search"
      className="bo-search"
      onSubmit={(e) => {
        e.preventDefault();
        onAction(draft.trim());
      }}
    >
      <label className="op-field">
        <span>{t('audit.actionFilter')}</span>
        <input
          type="search"
          value={draft}
          maxLength={64}
          data-testid="audit-filter-action"
          onChange={(e) => setDraft(e.target.value)}
        />
      </label>
      <button type="submit" className="op-button" data-testid="audit-filter-apply">
        {t('common.filter')}
      </button>
    </form>
  );
}

function useAuditColumns(): TColumn<TAuditRow>[] {
  const { t } = useTranslation();
  return [
    { key: 'at', label: t('audit.at'), render: (x) => <When iso={x.at} /> },
    { key: 'who', label: t('audit.who'), render: (x) => x.adminUsername },
    { key: 'action', label: t('audit.action'), render: (x) => x.action },
    { key: 'target', label: t('audit.target'), render: (x) => x.target },
    { key: 'before', label: t('audit.before'), render: (x) => <code className="bo-json">{json(x.before)}</code> },
    { key: 'after', label: t('audit.after'), render: (x) => <code className="bo-json">{json(x.after)}</code> },
  ];
}
