// GET /api/health (docs/API.md): 200 while the store answers, 503 while it does
// not; `buildHook` says whether rebuilds can be requested ('missing' only in production).
import { ok, type Handlers } from '../lib/router.ts';
import { buildHookState } from '../lib/rebuild.ts';
import { withStore } from '../../store/store.ts';

export const healthHandlers = {
  'GET /api/health': async ({ context }) => {
    await withStore((redis) => redis.ping());
    return ok({ store: 'ok' as const, buildHook: buildHookState(context) });
  },
} satisfies Partial<Handlers>;
