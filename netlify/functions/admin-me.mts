import type { Config } from '@netlify/functions';
import { publicUser } from '../lib/admin-repository.ts';
import { authenticate } from '../lib/auth.ts';
import { ok, route } from '../lib/http.ts';

export default route({
  // Open to an account that must change its password, so the admin app can tell.
  GET: async (req) => ok(publicUser((await authenticate(req)).admin)),
});

export const config: Config = { path: '/api/admin/me' };
