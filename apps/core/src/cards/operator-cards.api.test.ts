import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_STATUSES } from '@openportal/contract';
import { adminRest, operatorSession } from '../admin/admin-test-kit.ts';
import { demoEmail } from '../seed/demo.ts';
import { applyFor, call, cardRow, setStatus, startCardsWorld, type TCardsWorld } from './cards-test-kit.ts';

let w: TCardsWorld;
let card: number;
let support: string;
let viewer: string;
beforeAll(async () => {
  w = await startCardsWorld();
  card = await applyFor(w.t, w.me, 2006);
  await setStatus(w.t, card, CARD_STATUSES.active);
  support = await operatorSession(w.t, ['support']);
  viewer = await operatorSession(w.t, ['viewer']);
});
afterAll(async () => w?.t.close());

describe('the back office card console', () => {
  it('finds a card by its last four, account or owner e-mail, the PAN masked', async () => {
    const row = (await cardRow(w.t, card))!;
    for (const q of [String(row.pan_last4), String(card), encodeURIComponent(demoEmail('personal', 'paywave'))])
      expect(JSON.stringify((await adminRest(w.t, 'GET', `/admin/cards?q=${q}`, viewer)).body)).toContain(String(card));
    const [found] = (await adminRest(w.t, 'GET', `/admin/cards?q=${card}`, viewer)).body.data as Array<{
      maskedPan: string;
    }>;
    expect(found!.maskedPan).toBe(`${String(row.pan_bin)}******${String(row.pan_last4)}`);
  });

  it('shows the lifecycle, and blocks a card for fraud (18), audited, once', async () => {
    const refused = await adminRest(w.t, 'POST', `/admin/cards/${card}/fraud-block`, viewer, { reason: 'stolen card' });
    expect(refused.status).toBe(403);
    const blocked = await adminRest(w.t, 'POST', `/admin/cards/${card}/fraud-block`, support, {
      reason: 'stolen card',
    });
    const view = blocked.body.data as { card: { statusId: number }; lifecycle: Array<{ statusId: number }> };
    expect(view.card.statusId).toBe(CARD_STATUSES.fraud);
    expect(view.lifecycle.map((e) => e.statusId)).toEqual([
      CARD_STATUSES.submitted,
      CARD_STATUSES.active,
      CARD_STATUSES.fraud,
    ]);
    const audit = await w.t.db.query<{ action: string; target: string }>(
      `SELECT action, target FROM admin_audit_log WHERE action = 'card.fraudBlock'`,
    );
    expect(audit.rows).toEqual([{ action: 'card.fraudBlock', target: `card:${card}` }]);
    const again = await adminRest(w.t, 'POST', `/admin/cards/${card}/fraud-block`, support, { reason: 'stolen card' });
    expect(JSON.stringify(again.body)).toContain('already blocked');
    // The customer can do nothing with it now (CARD_ACTION_RULES allow nothing in fraud).
    expect((await call(w.t, w.me, 'cardPause', { accountId: card })).body.responseCode).not.toBe('00');
    expect((await adminRest(w.t, 'GET', '/admin/cards/999999999', viewer)).body.responseCode).toBe('IM');
  });
});
