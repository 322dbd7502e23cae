import { describe, expect, it, vi } from 'vitest';
import { placeServerErrors } from './server-errors.ts';

const localise = (m: string) => `<${m}>`;
const fields = ['email', 'password', 'address'] as const;
const vf = (validationErrors: { field: string; message: string }[]) => ({
  httpStatus: 400,
  responseCode: 'VF',
  responseDescription: 'Validation failed',
  validationErrors,
});

describe('placeServerErrors', () => {
  it('puts errors on the shown fields, joined, localised, focus on the first in screen order', () => {
    const setError = vi.fn();
    const rest = placeServerErrors(
      { setError },
      vf([
        { field: 'password', message: 'Too short' },
        { field: 'email', message: 'Taken' },
        { field: 'password', message: 'No digit' },
        { field: 'address.city', message: 'Required' },
      ]),
      fields,
      localise,
    );
    expect(rest).toBeNull();
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: '<Taken>' }, { shouldFocus: true }],
      ['password', { type: 'server', message: '<Too short>, <No digit>' }, { shouldFocus: false }],
      ['address.city', { type: 'server', message: '<Required>' }, { shouldFocus: false }],
    ]);
  });
  it('leaves for the popup what has no field shown, and the whole error when nothing was placed', () => {
    const setError = vi.fn();
    const mixed = vf([
      { field: 'email', message: 'Bad' },
      { field: 'currency', message: 'Amount currency does not match the account' },
    ]);
    expect(placeServerErrors({ setError }, mixed, fields, localise)).toEqual({
      ...mixed,
      validationErrors: [mixed.validationErrors[1]],
    });
    const serverDown = { httpStatus: 500 };
    expect(placeServerErrors({ setError }, serverDown, fields, localise)).toBe(serverDown);
    expect(setError).toHaveBeenCalledTimes(1);
  });
});
