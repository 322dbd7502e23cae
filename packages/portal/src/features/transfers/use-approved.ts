import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  massTransactionRequestApprove,
  transactionRequestApprove,
  transactionRequestList,
  transactionRequestUserList,
} from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { usePopup } from '../../shared/ui/popup-store.ts';
import type { TPendingApproval } from '../../shared/approval/approval-popup.tsx';

const INVALIDATES = ['transactionRequestList', 'approvalNotificationsCount', 'balanceInquiry', 'historyGet'] as const;

/**
 * transfer/approved (spec 2 §2): the company's payments waiting for a checker, filtered by
 * creator and paged (50), decided one by one or by batch. Approving follows the checker's own
 * mode from the answer (spec 2 §4): 0 done at once, 1 their linked device, 2/3/4 a code popup
 * (`awaiting`) confirming the operation.
 */
export function useApproved() {
  const { t } = useTranslation('transfers');
  const show = usePopup((s) => s.show);
  const [page, setPage] = useState(1);
  const [createdBy, setCreatedBy] = useState('');
  const [awaiting, setAwaiting] = useState<TPendingApproval | null>(null);
  const list = useCall(
    transactionRequestList,
    { page, size: 50, ...(createdBy ? { createdBy } : {}) },
    { keepPrevious: true },
  );
  const users = useCall(transactionRequestUserList, {});
  const single = useCallMutation(transactionRequestApprove, { invalidates: [...INVALIDATES] });
  const mass = useCallMutation(massTransactionRequestApprove, { invalidates: [...INVALIDATES] });
  const after = (trxid: string, declined: boolean, a: { operationId: string | null; approveMode: number }) => {
    if (declined || a.approveMode === 0)
      return show({
        kind: 'success',
        title: t('approved.title'),
        message: t(declined ? 'approved.declinedDone' : 'approved.approvedDone'),
      });
    if (a.approveMode === 1) return show({ kind: 'success', title: t('payment.title'), message: t('payment.waiting') });
    setAwaiting({ trxid, approveMode: a.approveMode, approvalSentTo: null, operationId: a.operationId });
  };
  const decide = async (id: string, declined: boolean) => {
    const r = await single.run({ transactionIds: [id], declined });
    if (r.ok) after(id, declined, r.data);
  };
  const decideBatch = async (batchId: string, declined: boolean) => {
    const r = await mass.run({ batchId, declined });
    if (r.ok) after(batchId, declined, r.data);
  };
  return {
    data: list.data,
    loading: list.isPending,
    users: users.data?.users ?? [],
    page,
    setPage,
    createdBy,
    setCreatedBy: (v: string) => {
      setCreatedBy(v);
      setPage(1);
    },
    decide,
    decideBatch,
    busy: single.isPending || mass.isPending,
    awaiting,
    stopAwaiting: () => setAwaiting(null),
  };
}
