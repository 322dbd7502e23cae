import type { FieldValues, Resolver } from 'react-hook-form';
import { compareAmounts } from '@openportal/ui';

/** The most the screen says may be sent (the max-amount answer), in the source currency. */
export interface TMaximum {
  amount: string;
  currency: string;
}

/**
 * A resolver that also refuses an amount above the maximum the screen shows, before anything is
 * sent: the field gets `message(max)`. The maximum is the form's context (`useForm({ context })`,
 * the answer on screen); with no answer yet the server remains the judge.
 */
export function withMaximum<TForm extends FieldValues, TOut extends FieldValues>(
  base: Resolver<TForm, unknown, TOut>,
  field: keyof TOut & string,
  message: (max: TMaximum) => string,
): Resolver<TForm, unknown, TOut> {
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const max = context as TMaximum | null | undefined;
    if (!max || Object.keys(result.errors).length > 0) return result;
    const amount = (result.values as TOut)[field] as unknown;
    if (typeof amount !== 'string' || compareAmounts(amount, max.amount) <= 0) return result;
    return {
      values: {},
      errors: { [field]: { type: 'max', message: message(max) } },
    } as unknown as Awaited<ReturnType<Resolver<TForm, unknown, TOut>>>;
  };
}
