import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  NOTIFICATION_SETTINGS,
  type TLanguage,
  type TNotification,
  type TRealtimeDelivery,
} from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import type { MailMessage, Outbox, PushMessage, SmsMessage } from '../../jobs/index.ts';
import { contactsOf } from '../../users/index.ts';
import { newId } from '../crypto.ts';
import { mailOf, render, type TRendered } from './templates.ts';
import { NOTICE_RULES, type TChannel, type TNoticeData, type TNoticeRule, type TNoticeType } from './types.ts';

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
  /** The notice's setting is on for them (their choice, else the default; always for types without one). */
  wants: boolean;
  /** An approved linked device would receive a push. */
  pushable: boolean;
}

/**
 * Tells an audience of a `type` of event, in the caller's transaction (the outbox sends after
 * commit; nothing leaves for a write that rolls back). The type's rule picks the channels, the
 * users' notification settings pick who still wants it (always-sent types ignore them), the
 * message catalogues give the texts in the readers' language. E-mail goes to the account's
 * address, SMS to its confirmed phones, push to its approved linked devices (a user with none
 * gets no push job; the job finds the devices when it runs), realtime to its open tabs as a
 * Notification event. One outbox statement a channel, whatever the audience's size.
 */
export async function notify<T extends TNoticeType>(
  tx: Queryable,
  deps: TNotifyDeps,
  audience: TAudience,
  type: T,
  data: TNoticeData[T],
): Promise<void> {
  return notifyEach(tx, deps, type, [{ audience, data }]);
}

/** One notice of `notifyEach`: whom, and its facts. */
export interface TNotice<T extends TNoticeType> {
  audience: TAudience;
  data: TNoticeData[T];
}

/** What a set of notices sends, gathered for one outbox statement a channel. */
interface TOutgoing {
  mails: MailMessage[];
  texted: SmsMessage[];
  pushes: PushMessage[];
  toasts: TRealtimeDelivery[];
}

/**
 * `notify` for many notices of one type at once (a batch's "money received"): ONE query for
 * every reader's address, language, setting and device, then one outbox statement a channel
 * for all of them. Nothing runs for an empty list or an audience nobody of which wants it.
 */
export async function notifyEach<T extends TNoticeType>(
  tx: Queryable,
  deps: TNotifyDeps,
  type: T,
  notices: readonly TNotice<T>[],
): Promise<void> {
  const out: TOutgoing = { mails: [], texted: [], pushes: [], toasts: [] };
  const listed: TNotice<T>[] = [];
  for (const n of notices) {
    const brandName = n.audience.brandLabel ?? deps.brandName(n.audience.brand);
    if (!n.audience.only) listed.push(n);
    else
      await sendTo(
        tx,
        deps.outbox,
        { ...n.audience, brandName },
        n.audience.only,
        render(n.audience.lang ?? DEFAULT_LANGUAGE, brandName, type, n.data),
      );
  }
  const userIds = [...new Set(listed.flatMap((n) => n.audience.userIds))];
  const readers = userIds.length > 0 ? await readersOf(tx, userIds, NOTICE_RULES[type]) : [];
  for (const n of listed) gather(out, deps, type, n, readers);
  if (out.mails.length > 0) await deps.outbox.add(tx, 'mail', out.mails);
  if (out.texted.length > 0) await deps.outbox.add(tx, 'sms', out.texted);
  if (out.pushes.length > 0) await deps.outbox.add(tx, 'push', out.pushes);
  if (out.toasts.length > 0) {
    await storeToasts(tx, out.toasts);
    await deps.outbox.add(tx, 'realtime', out.toasts);
  }
}

/** One notice's messages to its readers (those of its audience who want it), added to `out`. */
function gather<T extends TNoticeType>(
  out: TOutgoing,
  deps: TNotifyDeps,
  type: T,
  { audience, data }: TNotice<T>,
  all: readonly TReader[],
) {
  const rule = NOTICE_RULES[type];
  const brandName = audience.brandLabel ?? deps.brandName(audience.brand);
  const members = new Set(audience.userIds);
  const readers = all.filter((r) => members.has(r.id) && r.wants);
  const extra = audience.extraEmails ?? [];
  if (readers.length === 0 && extra.length === 0) return;
  // The caller's language when the caller is the reader, else each reader's own.
  const langOf = (r: TReader) => audience.lang ?? r.lang ?? DEFAULT_LANGUAGE;
  const texts = new Map<TLanguage, TRendered>();
  const textOf = (lang: TLanguage) =>
    texts.get(lang) ?? texts.set(lang, render(lang, brandName, type, data)).get(lang)!;
  const on = (c: TChannel) => rule.channels.includes(c);
  const params = (data as { params?: Record<string, string> }).params;
  const mails = new Set<string>();
  const texted = new Set<string>();
  const mail = (to: string, text: TRendered) => {
    if (mails.has(to)) return;
    mails.add(to);
    out.mails.push({ to, ...mailOf(text.title, text.body) });
  };
  for (const r of readers) {
    const text = textOf(langOf(r));
    if (on('email')) mail(r.email, text);
    if (on('sms'))
      for (const to of r.phones)
        if (!texted.has(to)) {
          texted.add(to);
          out.texted.push({ id: newId(), to, text: `${brandName}: ${text.body}`, brand: audience.brand });
        }
    if (on('push') && r.pushable)
      out.pushes.push({ userIds: [r.id], title: text.title, body: text.body, ...(params ? { data: params } : {}) });
    if (on('realtime'))
      out.toasts.push({ userIds: [r.id], event: { type: 'Notification', notification: toast(type, text, params) } });
  }
  const extraText = textOf(audience.lang ?? readers[0]?.lang ?? DEFAULT_LANGUAGE);
  if (on('email')) for (const to of extra) mail(to, extraText);
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

/**
 * The users' e-mail, language, whether they want notices of the rule's setting and whether a
 * push would reach them, and (when the type texts) their confirmed phones: one query (two with phones).
 */
async function readersOf(q: Queryable, userIds: readonly string[], rule: TNoticeRule): Promise<TReader[]> {
  const contacts = await contactsOf(q, userIds, rule.channels.includes('sms'), {
    setting: rule.setting,
    pushable: rule.channels.includes('push'),
  });
  const byDefault = rule.setting
    ? NOTIFICATION_SETTINGS.find((s) => s.identified === rule.setting)!.defaultValue
    : true;
  return contacts.map((c) => ({
    id: c.id,
    email: c.email,
    phones: c.phones,
    lang: isLanguage(c.language) ? c.language : null,
    wants: rule.setting ? (c.chosen ?? byDefault) : true,
    pushable: c.pushable === true,
  }));
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
