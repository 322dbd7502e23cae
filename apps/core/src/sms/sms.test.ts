import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher } from '../mail/catcher.ts';
import { createSmsSender } from './sender.ts';

let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0, smtp: false });
});
afterAll(async () => catcher?.close());

describe('SMS stand-in', () => {
  it('takes the provider JSON, keeps a retried message once, and shows it at /sms beside the mail', async () => {
    const base = `http://127.0.0.1:${catcher.httpPort}`;
    const send = createSmsSender(`${base}/sms/send`);
    const message = {
      id: 'm-1',
      to: '+447700900123',
      text: 'Paywave: 123456 is your code to sign in.',
      brand: 'paywave',
    };
    await send(message);
    await send(message);
    expect(catcher.sms.map((m) => [m.id, m.to, m.text])).toEqual([['m-1', message.to, message.text]]);
    const json = await (await fetch(`${base}/sms/messages?to=${encodeURIComponent(message.to)}`)).json();
    expect(json).toMatchObject([{ id: 'm-1', brand: 'paywave' }]);
    // An unencoded '+' arrives as a space: still the same number.
    expect(await (await fetch(`${base}/sms/messages?to=+447700900123`)).json()).toHaveLength(1);
    const page = await (await fetch(`${base}/sms`)).text();
    expect(page).toContain('SMS catcher (1)');
    expect(page).toContain('123456');
    expect(catcher.smtpPort).toBeNull();
  });

  it('fails the job on a refusal, so the runner retries it', async () => {
    const send = createSmsSender(`http://127.0.0.1:${catcher.httpPort}/sms/send`);
    await expect(send({ id: 'x', to: 'not-a-number', text: 'hi', brand: 'paywave' })).rejects.toThrow(/HTTP 400/);
  });

  it('sends the bearer token to a real provider', async () => {
    const seen: Array<string | undefined> = [];
    const { createServer } = await import('node:http');
    const provider = createServer((req, res) => {
      seen.push(req.headers.authorization);
      res.statusCode = 200;
      res.end('{}');
    });
    await new Promise<void>((r) => provider.listen(0, '127.0.0.1', () => r()));
    const port = (provider.address() as { port: number }).port;
    await createSmsSender(
      `http://127.0.0.1:${port}/v1/sms`,
      'tok-1',
    )({ id: 'a', to: '+447700900123', text: 'x', brand: 'b' });
    await new Promise<void>((r) => provider.close(() => r()));
    expect(seen).toEqual(['Bearer tok-1']);
  });
});
