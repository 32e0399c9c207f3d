// Enquiries (docs/API.md, 'Enquiries'): the public forms post them; staff read,
// triage and export them; an admin erases one on a visitor's request.
import { ID_PATTERN } from '../../src/shared/api.ts';
import { isHoneypotFilled } from '../../src/shared/enquiry.ts';
import { recordSecurity } from '../lib/security-log.ts';
import { actorOf, refusalOf } from '../lib/auth.ts';
import {
  allEnquiries,
  deleteEnquiry,
  getEnquiryDetail,
  listEnquiries,
  NoteChangedError,
  newEnquiryId,
  submitEnquiry,
  updateEnquiry,
} from '../../store/enquiry-repository.ts';
import { toCsv } from '../lib/csv.ts';
import { ApiError, clientAddress } from '../lib/http.ts';
import { notifyNewEnquiry } from '../lib/notify.ts';
import { ENQUIRY_LIMIT, consume } from '../lib/rate-limit.ts';
import { done, ok, type Handlers, type Screens } from '../lib/router.ts';
import { shanghaiDate } from '../../store/time.ts';

const EXPORT_COLUMNS = ['id', 'createdAt', 'name', 'company', 'contact', 'message', 'source', 'status', 'note'] as const;

function notFound(): never {
  throw new ApiError('NOT_FOUND', 'enquiryNotFound');
}

export const enquiryScreens = {
  // A bot filled the invisible field: it is counted and gets the usual answer; nothing is kept.
  'POST /api/contact': async ({ raw, context }) => {
    if (!isHoneypotFilled(raw)) return undefined;
    await consume(ENQUIRY_LIMIT, [clientAddress(context)]);
    return ok({ id: newEnquiryId() }, { status: 201 });
  },
} satisfies Screens;

export const enquiryHandlers = {
  // Validated before it counts, so a visitor who forgot a field is not locked out.
  'POST /api/contact': async ({ input, context }) => {
    const address = clientAddress(context);
    await consume(ENQUIRY_LIMIT, [address]);
    const { id, created } = await submitEnquiry(input, address, new Date());
    if (created) context.waitUntil(notifyNewEnquiry(created));
    return ok({ id }, { status: 201 });
  },
  'GET /api/contact': async ({ query }) => {
    const { items, total, counts } = await listEnquiries(query);
    return ok(items, { meta: { total, limit: query.limit, offset: query.offset, counts } });
  },
  'GET /api/contact/:id': async ({ params }) => {
    const found = ID_PATTERN.test(params.id) ? await getEnquiryDetail(params.id) : null;
    return found ? ok(found) : notFound();
  },
  'PATCH /api/contact/:id': async ({ params, input, session }) => {
    const updated = ID_PATTERN.test(params.id)
      ? await updateEnquiry(params.id, input, session.account.username, new Date(), actorOf(session, 'editor')).catch(
          (error: unknown) => {
            if (error instanceof NoteChangedError) throw new ApiError('CONFLICT', 'noteChanged');
            throw refusalOf(error);
          },
        )
      : null;
    return updated ? ok(updated) : notFound();
  },
  // A visitor's deletion request under the privacy policy: erased for good.
  'DELETE /api/contact/:id': async ({ params, session, context }) => {
    const erase = (id: string) =>
      deleteEnquiry(id, actorOf(session, 'admin')).catch((error: unknown) => {
        throw refusalOf(error);
      });
    if (!ID_PATTERN.test(params.id) || !(await erase(params.id))) notFound();
    const { username } = session.account;
    await recordSecurity(context, { kind: 'enquiryErased', subject: username, actor: username, detail: params.id });
    return done();
  },
  'GET /api/admin/contact/export': async ({ session, context }) => {
    const enquiries = await allEnquiries();
    const { username } = session.account;
    await recordSecurity(context, {
      kind: 'enquiriesExported',
      subject: username,
      actor: username,
      detail: String(enquiries.length),
    });
    const csv = toCsv([[...EXPORT_COLUMNS], ...enquiries.map((enquiry) => EXPORT_COLUMNS.map((column) => enquiry[column]))]);
    return ok(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="enquiries-${shanghaiDate(new Date())}.csv"`,
      },
    });
  },
} satisfies Partial<Handlers>;
