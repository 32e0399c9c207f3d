import type { Config } from '@netlify/functions';
import { authenticate, revokeSession } from '../lib/auth.ts';
import { done, route } from '../lib/http.ts';

export default route({
  POST: async (req) => {
    // Open to an account that must change its password: it may still sign out.
    await revokeSession(await authenticate(req));
    return done();
  },
});

export const config: Config = { path: '/api/admin/logout' };
