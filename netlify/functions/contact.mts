import type { Config, Context } from '@netlify/functions';
import { ID_PATTERN } from '../../src/shared/api.ts';
import { contactInputSchema, contactQuerySchema, contactUpdateSchema, isHoneypotFilled } from '../../src/shared/contact.ts';
import { audit } from '../lib/audit.ts';
import { authorize } from '../lib/auth.ts';
import {
  deleteContact,
  getContactDetail,
  listContacts,
  newContactId,
  submitEnquiry,
  updateContact,
} from '../lib/contact-repository.ts';
import { ApiError, clientAddress, done, ok, parseWith, queryOf, readJson, route } from '../lib/http.ts';
import { notifyNewEnquiry } from '../lib/notify.ts';
import { CONTACT_LIMIT, consume } from '../lib/rate-limit.ts';

function notFound(): never {
  throw new ApiError('NOT_FOUND', 'enquiryNotFound');
}

const collection = route({
  // Public: the enquiry forms.
  POST: async (req, context) => {
    const body = await readJson(req, { maxBytes: 16 * 1024 });
    const address = clientAddress(context);
    // A bot filled the invisible field: it is counted and gets the usual answer; nothing is kept.
    if (isHoneypotFilled(body)) {
      await consume(CONTACT_LIMIT, [address]);
      return ok({ id: newContactId() }, { status: 201 });
    }
    // Validated before it counts, so a visitor who forgot a field is not locked out.
    const input = parseWith(contactInputSchema, body);
    await consume(CONTACT_LIMIT, [address]);
    const { id, created } = await submitEnquiry(input, address, new Date());
    if (created) context.waitUntil(notifyNewEnquiry(created));
    return ok({ id }, { status: 201 });
  },
  // Staff: the inbox.
  GET: async (req) => {
    await authorize(req, 'editor');
    const query = parseWith(contactQuerySchema, queryOf(req));
    const { items, total, counts } = await listContacts(query);
    return ok(items, { meta: { total, limit: query.limit, offset: query.offset, counts } });
  },
});

const item = route({
  GET: async (req, context) => {
    await authorize(req, 'editor');
    const id = context.params.id!;
    const found = ID_PATTERN.test(id) ? await getContactDetail(id) : null;
    return found ? ok(found) : notFound();
  },
  PATCH: async (req, context) => {
    const { admin } = await authorize(req, 'editor');
    const update = parseWith(contactUpdateSchema, await readJson(req, { maxBytes: 16 * 1024 }));
    const id = context.params.id!;
    const updated = ID_PATTERN.test(id) ? await updateContact(id, update, admin.username, new Date()) : null;
    return updated ? ok(updated) : notFound();
  },
  // A visitor's deletion request under the privacy policy: erased for good, by an admin.
  DELETE: async (req, context) => {
    const { admin } = await authorize(req, 'admin');
    const id = context.params.id!;
    if (!ID_PATTERN.test(id) || !(await deleteContact(id))) notFound();
    audit(admin.username, `erased enquiry ${id}`);
    return done();
  },
});

export default (req: Request, context: Context) => (context.params.id === undefined ? collection : item)(req, context);

export const config: Config = { path: ['/api/contact', '/api/contact/:id'] };
