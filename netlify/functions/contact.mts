import type { Config, Context } from '@netlify/functions';
import { ID_PATTERN } from '../../src/shared/api.ts';
import { contactInputSchema, contactQuerySchema, contactStatusSchema, isHoneypotFilled } from '../../src/shared/contact.ts';
import { requireAdmin } from '../lib/auth.ts';
import { listContacts, newContactId, submitEnquiry, updateContactStatus } from '../lib/contact-repository.ts';
import { ApiError, clientAddress, ok, parseWith, queryOf, readJson, route } from '../lib/http.ts';
import { notifyNewEnquiry } from '../lib/notify.ts';
import { CONTACT_LIMIT, consume } from '../lib/rate-limit.ts';

const collection = route({
  // Public: the enquiry forms.
  POST: async (req, context) => {
    const body = await readJson(req, { maxBytes: 16 * 1024 });
    const address = clientAddress(context);
    await consume(CONTACT_LIMIT, [address]);
    // A bot filled the invisible field: it gets the usual answer, nothing is kept.
    if (isHoneypotFilled(body)) return ok({ id: newContactId() }, { status: 201 });
    const input = parseWith(contactInputSchema, body);
    const { id, created } = await submitEnquiry(input, address, new Date());
    if (created) context.waitUntil(notifyNewEnquiry(created));
    return ok({ id }, { status: 201 });
  },
  // Admin: the inbox.
  GET: async (req) => {
    await requireAdmin(req);
    const query = parseWith(contactQuerySchema, queryOf(req));
    const { items, total, counts } = await listContacts(query);
    return ok(items, { meta: { total, limit: query.limit, offset: query.offset, counts } });
  },
});

const item = route({
  PATCH: async (req, context) => {
    await requireAdmin(req);
    const { status } = parseWith(contactStatusSchema, await readJson(req, { maxBytes: 4 * 1024 }));
    const id = context.params.id!;
    const updated = ID_PATTERN.test(id) ? await updateContactStatus(id, status, new Date()) : null;
    if (!updated) throw new ApiError('NOT_FOUND', '留言不存在');
    return ok(updated);
  },
});

export default (req: Request, context: Context) => (context.params.id === undefined ? collection : item)(req, context);

export const config: Config = { path: ['/api/contact', '/api/contact/:id'] };
