// The security log, for admins (docs/API.md, 'Security log'): newest first,
// filtered by account, kind and Beijing days, paged.
import { querySecurityLog } from '../../store/security-log-repository.ts';
import { ok, type Handlers } from '../lib/router.ts';

export const securityLogHandlers = {
  'GET /api/admin/security-log': async ({ query }) => {
    const { items, total } = await querySecurityLog(query);
    return ok(items, { meta: { total, limit: query.limit, offset: query.offset } });
  },
} satisfies Partial<Handlers>;
