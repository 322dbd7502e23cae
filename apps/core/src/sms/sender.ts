import type { SmsMessage } from '../jobs/outbox.ts';

/** What a provider must answer within this time, or the job counts as failed and is retried. */
const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * Sends an SMS as one JSON POST to `url`: a real provider's HTTP API (`SMS_URL`), or the
 * built-in catcher's `/sms/send`. The body is `{"id", "to", "text", "brand"}`: `id` is the
 * message's own UUID (the same on a retry, so the provider can drop a repeat), `to` E.164,
 * `text` plain UTF-8 (at most 480 characters), `brand` the sending brand's id. With `token` the
 * request carries `Authorization: Bearer <token>`. Any 2xx is accepted; anything else, a timeout
 * or a network error fails the job, which the runner retries (then parks).
 */
export function createSmsSender(url: string, token?: string) {
  return async (message: SmsMessage, signal?: AbortSignal): Promise<void> => {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ id: message.id, to: message.to, text: message.text, brand: message.brand }),
      signal: AbortSignal.any([AbortSignal.timeout(PROVIDER_TIMEOUT_MS), ...(signal ? [signal] : [])]),
    });
    await res.body?.cancel();
    if (!res.ok) throw new Error(`SMS provider answered HTTP ${res.status}`);
  };
}
