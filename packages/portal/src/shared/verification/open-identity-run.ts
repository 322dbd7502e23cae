import { useNavigate } from 'react-router';
import { portalPath } from '@openportal/contract';
import { usePortal } from '../services.tsx';
import { STORAGE_KEYS } from '../storage-keys.ts';

type TRun = { workflowRunId: string; token: string; url: string };

/**
 * Goes to the portal's identity-verification page of a started run, which leads on to the
 * provider's token page (kept for the tab: the page's path carries only the run and token).
 * The personal check (identityVerificationStart) and a representative's
 * (customerIdentityVerificationStart) both open their run this way.
 */
export function useOpenIdentityRun(): (run: TRun) => void {
  const { tabStorage } = usePortal();
  const navigate = useNavigate();
  return ({ workflowRunId, token, url }) => {
    tabStorage.setItem(`${STORAGE_KEYS.identityRunPrefix}${workflowRunId}`, url);
    void navigate(portalPath('identityVerification', { workflowRunId, token }));
  };
}
