import type { Config } from '@netlify/functions';
import { requireAdmin, revokeSession } from '../lib/auth.ts';
import { done, route } from '../lib/http.ts';

export default route({
  POST: async (req) => {
    await revokeSession(await requireAdmin(req));
    return done();
  },
});

export const config: Config = { path: '/api/admin/logout' };
