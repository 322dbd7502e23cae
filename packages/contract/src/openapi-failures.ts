type TJson = Record<string, unknown>;

/** What each failure status means (the envelope's responseCode in brackets). */
const FAILURE_TEXT: Record<number, string> = {
  400: 'Bad input (VF, TA1): validationErrors name each field at fault with its catalogue message',
  401: 'Not signed in, or the token expired (AU)',
  403: 'No right to this (ENOA: not a customer the user may act for, or too few rights; 13: operator role)',
  404: "Not found (IM): no such application or document, another customer's, or the brand has no merchant account",
  409: "Refused in the application's current status or version (applicationTransitionRefused, applicationNotEditable, applicationChanged)",
  413: 'The body or file is larger than allowed (TA1)',
  415: 'A multipart/form-data body sent to a call that takes JSON (TA1)',
  429: 'Too many requests from this client: try again later',
};
const READ = [400, 401, 403, 404, 415, 429];
const WRITE = [400, 401, 403, 404, 409, 413, 415, 429];
/**
 * The failures each merchant-account application call answers (issue 23), as core refuses them
 * (apps/core/src/applications, platform/rest-routes.ts): bad input 400, no session 401, no right
 * 403, not found or the brand's switch off 404, a move or edit the status or version does not
 * allow 409, a body too large 413, a multipart body to a JSON call 415, too many 429. The other
 * spec 3 calls keep the catalogue's `default` failure.
 */
export const APPLICATION_FAILURES: Readonly<Record<string, readonly number[]>> = {
  applicationList: READ,
  applicationCreate: [400, 401, 403, 404, 413, 415, 429],
  applicationGet: READ,
  applicationUpdate: WRITE,
  applicationSubmit: WRITE,
  applicationDelete: [400, 401, 403, 404, 409, 415, 429],
  applicationDocumentList: READ,
  applicationDocumentGet: READ,
  applicationDocumentUpload: [400, 401, 403, 404, 409, 413, 429],
  adminApplicationList: [400, 401, 403, 415, 429],
  adminApplicationGet: READ,
  adminApplicationHistory: READ,
  adminApplicationDocumentList: READ,
  adminApplicationDocumentFile: READ,
  adminApplicationUpdate: WRITE,
  adminApplicationApprove: WRITE,
  adminApplicationReject: WRITE,
};

/** An operation's failure answers: its own statuses when known, else the envelope as `default`. */
export function failuresOf(key: string): TJson {
  const envelope = { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } };
  const own = APPLICATION_FAILURES[key];
  if (!own)
    return {
      default: {
        description: 'Failure: a responseCode of the catalogue, with validationErrors for VF/TA1',
        content: envelope,
      },
    };
  return Object.fromEntries(
    own.map((code) => {
      return [String(code), { description: FAILURE_TEXT[code], content: envelope }];
    }),
  );
}
