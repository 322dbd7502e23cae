import { startTracing } from '@openportal/observability';
import { buildGateway } from './app.ts';
import { parseGatewayConfig } from './config.ts';

/** Only listens: configuration, app and shutdown live elsewhere. */
const tracing = startTracing('openportal-gateway');
const config = parseGatewayConfig(process.env);
const app = await buildGateway(config);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'gateway: shutting down');
  const force = setTimeout(() => process.exit(1), config.shutdownTimeoutMs);
  force.unref();
  await app.close();
  await tracing.shutdown();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
