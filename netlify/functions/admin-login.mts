import type { Config } from '@netlify/functions';
import { loginSchema } from '../../src/shared/auth.ts';
import { getAdmin, recordSignIn } from '../lib/admin-repository.ts';
import { assertAuthConfigured, issueToken } from '../lib/auth.ts';
import { ApiError, clientAddress, ok, parseWith, readJson, route } from '../lib/http.ts';
import { verifyPassword } from '../lib/password.ts';
import { consume, LOGIN_LIMIT, reset } from '../lib/rate-limit.ts';

export default route({
  POST: async (req, context) => {
    const { username, password } = parseWith(loginSchema, await readJson(req, { maxBytes: 4 * 1024 }));
    assertAuthConfigured();
    // Every attempt counts before the password is checked, so parallel guesses
    // cannot slip past the limit; a success clears the count. An unreachable
    // store throws here: login fails closed.
    const subject = [clientAddress(context), username];
    await consume(LOGIN_LIMIT, subject);
    const admin = await getAdmin(username);
    // Verified even for an unknown username (against a dummy hash): same time, same answer.
    const valid = await verifyPassword(password, admin?.passwordHash ?? null);
    if (!admin || !valid || admin.disabled) throw new ApiError('BAD_CREDENTIALS');
    await reset(LOGIN_LIMIT, subject);
    const signedIn = await recordSignIn(username, new Date());
    // Disabled or given a new password while this one was being checked: refused like a wrong password.
    if (!signedIn || signedIn.disabled || signedIn.tokenVersion !== admin.tokenVersion) throw new ApiError('BAD_CREDENTIALS');
    return ok(await issueToken(signedIn));
  },
});

export const config: Config = { path: '/api/admin/login' };
