// Signing in and out, the signed-in account and its password (docs/API.md,
// 'Auth'). Logout, /me and the password change are open to an account that
// must change its password first: that is where it does.
import { getStaffAccount, publicAccount, recordSignIn, setPassword } from '../../store/staff-repository.ts';
import { audit } from '../lib/audit.ts';
import { actorOf, assertAuthConfigured, issueToken, refusalOf, revokeSession } from '../lib/auth.ts';
import { ApiError, clientAddress, fieldError } from '../lib/http.ts';
import { passwordProblem } from '../../store/password-policy.ts';
import { startPasswordCheck } from '../lib/login-throttle.ts';
import { done, ok, type Handlers } from '../lib/router.ts';

async function getLowerCaseAccount(username: string) {
  const lower = username.toLowerCase();
  return lower === username ? null : getStaffAccount(lower);
}

export const sessionHandlers = {
  'POST /api/admin/login': async ({ input: { username, password }, context }) => {
    assertAuthConfigured();
    // Throttled before any hashing (docs/API.md, 'Sign-in throttling'); an unreachable store fails closed.
    const check = await startPasswordCheck(clientAddress(context), username);
    // Usernames are lower-case (new ones must be); one typed with capitals finds its
    // account too, unless an account from before that rule has exactly that name.
    const account = (await getStaffAccount(username)) ?? (await getLowerCaseAccount(username));
    // Verified even for an unknown username (against a dummy hash): same time, same answer.
    const valid = await check.verify(password, account?.passwordHash ?? null);
    if (!account || !valid) throw new ApiError('BAD_CREDENTIALS');
    // Said only to whoever knows the password, so it tells a stranger nothing.
    if (account.disabled) throw new ApiError('ACCOUNT_DISABLED');
    await check.succeeded();
    const signedIn = await recordSignIn(account.username, new Date());
    if (signedIn?.disabled) throw new ApiError('ACCOUNT_DISABLED');
    // Given a new password (or re-created) while this one was being checked: refused like a wrong password.
    if (!signedIn || signedIn.tokenVersion !== account.tokenVersion || signedIn.incarnation !== account.incarnation)
      throw new ApiError('BAD_CREDENTIALS');
    return ok(await issueToken(signedIn));
  },
  'POST /api/admin/logout': async ({ session }) => {
    await revokeSession(session);
    return done();
  },
  'GET /api/admin/me': async ({ session }) => ok(publicAccount(session.account)),
  'POST /api/admin/password': async ({ input, session, context }) => {
    const { account } = session;
    // A stolen token must not become unlimited guesses at the password: throttled like a sign-in.
    const check = await startPasswordCheck(clientAddress(context), account.username);
    if (!(await check.verify(input.currentPassword, account.passwordHash)))
      throw fieldError('currentPassword', 'currentPasswordWrong');
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
    audit(account.username, 'changed their password');
    return done();
  },
} satisfies Partial<Handlers>;
