import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  adminAnnouncementCreate,
  adminAnnouncementList,
  LANGUAGES,
  type TAdminAnnouncement,
  type TLanguage,
} from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { ErrorText, Loaded, When } from '../../shared/ui.tsx';
import { ListTable } from '../../shared/list-table.tsx';

type TTexts = Partial<Record<TLanguage, { title: string; body: string }>>;

/** The texts the editor filled in (a language with neither title nor text is left out). */
export const filledTexts = (texts: TTexts) =>
  LANGUAGES.flatMap((language) => {
    const x = texts[language];
    return x && (x.title.trim() || x.body.trim()) ? [{ language, title: x.title, body: x.body }] : [];
  });

function TextFields({ texts, onChange }: { texts: TTexts; onChange: (t: TTexts) => void }) {
  const { t } = useTranslation();
  const set = (l: TLanguage, k: 'title' | 'body', v: string) =>
    onChange({ ...texts, [l]: { title: '', body: '', ...texts[l], [k]: v } });
  return (
    <>
      {LANGUAGES.map((l) => (
        <fieldset key={l} className="bo-editor__fields">
          <legend>{t('announcements.language', { language: l })}</legend>
          <label className="op-field">
            <span>{t('announcements.titleField')}</span>
            <input
              value={texts[l]?.title ?? ''}
              maxLength={200}
              onChange={(e) => set(l, 'title', e.target.value)}
              data-testid={`announcement-title-${l}`}
            />
          </label>
          <label className="op-field">
            <span>{t('announcements.body')}</span>
            <textarea
              value={texts[l]?.body ?? ''}
              maxLength={10_000}
              onChange={(e) => set(l, 'body', e.target.value)}
              data-testid={`announcement-body-${l}`}
            />
          </label>
        </fieldset>
      ))}
    </>
  );
}

/** Publishing: brand, confirmation, when (empty: now), texts per language (English required). */
function Editor() {
  const { t } = useTranslation();
  const [brand, setBrand] = useState('');
  const [withConfirmation, setWithConfirmation] = useState(false);
  const [publishAt, setPublishAt] = useState('');
  const [texts, setTexts] = useState<TTexts>({});
  const create = useCallMutation(adminAnnouncementCreate, {
    invalidates: ['GET /admin/announcements'],
    onFailure: false,
  });
  const publish = async () => {
    const when = publishAt ? { publishAt: new Date(publishAt).toISOString() } : {};
    const r = await create.run({ brand, withConfirmation, texts: filledTexts(texts), ...when });
    if (r.ok) setTexts({});
  };
  return (
    <form className="op-stack" onSubmit={(e) => (e.preventDefault(), void publish())} data-testid="announcement-editor">
      <div className="op-row">
        <label className="op-field">
          <span>{t('announcements.brand')}</span>
          <input
            value={brand}
            maxLength={40}
            onChange={(e) => setBrand(e.target.value.trim())}
            data-testid="announcement-brand"
          />
        </label>
        <label className="op-field">
          <span>{t('announcements.publishAt')}</span>
          <input type="datetime-local" value={publishAt} onChange={(e) => setPublishAt(e.target.value)} />
        </label>
        <label>
          <input
            type="checkbox"
            checked={withConfirmation}
            onChange={(e) => setWithConfirmation(e.target.checked)}
            data-testid="announcement-confirmation"
          />{' '}
          {t('announcements.confirmation')}
        </label>
      </div>
      <TextFields texts={texts} onChange={setTexts} />
      <button
        type="submit"
        className="op-button op-button--primary"
        disabled={create.isPending}
        data-testid="announcement-publish"
      >
        {t('announcements.publish')}
      </button>
      {create.isSuccess && <p role="status">{t('announcements.published')}</p>}
      <ErrorText error={create.error ?? undefined} />
    </form>
  );
}

/** Announcements of every brand, newest first, with their answers counted; and the editor. */
export function AnnouncementsScreen() {
  const { t } = useTranslation();
  const list = useCall(adminAnnouncementList, {});
  return (
    <section className="op-stack">
      <h1>{t('announcements.title')}</h1>
      <Editor />
      <Loaded query={list}>
        {(r) => (
          <ListTable<TAdminAnnouncement>
            caption={t('announcements.title')}
            testId="announcements"
            rows={r.data}
            rowKey={(x) => String(x.id)}
            columns={[
              { key: 'when', label: t('announcements.publishAt'), render: (x) => <When iso={x.publishAt} /> },
              { key: 'brand', label: t('announcements.brand'), render: (x) => x.brand },
              {
                key: 'title',
                label: t('announcements.titleField'),
                render: (x) => x.texts.find((y) => y.language === 'en')?.title ?? x.texts[0]?.title,
              },
              {
                key: 'languages',
                label: t('announcements.languages'),
                render: (x) => x.texts.map((y) => y.language).join(', '),
              },
              {
                key: 'confirm',
                label: t('announcements.confirmation'),
                render: (x) => (x.withConfirmation ? '✓' : '—'),
              },
              { key: 'answers', label: t('announcements.answers'), render: (x) => `${x.accepted} / ${x.declined}` },
            ]}
          />
        )}
      </Loaded>
    </section>
  );
}
