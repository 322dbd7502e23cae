import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type TLanguage,
  type TNotification,
  type TRealtimeDelivery,
} from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import type { MailMessage, Outbox, PushMessage, SmsMessage } from '../../jobs/index.ts';
import { contactsOf } from '../../users/index.ts';
import { newId } from '../crypto.ts';
import { usersWithNoticeOn } from './preferences.ts';
import { mailOf, render, type TRendered } from './templates.ts';
import { NOTICE_RULES, type TChannel, type TNoticeData, type TNoticeType } from './types.ts';

/** What notify writes with: the outbox of the caller's transaction and the brands' names. */
export interface TNotifyDeps {
  outbox: Outbox;
  /** The brand's name as its customers know it (texts start with it). */
  brandName: (brand: string) => string;
}

/** One address a message goes to instead of the user's own (a code goes where the user chose). */
export type TAddress = { channel: 'email'; to: string } | { channel: 'sms'; to: string } | { channel: 'push' };

/** Whom a notice is for. */
export interface TAudience {
  /** One user or several (a customer's checkers); each of the same brand. */
  userIds: readonly string[];
  brand: string;
  /** The readers' language: the caller's when the caller is the reader; else the catalogue default. */
  lang?: TLanguage;
  /** Only this address: no lookup and no settings (one-time codes). */
  only?: TAddress;
  /** More mailboxes told besides the users' own (e.g. the address a change just replaced). */
  extraEmails?: readonly string[];
  /** A label the texts start with instead of the brand's name (e.g. `Paywave #42` of the sms sign-in). */
  brandLabel?: string;
}

interface TReader {
  id: string;
  email: string;
  /** The language the user last signed in with (null: never since it was kept). */
  lang: TLanguage | null;
  phones: string[];
}

/**
 * Tells an audience of a `type` of event, in the caller's transaction (the outbox sends after
 * commit; nothing leaves for a write that rolls back). The type's rule picks the channels, the
 * users' notification settings pick who still wants it (always-sent types ignore them), the
 * message catalogues give the texts in the readers' language. E-mail goes to the account's
 * address, SMS to its confirmed phones, push to its approved linked devices (the push job finds
 * them when it runs), realtime to its open tabs as a Notification event. One outbox statement a
 * channel, whatever the audience's size.
 */
export async function notify<T extends TNoticeType>(
  tx: Queryable,
  deps: TNotifyDeps,
  audience: TAudience,
  type: T,
  data: TNoticeData[T],
): Promise<void> {
  const brandName = audience.brandLabel ?? deps.brandName(audience.brand);
  if (audience.only) {
    const text = render(audience.lang ?? DEFAULT_LANGUAGE, brandName, type, data);
    return sendTo(tx, deps.outbox, { ...audience, brandName }, audience.only, text);
  }
  const rule = NOTICE_RULES[type];
  const wanting = rule.setting
    ? await usersWithNoticeOn(tx, audience.userIds, rule.setting)
    : new Set(audience.userIds);
  const readers = wanting.size === 0 ? [] : await readersOf(tx, [...wanting], rule.channels);
  const extra = audience.extraEmails ?? [];
  if (readers.length === 0 && extra.length === 0) return;
  // The caller's language when the caller is the reader, else each reader's own.
  const langOf = (r: TReader) => audience.lang ?? r.lang ?? DEFAULT_LANGUAGE;
  const texts = new Map<TLanguage, TRendered>();
  const textOf = (lang: TLanguage) =>
    texts.get(lang) ?? texts.set(lang, render(lang, brandName, type, data)).get(lang)!;
  const on = (c: TChannel) => rule.channels.includes(c);
  const params = (data as { params?: Record<string, string> }).params;
  const mails = new Map<string, MailMessage>();
  const texted = new Map<string, SmsMessage>();
  const pushes: PushMessage[] = [];
  const toasts: TRealtimeDelivery[] = [];
  for (const r of readers) {
    const text = textOf(langOf(r));
    if (on('email') && !mails.has(r.email)) mails.set(r.email, { to: r.email, ...mailOf(text.title, text.body) });
    if (on('sms'))
      for (const to of r.phones)
        if (!texted.has(to))
          texted.set(to, { id: newId(), to, text: `${brandName}: ${text.body}`, brand: audience.brand });
    if (on('push'))
      pushes.push({ userIds: [r.id], title: text.title, body: text.body, ...(params ? { data: params } : {}) });
    if (on('realtime'))
      toasts.push({ userIds: [r.id], event: { type: 'Notification', notification: toast(type, text, params) } });
  }
  const extraText = textOf(audience.lang ?? readers[0]?.lang ?? DEFAULT_LANGUAGE);
  if (on('email'))
    for (const to of extra) if (!mails.has(to)) mails.set(to, { to, ...mailOf(extraText.title, extraText.body) });
  if (mails.size > 0) await deps.outbox.add(tx, 'mail', [...mails.values()]);
  if (texted.size > 0) await deps.outbox.add(tx, 'sms', [...texted.values()]);
  if (pushes.length > 0) await deps.outbox.add(tx, 'push', pushes);
  if (toasts.length > 0) {
    await storeToasts(tx, toasts);
    await deps.outbox.add(tx, 'realtime', toasts);
  }
}

/**
 * The stored channel (issue 22): every notification a user's open tabs are told is also kept,
 * under the same id, with its read state (user_notifications), so a tab opened later still
 * lists it. One statement for the whole audience, in the caller's transaction.
 */
async function storeToasts(tx: Queryable, toasts: readonly TRealtimeDelivery[]): Promise<void> {
  const rows = toasts.flatMap((d) => {
    const e = d.event;
    return e.type === 'Notification' ? d.userIds.map((userId) => ({ userId, n: e.notification })) : [];
  });
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO user_notifications (id, user_id, type, status, title, body, params, created_at)
     SELECT r.id, r.user_id, r.type, r.status, r.title, r.body, r.params, r.created_at
       FROM jsonb_to_recordset($1::jsonb) AS r(id text, user_id text, type text, status text, title text, body text,
            params jsonb, created_at timestamptz)`,
    [
      JSON.stringify(
        rows.map(({ userId, n }) => ({
          id: n.id,
          user_id: userId,
          type: n.type,
          status: n.status,
          title: n.title,
          body: n.body,
          params: n.params ?? null,
          created_at: n.createdAt,
        })),
      ),
    ],
  );
}

/** A one-time code (or any message) to the one address given. */
async function sendTo(
  tx: Queryable,
  outbox: Outbox,
  a: TAudience & { brandName: string },
  to: TAddress,
  text: { title: string; body: string },
) {
  if (to.channel === 'email') await outbox.add(tx, 'mail', [{ to: to.to, ...mailOf(text.title, text.body) }]);
  else if (to.channel === 'sms')
    await outbox.add(tx, 'sms', [{ id: newId(), to: to.to, text: text.body, brand: a.brand }]);
  else await outbox.add(tx, 'push', [{ userIds: [...a.userIds], title: a.brandName, body: text.body }]);
}

/** The users' sign-in e-mail, language and, when the type texts, their confirmed phones. */
async function readersOf(q: Queryable, userIds: readonly string[], channels: readonly TChannel[]): Promise<TReader[]> {
  const contacts = await contactsOf(q, userIds, channels.includes('sms'));
  return contacts.map((c) => ({ ...c, lang: isLanguage(c.language) ? c.language : null }));
}

/** The realtime Notification (spec 3 §3 shape): the portal shows it as a toast and reloads. */
function toast(type: TNoticeType, text: TRendered, params?: Record<string, string>): TNotification {
  return {
    id: newId(),
    type: type as TNotification['type'],
    status: 'info',
    title: text.title,
    body: text.body,
    ...(params ? { params } : {}),
    createdAt: new Date().toISOString(),
  };
}

const isLanguage = (v: string | null): v is TLanguage => v !== null && (LANGUAGES as readonly string[]).includes(v);
