import type { Config } from '@netlify/functions';
import { adminNewsHandlers } from '../api/admin-news.ts';
import { enquiryForms } from '../api/enquiry-form.ts';
import { enquiryHandlers, enquiryScreens } from '../api/enquiries.ts';
import { healthHandlers } from '../api/health.ts';
import { mediaHandlers } from '../api/media.ts';
import { newsHandlers } from '../api/news.ts';
import { securityLogHandlers } from '../api/security-log.ts';
import { sessionHandlers } from '../api/session.ts';
import { sessionListHandlers } from '../api/sessions.ts';
import { twoFactorHandlers } from '../api/two-factor.ts';
import { siteStatusHandlers } from '../api/site-status.ts';
import { staffHandlers } from '../api/staff.ts';
import { router } from '../lib/router.ts';

// The whole API as one function: the router knows every endpoint from the
// contract (docs/API.md) and answers any other /api path with the JSON 404.
export default router(
  {
    ...healthHandlers,
    ...newsHandlers,
    ...enquiryHandlers,
    ...sessionHandlers,
    ...sessionListHandlers,
    ...twoFactorHandlers,
    ...staffHandlers,
    ...securityLogHandlers,
    ...adminNewsHandlers,
    ...siteStatusHandlers,
    ...mediaHandlers,
  },
  enquiryScreens,
  enquiryForms,
);

export const config: Config = { path: ['/api', '/api/*'], preferStatic: false };
