import { authStoresUrlsSend } from '@openportal/contract';
import { fieldError } from '../../platform/app-error.ts';
import { tooManyCodesSent } from '../../security/confirmation.ts';
import { customerOf } from '../../platform/caller.ts';
import { newId } from '../../platform/crypto.ts';
import { operation } from '../../platform/operation.ts';
import type { DevicesDeps } from '../module.ts';

/** At most this many store-link texts per user an hour (our choice: an SMS costs money). */
const PER_HOUR = 3;
const TEXTS: Record<string, string> = {
  en: 'Get the {brand} app: iOS {ios} · Android {android}',
  es: 'Descargue la app de {brand}: iOS {ios} · Android {android}',
  pt: 'Obtenha a app {brand}: iOS {ios} · Android {android}',
  ro: 'Descărcați aplicația {brand}: iOS {ios} · Android {android}',
  ru: 'Установите приложение {brand}: iOS {ios} · Android {android}',
  ua: 'Встановіть застосунок {brand}: iOS {ios} · Android {android}',
};

/**
 * POST /auth/stores-urls/send (spec 1 §7): the brand's app store links texted to a phone, so the
 * user can install the app that becomes their linked device. Sent through the SMS outbox.
 */
export const authStoresUrlsSendOp = (deps: DevicesDeps) =>
  operation(authStoresUrlsSend, async (ctx, input) => {
    const { userId, brand } = customerOf(ctx.caller);
    // The number is sent with its country code, without the plus (spec 1 §5).
    const to = `+${input.phoneNumber}`;
    if (!/^\+[1-9][0-9]{6,14}$/.test(to)) throw fieldError('phoneNumber', 'validationFailed');
    const links = deps.storeLinks?.(brand) ?? { ios: '', android: '' };
    const text = (TEXTS[ctx.lang] ?? TEXTS.en!)
      .replace('{brand}', deps.brandName(brand))
      .replace('{ios}', links.ios)
      .replace('{android}', links.android);
    await deps.db.transaction(async (tx) => {
      const sent = await tx.query<{ n: number | string }>(
        `SELECT count(*) AS n FROM store_link_texts WHERE user_id = $1 AND sent_at > now() - interval '1 hour'`,
        [userId],
      );
      if (Number(sent.rows[0]!.n) >= PER_HOUR) throw tooManyCodesSent();
      await tx.query('INSERT INTO store_link_texts (user_id, phone) VALUES ($1, $2)', [userId, to]);
      await deps.outbox.add(tx, 'sms', [{ id: newId(), to, text, brand }]);
    });
    return { ok: true as const };
  });
