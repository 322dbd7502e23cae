import { METHOD_CALLS } from '@openportal/contract';
import { operation } from '../../../../operation.ts';

/** A fixture for module.test.ts: the operation of balanceInquiry (money) in identity's folder. */
export const balanceInquiryOp = () => operation(METHOD_CALLS.balanceInquiry, async () => ({ accounts: [] }) as never);
