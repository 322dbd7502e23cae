import { startTracing } from '@openportal/observability';
import { parseCoreConfig } from './config.ts';
import { buildCore } from './app.ts';
import { startMailCatcher } from './mail/catcher.ts';
import { seedOnStart } from './seed/on-start.ts';

const tracing = startTracing('openportal-core');
const config = parseCoreConfig(process.env);
// Mail without SMTP_URL and SMS without SMS_URL go to the built-in catcher (one page, /sms beside mail).
const catcher =
  config.mailCatcher || config.smsCatcher
    ? await startMailCatcher({
        smtpPort: config.MAIL_CATCHER_SMTP_PORT,
        httpPort: config.MAIL_CATCHER_HTTP_PORT,
        smtp: config.mailCatcher,
      })
    : null;
const core = await buildCore(config, {
  smtpUrl: catcher?.smtpPort ? `smtp://127.0.0.1:${catcher.smtpPort}` : undefined,
  smsUrl: catcher && config.smsCatcher ? `http://127.0.0.1:${catcher.httpPort}/sms/send` : undefined,
});
await seedOnStart(core.db, config, core.app.log);
await core.app.listen({ port: config.PORT, host: config.HOST });
if (catcher) core.app.log.info(`mail and SMS catcher: http://127.0.0.1:${catcher.httpPort}/ and /sms`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  core.app.log.info(`${signal}: shutting down`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await core.close();
  await catcher?.close();
  await tracing.shutdown();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
