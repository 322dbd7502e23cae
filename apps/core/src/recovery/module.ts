import { loadOperations, type CoreModule } from '../platform/module.ts';
import type { TokenServiceDeps } from '../identity/index.ts';

/**
 * Account recovery (spec 1 §2 /account-recovery: e-mail, status, code, new password, success;
 * §3 the form): for someone who lost their e-mail. Password reset by an e-mailed code, for
 * someone who still has it, is identity's (passwordChangeRequest).
 */
export async function recoveryModule(deps: TokenServiceDeps): Promise<CoreModule> {
  return { name: 'recovery', operations: await loadOperations(new URL('./operations/', import.meta.url), deps) };
}
