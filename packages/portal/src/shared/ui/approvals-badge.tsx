import { approvalNotificationsCount } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';

/** The nav badge of transfer/approved: payments (single and batches) waiting for the user's approval. */
export function ApprovalsBadge() {
  const q = useCall(approvalNotificationsCount, {});
  const n = (q.data?.transactionRequestCount ?? 0) + (q.data?.massTransactionRequestCount ?? 0);
  if (n === 0) return null;
  return (
    <span className="op-badge" data-testid="approvals-badge">
      {n}
    </span>
  );
}
