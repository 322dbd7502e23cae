import type { Db, Queryable } from '@openportal/db';
import { authError } from '../platform/app-error.ts';
import { newId, randomToken, sha256Base64Url } from '../platform/crypto.ts';
import type { Outbox } from '../jobs/index.ts';
import { overNameBound, recentIpFailures, recordUnknownName } from './password-guard.ts';
import { DUMMY_HASH, verifyPassword } from './passwords.ts';
import type { AccessTokens } from './signing-keys.ts';
import { matchTotpStep } from '../platform/codes/index.ts';
import {
  countFailedAttempt,
  insertAuthCode,
  lockAuthCode,
  spendAuthCode,
  type TLockedAuthCode,
} from './data/auth-codes.ts';
import { insertLoginAttempt, settleLoginAttempt } from './data/login-history.ts';
import {
  ipPermitted,
  rememberLanguage,
  signInNotice,
  smsCodeMatches,
  textSignInCode,
  type TSignInClient,
} from './sign-in-checks.ts';
import {
  insertRefreshToken,
  lockRefreshToken,
  markRefreshTokenUsed,
  revokeSession,
  sessionOfToken,
} from './data/refresh-tokens.ts';
import { findSignInUser, recordTotpStep } from './data/users.ts';
import { settleStrictMigration } from './strict-migration.ts';
import type { TPushMigrationSetting } from '../devices/push-migration.ts';
import { approveDevice } from '../devices/data.ts';
import { startDeviceVerification } from '../devices/verify-device.ts';
import { pushFallbackFlow } from './push-fallback.ts';
import { deviceStateChanged, startPushSignIn, waitForDecision, type TPushSettings } from '../devices/push-sign-in.ts';

const CODE_TTL_S = 120;
const MAX_CODE_ATTEMPTS = 5;

export interface TokenServiceDeps {
  db: Db;
  tokens: AccessTokens;
  refreshTtlS: number;
  /** Where a revoked session is announced (the gateways close its sockets). */
  outbox: Outbox;
  /** The brand's name as its customers know it (SMS and mail texts). */
  brandName: (brand: string) => string;
  /** The brand's terms and their versions (spec 1 §3; absent: none to accept). */
  terms?: (brand: string) => readonly { id: string; key: string; version: string }[];
  /** The brand's app deeplink scheme (spec 1 §3; the scp deeplink). */
  deeplinkScheme?: (brand: string) => string;
  /** The brand's app store links (texted by /auth/stores-urls/send). */
  storeLinks?: (brand: string) => { ios: string; android: string };
  /** The brand's move of sign-in to push approval (spec 1 §4 migration; absent: none). */
  pushMigration?: (brand: string) => TPushMigrationSetting | undefined;
  /** The push flow's device page and wait (absent: no push sign-in, e.g. in unit tests). */
  push?: TPushSettings;
}

type TLoginRefusal = 'invalidCredentials' | 'accountNotActivated' | 'ipNotAllowed';

/**
 * POST /auth/login: password check of the brand's user, the IP allow list, then a one-time code
 * bound to the PKCE challenge (and, in the sms flow, a code texted to the user's phone). Every
 * attempt of a known user goes into the login history; an accepted password as 'pending', which
 * /auth/token settles.
 */
export async function login(
  deps: TokenServiceDeps,
  brand: string,
  input: { username: string; password: string; codeChallenge: string; secret?: string | undefined },
  client: TSignInClient,
) {
  if (await recentIpFailures(deps.db, client.ip)) throw authError('tooManyPasswordAttempts');
  const user = await findSignInUser(deps.db, brand, input.username);
  // A name that is no account is counted and locked as a user is (issue 18: no enumeration).
  if (await overNameBound(deps.db, brand, input.username, user?.id ?? null)) throw authError('tooManyPasswordAttempts');
  const ok = await verifyPassword(input.password, user?.password_hash ?? DUMMY_HASH);
  if (!user) {
    await recordUnknownName(deps.db, { brand, name: input.username, purpose: 'signIn', ip: client.ip });
    throw authError('invalidCredentials');
  }
  const refusal: TLoginRefusal | null = !ok
    ? 'invalidCredentials'
    : user.status === 'pending'
      ? 'accountNotActivated'
      : user.status !== 'active'
        ? 'invalidCredentials'
        : !(await ipPermitted(deps.db, user.id, user.access_ip_mode, client.ip))
          ? 'ipNotAllowed'
          : null;
  if (refusal) {
    await insertLoginAttempt(deps.db, user.id, client, refusal);
    throw authError(refusal);
  }
  const code = randomToken();
  const flow = await deps.db.transaction(async (tx) => {
    const loginId = await insertLoginAttempt(tx, user.id, client, 'pending');
    const toUser = { userId: user.id, authCode: code, brand, brandName: deps.brandName(brand), lang: client.lang };
    // The e-mail approves a waiting device only when it is the current factor (issue 18: no
    // two-step mode); otherwise the usual flow runs and the portal approves it by that factor.
    const noFactor = user.two_step_login === 'no' && user.two_step_transaction === 'no';
    const verify = await startDeviceVerification(tx, deps.outbox, {
      ...toUser,
      email: user.email,
      secret: noFactor ? input.secret : undefined,
    });
    const sms = user.two_step_login === 'sms' && !verify ? await textSignInCode(tx, deps.outbox, toUser) : null;
    const needsOtp = (user.two_step_login === 'otp' && user.totp_secret !== null) || sms !== null || verify !== null;
    await insertAuthCode(tx, {
      code,
      userId: user.id,
      codeChallenge: input.codeChallenge,
      needsOtp,
      ttlS: CODE_TTL_S,
      loginId,
      smsCodeHash: sms?.hash ?? verify?.hash ?? null,
      verifyDeviceId: verify?.deviceId ?? null,
    });
    if (verify) return { authFlow: 'verifyDevice' as const };
    if (sms) return { authFlow: 'sms' as const, phoneNumber: sms.phoneNumber, smsIdentifier: sms.smsIdentifier };
    // Spec 1 §4 push: the code waits for a linked device's decision (none linked: not push).
    const push =
      user.two_step_login === 'push' && deps.push
        ? await startPushSignIn(tx, {
            userId: user.id,
            authCode: code,
            ip: client.ip,
            settings: deps.push,
            brandName: deps.brandName(brand),
            outbox: deps.outbox,
          })
        : null;
    if (push) return push;
    if (user.two_step_login === 'push') return pushFallbackFlow(tx, deps.outbox, { ...toUser, email: user.email });
    return { authFlow: needsOtp ? ('otp' as const) : ('simple' as const) };
  });
  return { ...flow, code, userId: user.id };
}

/** What a code exchange may fail on, in the order it is checked. */
async function exchangeFailure(tx: Queryable, row: TLockedAuthCode, input: TExchangeInput, client: TSignInClient) {
  // RFC 6238 §5.2: a step at or before the last accepted one is a replay, refused.
  // A strict migration's armed code passed its second factor at the first exchange.
  const totp = row.needs_otp && row.sms_code_hash === null && !row.migration_armed;
  const step = totp && input.otp && row.totp_secret ? matchTotpStep(row.totp_secret, input.otp) : null;
  const replayed = step !== null && row.totp_last_step !== null && step <= row.totp_last_step;
  const smsOk = row.sms_code_hash !== null && !!input.otp && smsCodeMatches(row.sms_code_hash, input.code, input.otp);
  const failure =
    !input.trusted && sha256Base64Url(input.codeVerifier) !== row.code_challenge
      ? ('invalidCodeVerifier' as const)
      : (totp && (step === null || replayed)) || (row.sms_code_hash !== null && !row.migration_armed && !smsOk)
        ? ('invalidOtp' as const)
        : !(await ipPermitted(tx, row.user_id, row.access_ip_mode, client.ip))
          ? ('ipNotAllowed' as const)
          : null;
  return { failure, step };
}

/**
 * What a code is exchanged with. `trusted`: the code was issued in this same request (postlogin's
 * simple flow), so there is no verifier to check; never set from a request body.
 */
type TExchangeInput = {
  code: string;
  codeVerifier: string;
  otp?: string | undefined;
  trusted?: boolean;
  /** False: a push sign-in still waiting answers pushPending at once (the portal's socket waits). */
  pushWait?: boolean | undefined;
};

/** POST /auth/token: code + PKCE verifier (+ OTP or the texted code) → access and refresh tokens. */
export async function exchangeCode(
  deps: TokenServiceDeps,
  brand: string,
  input: TExchangeInput,
  client: TSignInClient,
) {
  if (deps.push && input.pushWait !== false) await waitForDecision(deps.db, input.code, deps.push.pushWaitMs);
  return deps.db
    .transaction(async (tx) => {
      const row = await lockAuthCode(tx, brand, input.code);
      if (!row || row.used_at || row.expired || row.failed_attempts >= MAX_CODE_ATTEMPTS)
        throw authError('invalidCode');
      // The push flow: still waiting is no failed attempt; a denial ends the code.
      if (row.push_status === 'pending') throw authError('pushPending');
      if (row.push_status === 'denied') {
        await spendAuthCode(tx, input.code);
        await settleLoginAttempt(tx, row.login_id === null ? null : Number(row.login_id), 'pushDenied');
        return { failure: 'pushDenied', tokens: null } as const;
      }
      const loginId = row.login_id === null ? null : Number(row.login_id);
      const { failure, step } = await exchangeFailure(tx, row, input, client);
      if (failure) {
        // Counted in its own statement after this transaction is thrown away would lose it; record it now and commit.
        await countFailedAttempt(tx, input.code);
        await settleLoginAttempt(tx, loginId, failure);
        return { failure, tokens: null } as const;
      }
      if ((await settleStrictMigration(tx, row, input.code, step)) === 'armed')
        return { failure: 'migrationRequired', tokens: null } as const;
      await spendAuthCode(tx, input.code);
      await settleLoginAttempt(tx, loginId, 'success');
      if (step !== null) await recordTotpStep(tx, row.user_id, step);
      if (row.verify_device_id) {
        await approveDevice(tx, row.user_id, row.verify_device_id);
        await deviceStateChanged(tx, deps.outbox, row.user_id, 'deviceApproved');
      }
      await rememberLanguage(tx, row.user_id, client.lang);
      await signInNotice(tx, deps, { id: row.user_id, brand }, client);
      const session = { userId: row.user_id, email: row.email, brand, familyId: newId() };
      return { failure: null, tokens: await issueTokens(deps, tx, session) } as const;
    })
    .then((r) => {
      if (r.failure !== null) throw authError(r.failure);
      return r.tokens;
    });
}

export interface SessionOf {
  userId: string;
  email: string;
  brand: string;
  /** The refresh-token family: one per sign-in, the access token's `sid`. */
  familyId: string;
}

/** A new access token and a new refresh token in the session's family. */
export async function issueTokens(deps: TokenServiceDeps, tx: Queryable, session: SessionOf) {
  const refreshToken = randomToken();
  await insertRefreshToken(tx, {
    token: refreshToken,
    familyId: session.familyId,
    userId: session.userId,
    ttlS: deps.refreshTtlS,
  });
  const accessToken = await deps.tokens.sign({
    sub: session.userId,
    sid: session.familyId,
    email: session.email,
    brand: session.brand,
  });
  return { accessToken, refreshToken };
}

/** Revokes a session (refresh family) and, after commit, closes its sockets at every gateway. */
export async function revokeFamily(deps: TokenServiceDeps, tx: Queryable, familyId: string, userId: string) {
  if (await revokeSession(tx, familyId))
    await deps.outbox.add(tx, 'realtime', [
      { userIds: [userId], event: { type: 'SessionRevoked', sessionId: familyId } },
    ]);
}

/**
 * POST /auth/refresh: rotate; a reused token revokes its whole family. Only on the session's
 * brand, and only from an address the user's IP allow list lets in.
 */
export async function refresh(deps: TokenServiceDeps, brand: string, refreshToken: string | undefined, ip: string) {
  if (!refreshToken) throw authError('emptyRefreshToken');
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await lockRefreshToken(tx, brand, refreshToken);
    if (!row) return { failure: 'refreshTokenExpired', tokens: null } as const;
    if (row.used_at) {
      await revokeFamily(deps, tx, row.family_id, row.user_id);
      return { failure: 'refreshTokenReused', tokens: null } as const;
    }
    if (row.revoked_at || row.expired) return { failure: 'refreshTokenExpired', tokens: null } as const;
    // The IP allow list holds for a session too: a refresh from outside an enabled list is refused.
    if (!(await ipPermitted(tx, row.user_id, row.access_ip_mode, ip)))
      return { failure: 'ipNotAllowed', tokens: null } as const;
    await markRefreshTokenUsed(tx, refreshToken);
    const session = { userId: row.user_id, email: row.email, brand, familyId: row.family_id };
    return { failure: null, tokens: await issueTokens(deps, tx, session) } as const;
  });
  if (outcome.failure !== null) throw authError(outcome.failure);
  return outcome.tokens;
}

/** POST /auth/logout: revokes the token's family (on its own brand). Unknown tokens are ignored. */
export async function logout(deps: TokenServiceDeps, brand: string, refreshToken: string | undefined) {
  if (!refreshToken) return false;
  return deps.db.transaction(async (tx) => {
    const row = await sessionOfToken(tx, brand, refreshToken);
    if (row) await revokeFamily(deps, tx, row.family_id, row.user_id);
    return row !== undefined;
  });
}
