import {
  ERROR_MESSAGES,
  RESPONSE_CODES,
  type TErrorMessageKey,
  type TResponseCode,
  type TValidationError,
} from '@openportal/contract';

/**
 * A failure the client may see: catalogue code, user-facing description (one of
 * ERROR_MESSAGES, so the portal can translate it) and the HTTP status from the catalogue
 * unless given.
 */
export class AppError extends Error {
  readonly code: TResponseCode;
  readonly messageKey: TErrorMessageKey | undefined;
  readonly validationErrors: TValidationError[] | undefined;
  readonly httpStatus: number;

  constructor(
    code: TResponseCode,
    message: TErrorMessageKey | string,
    options: { validationErrors?: TValidationError[]; httpStatus?: number } = {},
  ) {
    const key = Object.hasOwn(ERROR_MESSAGES, message) ? (message as TErrorMessageKey) : undefined;
    super(key ? ERROR_MESSAGES[key] : message);
    this.code = code;
    this.messageKey = key;
    this.validationErrors = options.validationErrors;
    this.httpStatus = options.httpStatus ?? RESPONSE_CODES[code].httpStatus;
  }

  toEnvelope() {
    return {
      responseCode: this.code,
      responseDescription: this.message,
      ...(this.validationErrors ? { validationErrors: this.validationErrors } : {}),
    };
  }
}

export const authError = (key: TErrorMessageKey) => new AppError('AU', key);
/** A refused field: the message is a catalogue text, so the portal shows it translated. */
export const fieldError = (field: string, key: TErrorMessageKey) =>
  new AppError('VF', 'validationFailed', { validationErrors: [{ field, message: ERROR_MESSAGES[key] }] });
