import { checkTaxId, customerTaxNumberUpdate, normaliseTaxId } from '@openportal/contract';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { customerProfile, setTaxId } from '../profile/customer.ts';
import type { ProfileDeps } from '../profile/deps.ts';

/**
 * The acting customer's tax id, checked against its residence country's entry of the tax-id
 * table (contract TAX_ID_TABLE; personal or business by the customer's kind) and stored
 * normalised. A wrong format changes nothing.
 */
export const customerTaxNumberUpdateOp = (deps: ProfileDeps) =>
  operation(customerTaxNumberUpdate, async (ctx, input) => {
    const customerId = customerOf(ctx.caller).customerId;
    await deps.db.transaction(async (tx) => {
      const customer = await customerProfile(tx, customerId, true);
      const kind = customer.kind === 0 ? 'personal' : 'business';
      const verdict = checkTaxId(customer.residenceCountryCode, kind, input.taxId);
      if (verdict === 'format') throw fieldError('taxId', 'taxIdFormat');
      if (verdict === 'required') throw fieldError('taxId', 'taxIdRequired');
      await setTaxId(tx, customerId, normaliseTaxId(input.taxId));
    });
    return {};
  });
