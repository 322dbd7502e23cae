import { identityGet } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { documentCategory, documentsOf, identityDocument } from '../profile/documents.ts';
import type { ProfileDeps } from '../profile/deps.ts';

/**
 * The identity documents (identity-proof category, newest first: the first is "the" identity
 * document, spec 1 §3) and the proof-of-residence status: the newest address proof's, else
 * 'notRequired' (the spec's default). Video identity: the customer's latest identity-verification
 * run at the provider (issue 21 part 3b, the kyc domain's table); null until one was started.
 */
export const identityGetOp = (deps: ProfileDeps) =>
  operation(identityGet, async (ctx) => {
    const { customerId } = customerOf(ctx.caller);
    const [docs, runs] = await Promise.all([
      documentsOf(deps.db, customerId),
      deps.db.query<{ status: string; provider: 'jmo' | 'nfd' }>(
        `SELECT status, provider FROM identity_verifications WHERE customer_id = $1 ORDER BY created_at DESC LIMIT 1`,
        [customerId],
      ),
    ]);
    const identity = docs.filter((d) => documentCategory(d.type) === 'identityProof');
    const residence = docs.find((d) => documentCategory(d.type) === 'addressProof');
    return {
      documents: identity.map((d) => identityDocument(d, ctx.lang)),
      videoIdentity: runs.rows[0] ?? null,
      proofOfResidence: { status: residence?.status ?? 'notRequired' },
    };
  });
