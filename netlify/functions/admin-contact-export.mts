import type { Config } from '@netlify/functions';
import { authorize } from '../lib/auth.ts';
import { allContacts } from '../lib/contact-repository.ts';
import { toCsv } from '../lib/csv.ts';
import { route } from '../lib/http.ts';
import { shanghaiDate } from '../lib/time.ts';

const COLUMNS = ['id', 'createdAt', 'name', 'company', 'contact', 'message', 'source', 'status', 'note'] as const;

export default route({
  GET: async (req) => {
    await authorize(req, 'editor');
    const messages = await allContacts();
    const csv = toCsv([[...COLUMNS], ...messages.map((message) => COLUMNS.map((column) => message[column]))]);
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="enquiries-${shanghaiDate(new Date())}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  },
});

export const config: Config = { path: '/api/admin/contact/export' };
