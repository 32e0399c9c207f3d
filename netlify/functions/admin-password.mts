import type { Config } from '@netlify/functions';
import { passwordChangeSchema } from '../../src/shared/auth.ts';
import { setPassword } from '../lib/admin-repository.ts';
import { audit } from '../lib/audit.ts';
import { authenticate } from '../lib/auth.ts';
import { ApiError, done, fieldError, parseWith, readJson, route } from '../lib/http.ts';
import { verifyPassword } from '../lib/password.ts';

export default route({
  // Open to an account that must change its password: this is where it does.
  POST: async (req) => {
    const { admin } = await authenticate(req);
    const input = parseWith(passwordChangeSchema, await readJson(req, { maxBytes: 4 * 1024 }));
    if (!(await verifyPassword(input.currentPassword, admin.passwordHash))) throw fieldError('currentPassword', 'currentPasswordWrong');
    // A temporary password kept as the new one would stay known to whoever handed it over.
    if (input.newPassword === input.currentPassword) throw fieldError('newPassword', 'samePassword');
    // Bumps the token version: every token issued so far, this one included, stops working.
    const changed = await setPassword(admin.username, input.newPassword, {
      mustChange: false,
      now: new Date(),
      tokenVersion: admin.tokenVersion,
    });
    if (!changed) throw new ApiError('UNAUTHORIZED');
    audit(admin.username, 'changed their password');
    return done();
  },
});

export const config: Config = { path: '/api/admin/password' };
