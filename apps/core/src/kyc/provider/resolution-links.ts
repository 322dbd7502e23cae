import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The e-sign link of one signer of a company resolution (issue 26): an HMAC of the resolution and
 * the representative under a key derived from core's secret. Nothing is stored for it: the
 * business domain gives it again to the signer (businessResolutionGet), and it opens nothing
 * once the signature is there (the signer's signed_at).
 */
function tokenOf(secret: string, resolutionId: number, representativeId: number): string {
  const key = createHmac('sha256', secret).update('openportal resolution e-sign').digest();
  return createHmac('sha256', key).update(`${resolutionId}.${representativeId}`).digest('base64url');
}

/** The page where `representativeId` signs `resolutionId`. */
export function resolutionSignUrl(
  deps: { publicUrl: string; secret: string },
  resolutionId: number,
  representativeId: number,
): string {
  const token = tokenOf(deps.secret, resolutionId, representativeId);
  return `${deps.publicUrl.replace(/\/$/, '')}/esign/resolution/${resolutionId}/${representativeId}/${token}`;
}

/** Whether `token` is the link's own (constant time). */
export function resolutionTokenMatches(
  secret: string,
  resolutionId: number,
  representativeId: number,
  token: string,
): boolean {
  const a = Buffer.from(tokenOf(secret, resolutionId, representativeId));
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
