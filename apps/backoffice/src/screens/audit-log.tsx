import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminAuditList, type TAuditRow } from '@openportal/contract';
import { useAdminCall } from '../api/queries.ts';
import { Loaded, Table, When } from '../ui.tsx';

export const AUDIT_PAGE_SIZE = 25;

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

/** The audit log, newest first, a page at a time; read-only (the database refuses changes). */
export function AuditLogScreen() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const log = useAdminCall(adminAuditList, { input: { page: String(page), pageSize: String(AUDIT_PAGE_SIZE) } });
  return (
    <section>
      <h1>{t('audit.title')}</h1>
      <Loaded query={log}>
        {(r) => {
          const pages = Math.max(1, Math.ceil(r.meta.total / AUDIT_PAGE_SIZE));
          return (
            <>
              <Table<TAuditRow>
                caption={t('audit.title')}
                rows={r.data}
                rowKey={(x) => String(x.id)}
                columns={[
                  { title: t('audit.at'), cell: (x) => <When iso={x.at} /> },
                  { title: t('audit.who'), cell: (x) => x.adminUsername },
                  { title: t('audit.action'), cell: (x) => x.action },
                  { title: t('audit.target'), cell: (x) => x.target },
                  { title: t('audit.before'), cell: (x) => <code>{json(x.before)}</code> },
                  { title: t('audit.after'), cell: (x) => <code>{json(x.after)}</code> },
                ]}
              />
              <nav>
                <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('audit.previous')}
                </button>
                <span>{t('audit.page', { page, pages })}</span>
                <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {t('audit.next')}
                </button>
              </nav>
            </>
          );
        }}
      </Loaded>
    </section>
  );
}
