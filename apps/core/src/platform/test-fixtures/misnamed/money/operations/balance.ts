import { METHOD_CALLS } from '@openportal/contract';
import { operation } from '../../../../operation.ts';

/** A fixture for module.test.ts: the operation of balanceInquiry in a file not named after it. */
export const balanceInquiryOp = () => operation(METHOD_CALLS.balanceInquiry, async () => ({ accounts: [] }) as never);
