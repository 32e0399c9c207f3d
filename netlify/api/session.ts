// Signing in and out, the signed-in account and its password (docs/API.md,
// 'Auth'). Logout, /me and the password change are open to an account that
// must change its password first: that is where it does.
import type { Context } from '@netlify/functions';
import { getStaffAccount, recordSignIn, setPassword, type StoredStaffAccount } from '../../store/staff-repository.ts';
import { consumeChallenge, createChallenge, getChallenge } from '../../store/two-factor-repository.ts';
import { actorOf, assertAuthConfigured, issueToken, ownAccount, refusalOf, revokeSession } from '../lib/auth.ts';
import { ApiError, clientAddress, fieldError } from '../lib/http.ts';
import { passwordProblem } from '../../store/password-policy.ts';
import { type PasswordCheck, startPasswordCheck } from '../lib/login-throttle.ts';
import { recordSecurity, type SecurityEvent } from '../lib/security-log.ts';
import { assertSecretBoxConfigured } from '../lib/secret-box.ts';
import { checkCode } from '../lib/two-factor.ts';
import type { SecurityOutcome } from '../../src/shared/security-log.ts';
import { done, ok, type Handlers } from '../lib/router.ts';

/** The throttle's check, or a throttled attempt recorded before its 429 is thrown. */
export async function claimGuess(context: Context, username: string, refused: SecurityEvent): Promise<PasswordCheck> {
  try {
    return await startPasswordCheck(clientAddress(context), username);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'RATE_LIMITED')
      await recordSecurity(context, { ...refused, outcome: 'throttled' });
    throw error;
  }
}

/**
 * The last step of every sign-in: its time (and the two-factor reset notice,
 * told in this answer once), a new session and its token.
 */
async function completeSignIn(account: StoredStaffAccount, req: Request, context: Context, detail?: string) {
  const signedIn = await recordSignIn(account.username, new Date());
  if (signedIn?.disabled) {
    await recordSecurity(context, { kind: 'signIn', outcome: 'disabled', subject: account.username, actor: null });
    throw new ApiError('ACCOUNT_DISABLED');
  }
  // Given a new password (or re-created) while this one was being checked: refused like a wrong password.
  if (!signedIn || signedIn.tokenVersion !== account.tokenVersion || signedIn.incarnation !== account.incarnation) {
    await recordSecurity(context, { kind: 'signIn', outcome: 'wrongPassword', subject: account.username, actor: null });
    throw new ApiError('BAD_CREDENTIALS');
  }
  await recordSecurity(context, { kind: 'signIn', subject: signedIn.username, actor: null, ...(detail ? { detail } : {}) });
  const result = await issueToken(signedIn, req, context);
  const notice = account.twoFactorResetBy;
  return notice ? { ...result, user: { ...result.user, twoFactorResetBy: notice } } : result;
}

async function getLowerCaseAccount(username: string) {
  const lower = username.toLowerCase();
  return lower === username ? null : getStaffAccount(lower);
}

export const sessionHandlers = {
  'POST /api/admin/login': async ({ input: { username, password }, req, context }) => {
    assertAuthConfigured();
    // Until the account is found, the subject is the typed name, kept only if it names an account.
    const attempt = (outcome: SecurityOutcome, subject = username) =>
      recordSecurity(context, { kind: 'signIn', outcome, subject, actor: null, subjectMustExist: true });
    // Throttled before any hashing (docs/API.md, 'Sign-in throttling'); an unreachable store fails closed.
    const check = await claimGuess(context, username, { kind: 'signIn', subject: username, actor: null, subjectMustExist: true });
    // Usernames are lower-case (new ones must be); one typed with capitals finds its
    // account too, unless an account from before that rule has exactly that name.
    const account = (await getStaffAccount(username)) ?? (await getLowerCaseAccount(username));
    // Verified even for an unknown username (against a dummy hash): same time, same answer.
    const valid = await check.verify(password, account?.passwordHash ?? null);
    if (!account || !valid) {
      await attempt('wrongPassword', account?.username ?? username);
      throw new ApiError('BAD_CREDENTIALS');
    }
    // Said only to whoever knows the password, so it tells a stranger nothing.
    if (account.disabled) {
      await attempt('disabled', account.username);
      throw new ApiError('ACCOUNT_DISABLED');
    }
    await check.succeeded();
    // Two-factor on: the password step answers with a challenge for the code, not a session.
    if (account.twoFactor) {
      assertSecretBoxConfigured();
      const { username: name, incarnation, tokenVersion } = account;
      const challenge = await createChallenge({ username: name, incarnation, tokenVersion });
      return ok({ twoFactor: true as const, challenge: challenge.id, expiresAt: challenge.expiresAt.toISOString() });
    }
    return ok(await completeSignIn(account, req, context));
  },
  'POST /api/admin/login/code': async ({ input: { challenge: id, code }, req, context }) => {
    assertAuthConfigured();
    const challenge = await getChallenge(id);
    if (!challenge) throw new ApiError('UNAUTHORIZED', 'challengeExpired');
    const account = await getStaffAccount(challenge.username);
    // The account changed since its password was checked (new password, re-created, two-factor reset).
    if (!account?.twoFactor || account.incarnation !== challenge.incarnation || account.tokenVersion !== challenge.tokenVersion) {
      await consumeChallenge(id);
      throw new ApiError('UNAUTHORIZED', 'challengeExpired');
    }
    if (account.disabled) throw new ApiError('ACCOUNT_DISABLED');
    const used = await checkCode(context, account, code, { kind: 'signIn', subject: account.username, actor: null });
    // One sign-in per challenge, even with two right codes sent at once.
    if (!(await consumeChallenge(id))) throw new ApiError('UNAUTHORIZED', 'challengeExpired');
    return ok(await completeSignIn(account, req, context, used));
  },
  'POST /api/admin/logout': async ({ session, context }) => {
    await revokeSession(session);
    const { username } = session.account;
    await recordSecurity(context, { kind: 'signOut', subject: username, actor: username });
    return done();
  },
  'GET /api/admin/me': async ({ session }) => ok(ownAccount(session.account, session.requireTwoFactor)),
  'POST /api/admin/password': async ({ input, session, context }) => {
    const { account } = session;
    // A stolen token must not become unlimited guesses at the password: throttled like a sign-in.
    const own = { kind: 'passwordChanged', subject: account.username, actor: account.username } as const;
    const check = await claimGuess(context, account.username, own);
    if (!(await check.verify(input.currentPassword, account.passwordHash))) {
      await recordSecurity(context, { ...own, outcome: 'wrongPassword' });
      throw fieldError('currentPassword', 'currentPasswordWrong');
    }
    await check.succeeded();
    // A temporary password kept as the new one would stay known to whoever handed it over.
    if (input.newPassword === input.currentPassword) throw fieldError('newPassword', 'samePassword');
    const problem = passwordProblem(input.newPassword, account);
    if (problem) throw fieldError('newPassword', problem);
    // Bumps the token version: every token issued so far, this one included, stops working.
    // As its own actor: refused if the account was disabled or re-created meanwhile.
    const changed = await setPassword(account.username, input.newPassword, {
      mustChange: false,
      now: new Date(),
      tokenVersion: account.tokenVersion,
      actor: actorOf(session, 'editor'),
    }).catch((error: unknown) => {
      throw refusalOf(error);
    });
    if (!changed) throw new ApiError('UNAUTHORIZED');
    await recordSecurity(context, own, { ...own, kind: 'sessionsEnded', detail: 'passwordChanged' });
    return done();
  },
} satisfies Partial<Handlers>;
