import type { Config } from '@netlify/functions';
import { USERNAME_PATTERN } from '../../src/shared/auth.ts';
import { setPassword, temporaryPassword } from '../lib/admin-repository.ts';
import { audit } from '../lib/audit.ts';
import { authorize } from '../lib/auth.ts';
import { ApiError, ok, route } from '../lib/http.ts';

export default route({
  // For a colleague who forgot their password: a new temporary one, shown once.
  POST: async (req, context) => {
    const { admin } = await authorize(req, 'admin');
    const username = context.params.username!;
    const password = temporaryPassword();
    const reset = USERNAME_PATTERN.test(username)
      ? await setPassword(username, password, { mustChange: true, now: new Date() })
      : null;
    if (!reset) throw new ApiError('NOT_FOUND', 'accountNotFound');
    audit(admin.username, `reset the password of account ${username}`);
    return ok({ temporaryPassword: password });
  },
});

export const config: Config = { path: '/api/admin/users/:username/reset-password' };
