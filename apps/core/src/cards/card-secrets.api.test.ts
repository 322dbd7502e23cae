import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_STATUSES, DEFAULT_INTERNAL_SECRET, REST_CALLS } from '@openportal/contract';
import { onBrand } from '../test-support.ts';
import { accountIn, applyFor, call, reveal, setStatus, startCardsWorld, type TCardsWorld } from './cards-test-kit.ts';

/**
 * PAN, CVV and PIN never leave the vault except through the reveal calls (issue 24): this run
 * logs everything (trace), issues and uses a card in every way that carries its secrets, then
 * looks for them in the log lines, the error bodies, the history, the exports, the side-effect
 * jobs and the audit log.
 */
const logs: string[] = [];
let w: TCardsWorld;
const secrets = { pan: '', cvv: '', pin: '' };
const bodies: string[] = [];

beforeAll(async () => {
  w = await startCardsWorld({ LOG_LEVEL: 'trace' }, { logStream: { write: (line) => void logs.push(line) } });
});
afterAll(async () => w?.t.close());

const internal = (path: string, payload: object) =>
  w.t.core.app.inject({
    method: 'POST',
    url: path,
    headers: onBrand({ 'x-internal-secret': DEFAULT_INTERNAL_SECRET }),
    payload,
  });

describe('card secrets', () => {
  it('issues, reveals and spends with a card', async () => {
    const { t, me } = w;
    const card = await applyFor(t, me, 2006);
    await setStatus(t, card, CARD_STATUSES.active);
    const details = await reveal(t, me, 'cardVirtualDetailsGet', { accountId: card });
    secrets.pan = details.body.cardNumber as string;
    secrets.cvv = details.body.cvv as string;
    const pin = await reveal(t, me, 'cardPinShow', { accountId: card });
    secrets.pin = pin.body.pin as string;
    expect(secrets.pan).toMatch(/^[0-9]{16}$/);
    const usd = await accountIn(t, me, 'USD');
    await call(
      t,
      me,
      'cardLoad',
      { accountId: card, fromAccountId: usd.accountId, amount: '20.00', currency: 'USD' },
      true,
    );
    const auth = await internal(REST_CALLS.cardAuthorizationSimulate.path, {
      pan: secrets.pan,
      amount: '5.00',
      currencyCode: 'USD',
      merchant: 'Secret Shop',
    });
    expect(auth.json().authorization.status).toBe('pending');
    // Refusals that carried the secrets in their requests.
    const wrongPan = `${secrets.pan.slice(0, -1)}${(Number(secrets.pan.at(-1)) + 1) % 10}`;
    bodies.push(
      (
        await internal(REST_CALLS.cardAuthorizationSimulate.path, {
          pan: wrongPan,
          amount: '1.00',
          currencyCode: 'USD',
          merchant: 'X',
        })
      ).body,
    );
    bodies.push(
      (
        await internal(REST_CALLS.cardAuthorizationSimulate.path, {
          pan: secrets.pan,
          amount: 'x',
          currencyCode: 'USD',
          merchant: 'X',
        })
      ).body,
    );
    bodies.push(
      JSON.stringify(
        (await call(t, me, 'cardPinChange', { accountId: card, pin: secrets.pin, pinRepeat: '0000' })).body,
      ),
    );
    bodies.push(JSON.stringify((await call(t, me, 'cardBinInfo', { binNumber: secrets.pan })).body));
    bodies.push(JSON.stringify((await call(t, me, 'historyGet', {})).body));
    bodies.push(JSON.stringify((await call(t, me, 'debitCardAuthorizationList', { accountId: card })).body));
    const exportId = (await call(t, me, 'historyExportStart', {})).body.exportId as string;
    await t.core.drainOutbox();
    const url = (await call(t, me, 'historyExportStatus', { exportId })).body.export as { url: string };
    bodies.push((await t.core.app.inject({ method: 'GET', url: url.url, headers: onBrand(me.auth) })).body);
  });

  it('never writes them in a log line, an error body, the history, an export, a job or the audit log', async () => {
    expect(logs.length).toBeGreaterThan(20);
    const stored = await w.t.db.query<{ text: string }>(
      `SELECT data::text AS text FROM ${w.t.jobsSchema}.job
       UNION ALL SELECT row_to_json(a)::text FROM admin_audit_log a
       UNION ALL SELECT row_to_json(c)::text FROM cards c
       UNION ALL SELECT row_to_json(e)::text FROM ledger_entries e
       UNION ALL SELECT row_to_json(x)::text FROM ledger_transactions x`,
    );
    const haystacks = {
      logs: logs.join('\n'),
      bodies: bodies.join('\n'),
      stored: stored.rows.map((r) => r.text).join('\n'),
    };
    expect(haystacks.bodies).toContain('Secret Shop');
    expect(haystacks.logs).toContain('cardVirtualDetailsGet');
    for (const [where, text] of Object.entries(haystacks)) {
      expect(text.includes(secrets.pan), `PAN in ${where}`).toBe(false);
      expect(text.includes(`${secrets.pan.slice(0, 4)} ${secrets.pan.slice(4, 8)}`), `spaced PAN in ${where}`).toBe(
        false,
      );
      expect(text.includes(`"${secrets.cvv}"`), `CVV in ${where}`).toBe(false);
      expect(text.includes(`"${secrets.pin}"`), `PIN in ${where}`).toBe(false);
    }
  });
});
