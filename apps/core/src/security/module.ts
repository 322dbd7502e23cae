import { loadOperations, type CoreModule } from '../platform/module.ts';
import type { TokenServiceDeps } from '../identity/index.ts';

/** What the security settings need: the token service's parts (sessions, outbox, brand names). */
export type SecurityDeps = TokenServiceDeps;

/**
 * Security settings (spec 2 §7 Security): the sign-in IP allow list, login history, the payout
 * blacklist, notification settings, password change with a confirmation code, two-step modes.
 * The sign-in side of them (IP checks, history rows, the sms flow) lives in identity's token
 * service; this domain is the settings a signed-in user reads and changes.
 */
export async function securityModule(deps: SecurityDeps): Promise<CoreModule> {
  return { name: 'security', operations: await loadOperations(new URL('./operations/', import.meta.url), deps) };
}
