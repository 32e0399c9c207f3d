import type { Config } from '@netlify/functions';
import { ok, route } from '../lib/http.ts';
import { withStore } from '../lib/store.ts';

export default route({
  GET: async () => {
    await withStore((redis) => redis.ping());
    return ok({ store: 'ok' });
  },
});

export const config: Config = { path: '/api/health' };
