import type { Config } from '@netlify/functions';
import { passwordChangeSchema } from '../../src/shared/auth.ts';
import { changePassword } from '../lib/admin-repository.ts';
import { requireAdmin } from '../lib/auth.ts';
import { ApiError, done, parseWith, readJson, route } from '../lib/http.ts';
import { verifyPassword } from '../lib/password.ts';

export default route({
  POST: async (req) => {
    const { admin } = await requireAdmin(req);
    const input = parseWith(passwordChangeSchema, await readJson(req, { maxBytes: 4 * 1024 }));
    if (!(await verifyPassword(input.currentPassword, admin.passwordHash))) {
      throw new ApiError('VALIDATION', undefined, { currentPassword: '当前密码不正确' });
    }
    // Bumps the token version: every token issued so far, this one included, stops working.
    await changePassword(admin, input.newPassword);
    return done();
  },
});

export const config: Config = { path: '/api/admin/password' };
