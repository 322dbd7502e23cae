// The card authorization simulator's command line (issue 24): a tester "spends" with a card on
// one machine. It calls core's internal simulator calls (contract CARD_ISSUER_REST_CALLS) with the
// internal secret: an authorization is a ledger hold on the card's account, then settled (whole
// or a part) or reversed; the card's and its account's authorization lists show each.
//
//   node apps/core/scripts/card-spend.ts authorize --pan 4000001234567890 --amount 12.50 --currency USD \
//        --merchant "Coffee Shop" [--country GB] [--channel online|contactless|chip|atm]
//   node apps/core/scripts/card-spend.ts authorize --account 100000061 --amount 12.50 --currency USD --merchant Shop
//   node apps/core/scripts/card-spend.ts settle <authorizationId> [--amount 10.00]
//   node apps/core/scripts/card-spend.ts reverse <authorizationId>
//
// CORE_URL (default http://127.0.0.1:4000), INTERNAL_SECRET (default: the published one, which
// core accepts on loopback only), BRAND (default paywave). The PAN is sent in the body only and
// never printed: the answer names the card by its account id.
import { parseArgs } from 'node:util';
import { BRAND_HEADER, DEFAULT_INTERNAL_SECRET, REST_CALLS, type RestCall } from '@openportal/contract';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    pan: { type: 'string' },
    account: { type: 'string' },
    amount: { type: 'string' },
    currency: { type: 'string', default: 'USD' },
    merchant: { type: 'string', default: 'Test merchant' },
    country: { type: 'string' },
    channel: { type: 'string', default: 'online' },
  },
});

async function send(call: RestCall, body: object, params: Record<string, string> = {}) {
  const base = process.env.CORE_URL ?? 'http://127.0.0.1:4000';
  const path = Object.entries(params).reduce((p, [k, v]) => p.replace(`{${k}}`, encodeURIComponent(v)), call.path);
  const r = await fetch(new URL(path, base), {
    method: call.verb,
    headers: {
      'content-type': 'application/json',
      'x-internal-secret': process.env.INTERNAL_SECRET ?? DEFAULT_INTERNAL_SECRET,
      [BRAND_HEADER]: process.env.BRAND ?? 'paywave',
    },
    body: JSON.stringify(body),
  });
  const answer = (await r.json()) as Record<string, unknown>;
  console.log(JSON.stringify(answer, null, 2));
  if (!r.ok || answer.responseCode !== '00') process.exitCode = 1;
}

const [command, id] = positionals;
if (command === 'authorize') {
  await send(REST_CALLS.cardAuthorizationSimulate, {
    ...(values.pan ? { pan: values.pan } : { accountId: Number(values.account) }),
    amount: values.amount,
    currencyCode: values.currency,
    merchant: values.merchant,
    channel: values.channel,
    ...(values.country ? { merchantCountry: values.country } : {}),
  });
} else if ((command === 'settle' || command === 'reverse') && id) {
  const call = command === 'settle' ? REST_CALLS.cardAuthorizationSettle : REST_CALLS.cardAuthorizationReverse;
  await send(call, command === 'settle' && values.amount ? { amount: values.amount } : {}, { authorizationId: id });
} else {
  console.error(
    'usage: card-spend.ts authorize --pan <PAN>|--account <id> --amount <a> [--currency USD] [--merchant m]\n' +
      '       card-spend.ts settle <authorizationId> [--amount a]\n       card-spend.ts reverse <authorizationId>',
  );
  process.exitCode = 2;
}
