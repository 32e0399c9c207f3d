// GET /api/admin/site-status (docs/API.md, 'Publishing'): what the pre-rendered
// site shows and whether a rebuild is on its way, for the admin's dashboard.
import { ok, type Handlers } from '../lib/router.ts';
import { siteStatus } from '../lib/rebuild.ts';

export const siteStatusHandlers = {
  'GET /api/admin/site-status': async ({ context }) => ok(await siteStatus(context)),
} satisfies Partial<Handlers>;
