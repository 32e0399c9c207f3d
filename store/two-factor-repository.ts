// Two-factor state outside the account record (docs/API.md, 'Two-factor
// sign-in'): a set-up waiting for its first code (`auth:totp-setup:{username}`,
// the sealed secret, 10 minutes), the password step's challenges
// (`auth:challenge:{id}`, 5 minutes) and the site-wide setting
// (`settings:security`). The account record holds the enabled secret.
import { randomBytes } from 'node:crypto';
import { type Actor, actorGuardInputs, actorGuardLua, checkActorReply } from './actor-guard.ts';
import { key, withStore } from './store.ts';
import type { SecuritySettings } from '../src/shared/two-factor.ts';

export const SETUP_TTL_SECONDS = 10 * 60;
export const CHALLENGE_TTL_SECONDS = 5 * 60;

const setupKey = (username: string, incarnation: string) => key('auth', 'totp-setup', username, incarnation);
const challengeKey = (id: string) => key('auth', 'challenge', id);
const settingsKey = () => key('settings', 'security');

export async function savePendingSetup(username: string, incarnation: string, sealedSecret: string): Promise<void> {
  await withStore((redis) => redis.set(setupKey(username, incarnation), sealedSecret, { ex: SETUP_TTL_SECONDS }));
}

export function getPendingSetup(username: string, incarnation: string): Promise<string | null> {
  return withStore((redis) => redis.get<string>(setupKey(username, incarnation)));
}

export async function clearPendingSetup(username: string, incarnation: string): Promise<void> {
  await withStore((redis) => redis.del(setupKey(username, incarnation)));
}

/** Whom a challenge is for: the account as it was when its password was checked. */
export interface Challenge {
  username: string;
  incarnation: string;
  tokenVersion: number;
}

export async function createChallenge(challenge: Challenge): Promise<{ id: string; expiresAt: Date }> {
  const id = randomBytes(24).toString('base64url');
  await withStore((redis) => redis.set(challengeKey(id), JSON.stringify(challenge), { ex: CHALLENGE_TTL_SECONDS }));
  return { id, expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000) };
}

export async function getChallenge(id: string): Promise<Challenge | null> {
  const raw = await withStore((redis) => redis.get<string>(challengeKey(id)));
  return raw === null ? null : (JSON.parse(raw) as Challenge);
}

/** Used once: true only for the caller that removed it. */
export async function consumeChallenge(id: string): Promise<boolean> {
  return (await withStore((redis) => redis.del(challengeKey(id)))) === 1;
}

export async function getSecuritySettings(): Promise<SecuritySettings> {
  const raw = await withStore((redis) => redis.get<string>(settingsKey()));
  return { requireTwoFactor: raw !== null && (JSON.parse(raw) as Partial<SecuritySettings>).requireTwoFactor === true };
}

// Written only while the admin may still write (store/actor-guard.ts).
const SAVE_AS_ACTOR = `${actorGuardLua(1, 1)}
redis.call('SET', KEYS[2], ARGV[4])
return 1`;

/** Saves the settings while `actor` may still do so (else ActorRefusedError). */
export async function saveSecuritySettings(settings: SecuritySettings, actor: Actor): Promise<void> {
  const guard = actorGuardInputs(actor);
  const reply = await withStore((redis) =>
    redis.eval<string[], number>(SAVE_AS_ACTOR, [guard.key, settingsKey()], [...guard.args, JSON.stringify(settings)]),
  );
  checkActorReply(reply);
}
