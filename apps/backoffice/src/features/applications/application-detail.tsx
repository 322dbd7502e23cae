import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  adminApplicationApprove,
  adminApplicationDocumentFile,
  adminApplicationDocumentList,
  adminApplicationGet,
  adminApplicationReject,
  type TApplication,
} from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { ErrorText, Loaded, When } from '../../shared/ui.tsx';
import { ApplicationEdit } from './application-edit.tsx';
import { ApplicationHistory } from './application-history.tsx';

/** Every filled value of the body by its path, so every section is readable as sent. */
function flatten(value: unknown, path = ''): Array<[string, string]> {
  if (value === null || value === undefined) return [];
  if (typeof value === 'object' && !Array.isArray(value))
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => flatten(v, path ? `${path}.${k}` : k));
  if (Array.isArray(value) && value.some((v) => typeof v === 'object'))
    return value.flatMap((v, i) => flatten(v, `${path}.${i + 1}`));
  return [[path, Array.isArray(value) ? value.join(', ') : String(value)]];
}

/** The documents, each opened in a new tab from its bytes (the file's name is only a label). */
function Documents({ id }: { id: number }) {
  const { t } = useTranslation();
  const docs = useCall(adminApplicationDocumentList, {}, { params: { id } });
  const file = useCallMutation(adminApplicationDocumentFile, { onFailure: false });
  const open = async (uuid: string) => {
    const r = await file.run({}, { params: { id, uuid } });
    if (r.ok) window.open(URL.createObjectURL(r.data as unknown as Blob), '_blank', 'noopener');
  };
  return (
    <Loaded query={docs}>
      {(r) => (
        <ul data-testid="application-documents">
          {r.data.length === 0 && <li>{t('applications.noDocuments')}</li>}
          {r.data.map((d) => (
            <li key={d.uuid}>
              <button type="button" className="op-button op-button--link" onClick={() => void open(d.uuid)}>
                {d.filename}
              </button>{' '}
              {d.documentType ?? ''} · {Math.ceil(d.filesize / 1024)} KB
            </li>
          ))}
        </ul>
      )}
    </Loaded>
  );
}

/** Approve, or reject with a reason the applicant sees (compliance); the version read goes with it. */
function Decide({ app }: { app: TApplication }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const invalidates = [
    'GET /admin/application/{id}',
    'GET /admin/application',
    'GET /admin/application/{id}/history',
  ] as const;
  const approve = useCallMutation(adminApplicationApprove, { invalidates: [...invalidates], onFailure: false });
  const reject = useCallMutation(adminApplicationReject, { invalidates: [...invalidates], onFailure: false });
  if (app.status !== 'SUBMITTED') return null;
  const params = { params: { id: app.id } };
  const version = app.version !== undefined ? { version: app.version } : {};
  return (
    <div className="bo-decide" data-testid="application-decide">
      <button
        type="button"
        className="op-button op-button--primary"
        disabled={approve.isPending}
        data-testid="application-approve"
        onClick={() => approve.mutate(version, params)}
      >
        {t('applications.approve')}
      </button>
      <label className="op-field">
        <span>{t('applications.reason')}</span>
        <textarea
          value={reason}
          maxLength={1000}
          onChange={(e) => setReason(e.target.value)}
          data-testid="application-reason"
        />
      </label>
      <button
        type="button"
        className="op-button"
        disabled={reject.isPending}
        data-testid="application-reject"
        onClick={() => reject.mutate({ reason, ...version }, params)}
      >
        {t('applications.reject')}
      </button>
      <ErrorText error={approve.error ?? reject.error ?? undefined} />
    </div>
  );
}

/** Every section's values, or (an application under review, on request) the edit form. */
function Body({ app }: { app: TApplication }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  if (editing) return <ApplicationEdit app={app} onDone={() => setEditing(false)} />;
  return (
    <>
      {app.status === 'SUBMITTED' && (
        <button
          type="button"
          className="op-button"
          data-testid="application-edit-open"
          onClick={() => setEditing(true)}
        >
          {t('applications.edit')}
        </button>
      )}
      <dl className="bo-facts" data-testid="application-values">
        {flatten(app.data).map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** One application: its status and decision, every section's values (editable under review), its documents, the decision controls and its history. */
export function ApplicationDetailScreen() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const q = useCall(adminApplicationGet, {}, { params: { id } });
  return (
    <section className="op-stack">
      <h1>{t('applications.one', { id })}</h1>
      <Loaded query={q}>
        {({ data: app }) => (
          <>
            <dl className="bo-facts">
              <dt>{t('applications.status')}</dt>
              <dd data-testid="application-status">{t(`applications.statuses.${app.status}`)}</dd>
              <dt>{t('applications.customer')}</dt>
              <dd>{app.customerId}</dd>
              <dt>{t('applications.created')}</dt>
              <dd>
                <When iso={app.createdAt} />
              </dd>
              {app.rejectReason && (
                <>
                  <dt>{t('applications.reason')}</dt>
                  <dd>{app.rejectReason}</dd>
                </>
              )}
            </dl>
            <Decide app={app} />
            <h2>{t('applications.body')}</h2>
            <Body key={app.version} app={app} />
            <h2>{t('applications.documents')}</h2>
            <Documents id={app.id} />
            <h2>{t('applications.history')}</h2>
            <ApplicationHistory id={app.id} />
          </>
        )}
      </Loaded>
    </section>
  );
}
