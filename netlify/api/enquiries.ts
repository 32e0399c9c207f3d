// Enquiries (docs/API.md, 'Enquiries'): the public forms post them; staff read,
// triage and export them; an admin erases one on a visitor's request.
import { ID_PATTERN } from '../../src/shared/api.ts';
import { isHoneypotFilled } from '../../src/shared/enquiry.ts';
import { recordSecurity } from '../lib/security-log.ts';
import { actorOf, refusalOf } from '../lib/auth.ts';
import {
  badgeCounts,
  deleteEnquiry,
  getEnquiryDetail,
  listEnquiries,
  NoteChangedError,
  newEnquiryId,
  submitEnquiry,
  updateEnquiry,
} from '../../store/enquiry-repository.ts';
import { getStaffAccount, listStaffAccounts } from '../../store/staff-repository.ts';
import { enquiryCsv } from '../lib/enquiry-export.ts';
import { ApiError, clientAddress, fieldError } from '../lib/http.ts';
import { mailNewEnquiry } from '../lib/mail.ts';
import { notifyNewEnquiry } from '../lib/notify.ts';
import { ENQUIRY_LIMIT, consume } from '../lib/rate-limit.ts';
import { done, ok, type Handlers, type Screens } from '../lib/router.ts';
import { shanghaiDate } from '../../store/time.ts';

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
    // After the answer, and never failing: the chat webhook and the e-mail to staff.
    if (created) context.waitUntil(Promise.all([notifyNewEnquiry(created), mailNewEnquiry(created)]));
    return ok({ id }, { status: 201 });
  },
  'GET /api/contact': async ({ query, session }) => {
    const { items, total, counts } = await listEnquiries(query, session.account.username);
    return ok(items, { meta: { total, limit: query.limit, offset: query.offset, counts } });
  },
  'GET /api/contact/:id': async ({ params }) => {
    const found = ID_PATTERN.test(params.id) ? await getEnquiryDetail(params.id) : null;
    return found ? ok(found) : notFound();
  },
  'PATCH /api/contact/:id': async ({ params, input, session }) => {
    if (input.assignee) {
      const assignee = await getStaffAccount(input.assignee);
      if (!assignee || assignee.disabled) throw fieldError('assignee', 'assigneeUnknown');
    }
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
  // Replying (the mailto or tel link was opened): a new enquiry becomes 处理中, recorded in its history.
  'POST /api/contact/:id/reply': async ({ params, session }) => {
    const updated = !ID_PATTERN.test(params.id)
      ? null
      : await updateEnquiry(
          params.id,
          { status: '处理中', statusFrom: '未处理' },
          session.account.username,
          new Date(),
          actorOf(session, 'editor'),
        ).catch((error: unknown) => {
          throw refusalOf(error);
        });
    return updated ? ok(updated) : notFound();
  },
  'GET /api/admin/contact/counts': async ({ session }) => ok(await badgeCounts(session.account.username)),
  'GET /api/admin/staff-names': async () => {
    const accounts = await listStaffAccounts();
    return ok(accounts.map(({ username, name, disabled }) => ({ username, name, disabled })));
  },
  'GET /api/admin/contact/export': async ({ query, session, context, lang }) => {
    const { username } = session.account;
    const record = (rows: number) =>
      recordSecurity(context, { kind: 'enquiriesExported', subject: username, actor: username, detail: String(rows) });
    const csv = await enquiryCsv({ ...query, username }, lang, record);
    return ok(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="enquiries-${shanghaiDate(new Date())}.csv"`,
      },
    });
  },
} satisfies Partial<Handlers>;
