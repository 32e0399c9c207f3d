import type { Config } from '@netlify/functions';
import { ApiError, errorResponse } from '../lib/http.ts';

// Any /api path no other function claims: a JSON 404 rather than the HTML page.
export default () => errorResponse(new ApiError('NOT_FOUND', '接口不存在'));

export const config: Config = { path: ['/api', '/api/*'], preferStatic: false };
