import { describe, expect, it, vi } from 'vitest';
import { setServerErrors } from './server-errors.ts';

const t = (k: string) => `<${k}>`;
const fields = ['email', 'password', 'address'] as const;
type TForm = { email: string; password: string; address: { city: string } };
const vf = (validationErrors: { field: string; message: string }[]) => ({
  httpStatus: 400,
  responseCode: 'VF',
  responseDescription: 'Validation failed',
  validationErrors,
});

describe('setServerErrors', () => {
  it('puts errors on the shown fields, joined, localised, focus on the first in screen order', () => {
    const setError = vi.fn();
    const rest = setServerErrors<TForm>(
      { setError },
      vf([
        { field: 'password', message: 'Too short' },
        { field: 'email', message: 'This e-mail is already registered' },
        { field: 'password', message: 'No digit' },
        { field: 'address.city', message: 'Required' },
      ]),
      { fields, t, keys: { 'Too short': 'x.short' } },
    );
    expect(rest).toBeNull();
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: '<errors.emailTaken>' }, { shouldFocus: true }],
      ['password', { type: 'server', message: '<x.short>, No digit' }, { shouldFocus: false }],
      ['address.city', { type: 'server', message: '<common.required>' }, { shouldFocus: false }],
    ]);
  });
  it('leaves for the popup what has no field shown, and the whole error when nothing was placed', () => {
    const setError = vi.fn();
    const mixed = vf([
      { field: 'email', message: 'Bad' },
      { field: 'currency', message: 'Amount currency does not match the account' },
    ]);
    expect(setServerErrors<TForm>({ setError }, mixed, { fields, t })).toEqual({
      ...mixed,
      validationErrors: [mixed.validationErrors[1]],
    });
    const serverDown = { httpStatus: 500 };
    expect(setServerErrors<TForm>({ setError }, serverDown, { fields, t })).toBe(serverDown);
    expect(setError).toHaveBeenCalledTimes(1);
  });
});
