import type { Config } from '@netlify/functions';
import { ApiError, errorResponse, requestLang } from '../lib/http.ts';

// Any /api path no other function claims: a JSON 404 rather than the HTML page.
export default (req: Request) => errorResponse(new ApiError('NOT_FOUND', 'routeNotFound'), requestLang(req));

export const config: Config = {
  path: ['/api', '/api/*'],
  // Netlify does not rank a wildcard below other functions' own paths (@netlify/dev
  // takes the first function it registered), so every routed path is excluded
  // here. Literal, as Netlify reads this config without running the module;
  // tests/api/routing.test.ts checks it lists every function's path.
  excludedPath: [
    '/api/health',
    '/api/news',
    '/api/news/:id',
    '/api/contact',
    '/api/contact/:id',
    '/api/admin/login',
    '/api/admin/logout',
    '/api/admin/password',
    '/api/admin/me',
    '/api/admin/users',
    '/api/admin/users/:username',
    '/api/admin/users/:username/reset-password',
    '/api/admin/news',
    '/api/admin/news/:id',
    '/api/admin/contact/export',
  ],
  preferStatic: false,
};
