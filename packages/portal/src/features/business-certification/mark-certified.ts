import type { TServices } from '../../shared/services.tsx';

/** After the signed-in user's submission: the session's status follows (the start page and guards read it). */
export function markCertified(store: TServices['store']): void {
  const access = store.getState().access;
  if (access) store.setState({ access: { ...access, taxResidencySelfCertificationDocumentStatus: 'validated' } });
}
