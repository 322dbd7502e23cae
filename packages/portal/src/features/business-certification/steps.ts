/** The representative's certification in the order they give it; done once submitted. */
export const STEPS = ['declarations', 'statements', 'wForm', 'fatca'] as const;
export type TStep = (typeof STEPS)[number] | 'done';

/** The forms a company signs (spec 1 §3: W-9 for a US tax payer, W-8BEN-E otherwise). */
export const W_FORMS = ['W9', 'W8BENE'] as const;
/** A document status that counts as given: signed, or waiting for review. */
const GIVEN = ['validated', 'pending'];

export interface TCertificationState {
  entityType: string | null;
  declarations: readonly { accepted: boolean | null }[];
  statements: readonly { accepted: boolean | null }[];
  documents: readonly { type: string; status: string }[];
}

/** The signed W-form, if any (W9 or W8BENE, validated or pending). */
export function signedWForm(docs: TCertificationState['documents']) {
  return docs.find((d) => (W_FORMS as readonly string[]).includes(d.type) && GIVEN.includes(d.status));
}

/**
 * The step to show: the first not given yet. Every step before the last is stored as it is
 * given (answers, the signed form), so the e-sign page's round trip and a reload resume there;
 * the submission comes last because through a link it spends the link.
 */
export function currentStep(s: TCertificationState): TStep {
  if (s.entityType !== null) return 'done';
  if (s.declarations.some((d) => d.accepted === null)) return 'declarations';
  if (s.statements.some((d) => d.accepted === null)) return 'statements';
  if (!signedWForm(s.documents)) return 'wForm';
  return 'fatca';
}
