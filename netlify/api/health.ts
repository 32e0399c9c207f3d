// GET /api/health (docs/API.md): 200 while the store answers, 503 while it does not.
import { ok, type Handlers } from '../lib/router.ts';
import { withStore } from '../../store/store.ts';

export const healthHandlers = {
  'GET /api/health': async () => {
    await withStore((redis) => redis.ping());
    return ok({ store: 'ok' as const });
  },
} satisfies Partial<Handlers>;
