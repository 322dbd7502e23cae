import { z } from 'zod';
import { MOBILE_SHELL_MESSAGE_KINDS } from './enums/merchant.ts';

/**
 * The mobile-shell bridge (spec 1 §1, spec 3 §3/§7 "mobile wrapper": message kinds login, tokens,
 * downloads, document scanning and adding a card to a wallet; shapes "not shown"). Ours: every
 * message is one JSON text `{ v: 1, type, ... }`, parsed by these schemas on both sides; a message
 * that does not parse is dropped and logged, never acted on. Requests carry an `id` the answer
 * repeats. Why and how the portal finds the shell: docs/decisions/mobile-shell.md.
 */
export const SHELL_BRIDGE_VERSION = 1;
/** The entry query flag that turns the shell mode on (`?shell=1`); kept for the tab. */
export const SHELL_QUERY_FLAG = 'shell';
/** A native shell adds `OpenPortalShell/<version>` to its web view's user agent. */
export const SHELL_USER_AGENT_TOKEN = 'OpenPortalShell';
/** The object a native shell injects into the page (`window.OpenPortalShell.postMessage(text)`). */
export const SHELL_INJECTED_OBJECT = 'OpenPortalShell';
/** A file handed over the bridge (download, scan): at most this many bytes before base64. */
export const SHELL_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** How long the portal waits for the shell's answer to a request (a sign-in waits for a person). */
export const SHELL_REQUEST_TIMEOUT_MS = { login: 5 * 60_000, other: 60_000 } as const;

const v = z.literal(SHELL_BRIDGE_VERSION);
const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const fileName = z
  .string()
  .min(1)
  .max(200)
  .refine(
    (name) => !/[/\\]/.test(name) && ![...name].some((c) => c.charCodeAt(0) < 0x20),
    'No path or control character',
  );
const mimeType = z.string().regex(/^[a-z]+\/[a-z0-9.+-]+$/i);
/** base64 of at most SHELL_FILE_MAX_BYTES bytes. */
const base64 = z
  .string()
  .max(Math.ceil(SHELL_FILE_MAX_BYTES / 3) * 4)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/);
const ZShellFile = z.strictObject({ name: fileName, mimeType, dataBase64: base64 });

/** Portal -> shell. */
export const ZWebToShell = z.discriminatedUnion('type', [
  /** The init, SHELL_INIT_DELAY_MS after the portal starts: who it is and where. */
  z.strictObject({ v, type: z.literal('ready'), brand: z.string().min(1).max(64), language: z.string().max(8) }),
  /** login: the user asks to sign in with the app (its own sign-in, biometrics). */
  z.strictObject({ v, type: z.literal('loginRequest'), id }),
  /** tokens: the session's state changed (no token crosses this way). */
  z.strictObject({ v, type: z.literal('session'), state: z.enum(['signedIn', 'signedOut']) }),
  /** downloads: a file for the app to save or share. */
  z.strictObject({ v, type: z.literal('download'), id, file: ZShellFile }),
  /** document scanning: the camera's scan of a document, for an upload. */
  z.strictObject({ v, type: z.literal('scanDocument'), id, documentType: z.string().max(64) }),
  /** adding a card to a wallet. */
  z.strictObject({
    v,
    type: z.literal('addCardToWallet'),
    id,
    cardId: z.string().min(1).max(64),
    last4: z.string().regex(/^\d{4}$/),
  }),
  /** A link outside the portal: the app opens it in the system browser. */
  z.strictObject({ v, type: z.literal('openExternal'), url: z.url({ protocol: /^https?$/ }).max(2048) }),
]);

/** Shell -> portal. */
export const ZShellToWeb = z.discriminatedUnion('type', [
  /** The answer to ready: what the app can do. */
  z.strictObject({
    v,
    type: z.literal('init'),
    platform: z.enum(['ios', 'android', 'simulator']),
    appVersion: z.string().max(32),
    kinds: z.array(z.enum(MOBILE_SHELL_MESSAGE_KINDS)).max(MOBILE_SHELL_MESSAGE_KINDS.length),
  }),
  /**
   * tokens: the app signed the user in; the access token for the portal to adopt (the refresh
   * token stays in the web view's cookie store, set by the gateway: never on the bridge).
   */
  z.strictObject({ v, type: z.literal('tokens'), id: id.optional(), accessToken: z.string().min(16).max(4096) }),
  /** The outcome of a request without a payload (login cancelled, a download saved, a card added). */
  z.strictObject({
    v,
    type: z.literal('result'),
    id,
    ok: z.boolean(),
    reason: z.enum(['cancelled', 'failed', 'unsupported']).optional(),
  }),
  /** document scanning: the scanned document. */
  z.strictObject({ v, type: z.literal('scanned'), id, file: ZShellFile }),
  /** The app signed out (the user chose it in the app's own menu). */
  z.strictObject({ v, type: z.literal('logout') }),
]);

export type TWebToShell = z.infer<typeof ZWebToShell>;
export type TShellToWeb = z.infer<typeof ZShellToWeb>;
export type TShellFile = z.infer<typeof ZShellFile>;
