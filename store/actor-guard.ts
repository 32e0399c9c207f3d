// The check every privileged write makes of the account making it, inside the
// same script as the write (docs/API.md, 'Roles and staff accounts'): an admin
// disabled, demoted, signed out everywhere or deleted and re-created a moment
// ago cannot land a write its token was issued for.
import type { StaffRole } from '../src/shared/auth.ts';
import { key } from './store.ts';

/** The signed-in account making a write, as its token names it, and the role the write needs. */
export interface Actor {
  username: string;
  tokenVersion: number;
  incarnation: string;
  role: StaffRole;
}

/** Replies of a guarded script that mean the actor may no longer write. */
export const ACTOR_SIGNED_OUT = -1;
export const ACTOR_LACKS_ROLE = -2;
export const ACTOR_DISABLED = -3;

/** Why the acting account may no longer make the change. */
export class ActorRefusedError extends Error {
  constructor(readonly reason: 'signedOut' | 'lacksRole' | 'disabled') {
    super(reason);
  }
}

const actorKey = (username: string) => key('admin', 'user', username);

/**
 * Lua that returns early unless the account in KEYS[keyIndex] is still enabled,
 * of the token's incarnation and version, and of the role in ARGV[argIndex + 2].
 * Records without a role are admins and without an incarnation have '', as
 * parseStaffAccount reads them.
 */
export function actorGuardLua(keyIndex: number, argIndex: number): string {
  return `
local actorRaw = redis.call('GET', KEYS[${keyIndex}])
if not actorRaw then return ${ACTOR_SIGNED_OUT} end
local actor = cjson.decode(actorRaw)
local incarnation = actor.incarnation
if type(incarnation) ~= 'string' then incarnation = '' end
if incarnation ~= ARGV[${argIndex + 1}] then return ${ACTOR_SIGNED_OUT} end
if actor.disabled == true then return ${ACTOR_DISABLED} end
if actor.tokenVersion ~= tonumber(ARGV[${argIndex}]) then return ${ACTOR_SIGNED_OUT} end
if ARGV[${argIndex + 2}] == 'admin' and actor.role ~= nil and actor.role ~= cjson.null and actor.role ~= 'admin' then return ${ACTOR_LACKS_ROLE} end
`;
}

/** The key and the arguments `actorGuardLua` reads, in that order. */
export function actorGuardInputs(actor: Actor): { key: string; args: string[] } {
  return { key: actorKey(actor.username), args: [String(actor.tokenVersion), actor.incarnation, actor.role] };
}

/** Throws ActorRefusedError for a guard's reply; passes any other reply through. */
export function checkActorReply<T>(reply: T | -1 | -2 | -3): T {
  if (reply === ACTOR_SIGNED_OUT) throw new ActorRefusedError('signedOut');
  if (reply === ACTOR_LACKS_ROLE) throw new ActorRefusedError('lacksRole');
  if (reply === ACTOR_DISABLED) throw new ActorRefusedError('disabled');
  return reply as T;
}
