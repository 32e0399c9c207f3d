// Sessions (docs/API.md, 'Sessions'): each account lists its own and ends any
// of them; an admin ends every session of a colleague. Ends are in the security log.
import type { SessionInfo } from '../../src/shared/two-factor.ts';
import { SESSION_IDLE_MS } from '../../src/shared/two-factor.ts';
import { USERNAME_PATTERN } from '../../src/shared/auth.ts';
import { endSessions, endSessionsAs, listSessions } from '../../store/session-repository.ts';
import { getStaffAccount, type StoredStaffAccount } from '../../store/staff-repository.ts';
import { actorOf, refusalOf, type Session } from '../lib/auth.ts';
import { ApiError } from '../lib/http.ts';
import { done, ok, type Handlers } from '../lib/router.ts';
import { recordSecurity } from '../lib/security-log.ts';

/** Sessions whose tokens still work: same incarnation and token version, not idle. */
async function activeSessions(account: StoredStaffAccount) {
  const now = Date.now();
  return (await listSessions(account.username)).filter(
    (session) =>
      session.incarnation === account.incarnation &&
      session.tokenVersion === account.tokenVersion &&
      now - session.lastActiveAt <= SESSION_IDLE_MS,
  );
}

function infoOf(session: Awaited<ReturnType<typeof activeSessions>>[number], current: Session): SessionInfo {
  return {
    id: session.id,
    device: session.device,
    address: session.address,
    createdAt: new Date(session.createdAt).toISOString(),
    lastActiveAt: new Date(session.lastActiveAt).toISOString(),
    current: session.id === current.sid,
  };
}

export const sessionListHandlers = {
  'GET /api/admin/sessions': async ({ session }) =>
    ok((await activeSessions(session.account)).map((stored) => infoOf(stored, session))),
  'DELETE /api/admin/sessions/:id': async ({ params: { id }, session, context }) => {
    const { username } = session.account;
    const own = (await listSessions(username)).some((stored) => stored.id === id);
    if (!own || (await endSessions(username, [id])) === 0) throw new ApiError('NOT_FOUND', 'sessionNotFound');
    await recordSecurity(context, { kind: 'sessionsEnded', subject: username, actor: username, detail: 'endedByOwner' });
    return done();
  },
  'POST /api/admin/sessions/end-others': async ({ session, context }) => {
    const { username } = session.account;
    const others = (await listSessions(username)).filter((stored) => stored.id !== session.sid).map((stored) => stored.id);
    const ended = await endSessions(username, others);
    if (ended > 0)
      await recordSecurity(context, { kind: 'sessionsEnded', subject: username, actor: username, detail: 'endedOthers' });
    return ok({ ended });
  },
  'POST /api/admin/users/:username/end-sessions': async ({ params: { username }, session, context }) => {
    const account = USERNAME_PATTERN.test(username) ? await getStaffAccount(username) : null;
    if (!account) throw new ApiError('NOT_FOUND', 'accountNotFound');
    const ended = await endSessionsAs(actorOf(session, 'admin'), username).catch((error: unknown) => {
      throw refusalOf(error);
    });
    await recordSecurity(context, {
      kind: 'sessionsEnded',
      subject: username,
      actor: session.account.username,
      detail: 'endedByAdmin',
    });
    return ok({ ended });
  },
} satisfies Partial<Handlers>;
