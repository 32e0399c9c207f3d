// Two-factor sign-in (docs/API.md, 'Two-factor sign-in'): each account turns
// it on and off for itself; admins require it of everyone and reset it for a
// colleague who lost their phone (never read it). Every change is in the security log.
import { USERNAME_PATTERN } from '../../src/shared/auth.ts';
import { type StoredStaffAccount, updateStaffAccount } from '../../store/staff-repository.ts';
import {
  clearPendingSetup,
  getPendingSetup,
  getSecuritySettings,
  savePendingSetup,
  saveSecuritySettings,
} from '../../store/two-factor-repository.ts';
import { actorOf, refusalOf, type Session } from '../lib/auth.ts';
import { ApiError, fieldError } from '../lib/http.ts';
import { done, ok, type Handlers } from '../lib/router.ts';
import { open, seal } from '../lib/secret-box.ts';
import { recordSecurity, type SecurityEvent } from '../lib/security-log.ts';
import { matchingStep, newRecoveryCodes, newTotpSecret, recoveryCodeHash, setupOf } from '../lib/totp.ts';
import { checkCode } from '../lib/two-factor.ts';
import { claimGuess } from './session.ts';
import type { Context } from '@netlify/functions';

/** Writes the change to the caller's own account, as its own actor (refused if it changed meanwhile). */
async function updateOwn(session: Session, change: (account: StoredStaffAccount) => StoredStaffAccount | null) {
  const updated = await updateStaffAccount(session.account.username, change, actorOf(session, 'editor')).catch(
    (error: unknown) => {
      throw refusalOf(error);
    },
  );
  if (!updated) throw new ApiError('CONFLICT', 'conflict');
  return updated;
}

/** Password and a current code, both throttled like sign-in; wrong ones answer 400 on their field. */
async function confirmOwner(context: Context, session: Session, password: string, code: string, event: SecurityEvent) {
  const { account } = session;
  if (!account.twoFactor) throw new ApiError('CONFLICT', 'twoFactorOff');
  const check = await claimGuess(context, account.username, event);
  if (!(await check.verify(password, account.passwordHash))) {
    await recordSecurity(context, { ...event, outcome: 'wrongPassword' });
    throw fieldError('password', 'currentPasswordWrong');
  }
  await check.succeeded();
  await checkCode(context, account, code, event);
}

export const twoFactorHandlers = {
  'GET /api/admin/two-factor': async ({ session }) => {
    const { twoFactor } = session.account;
    return ok({
      enabled: twoFactor !== undefined,
      ...(twoFactor ? { enabledAt: twoFactor.enabledAt } : {}),
      recoveryCodesLeft: twoFactor?.recoveryCodes.length ?? 0,
      required: session.requireTwoFactor,
    });
  },
  // A new secret, kept sealed for 10 minutes until a code from the app confirms it.
  'POST /api/admin/two-factor/setup': async ({ session }) => {
    const { account } = session;
    if (account.twoFactor) throw new ApiError('CONFLICT', 'twoFactorAlreadyOn');
    const secret = newTotpSecret();
    await savePendingSetup(account.username, account.incarnation, seal(secret));
    return ok({ secret, ...(await setupOf(secret, account.username)) });
  },
  'POST /api/admin/two-factor/enable': async ({ input: { code }, session, context }) => {
    const { account } = session;
    if (account.twoFactor) throw new ApiError('CONFLICT', 'twoFactorAlreadyOn');
    const pending = await getPendingSetup(account.username, account.incarnation);
    if (!pending) throw new ApiError('CONFLICT', 'setupExpired');
    const step = matchingStep(open(pending), code.trim());
    if (step === null) {
      await recordSecurity(context, {
        kind: 'twoFactorEnabled',
        outcome: 'wrongCode',
        subject: account.username,
        actor: account.username,
      });
      throw fieldError('code', 'codeWrong');
    }
    const recoveryCodes = newRecoveryCodes();
    const enabledAt = new Date().toISOString();
    await updateOwn(session, (current) =>
      current.twoFactor
        ? null
        : {
            ...current,
            twoFactor: { secret: pending, enabledAt, lastStep: step, recoveryCodes: recoveryCodes.map(recoveryCodeHash) },
            twoFactorResetBy: undefined,
            updatedAt: enabledAt,
          },
    );
    await clearPendingSetup(account.username, account.incarnation);
    await recordSecurity(context, { kind: 'twoFactorEnabled', subject: account.username, actor: account.username });
    return ok({ recoveryCodes });
  },
  'POST /api/admin/two-factor/disable': async ({ input, session, context }) => {
    const { account } = session;
    const event = { kind: 'twoFactorDisabled', subject: account.username, actor: account.username } as const;
    // Where an admin requires it, turning it off would only lock the account into its set-up.
    if (session.requireTwoFactor) throw new ApiError('FORBIDDEN', 'twoFactorRequired');
    await confirmOwner(context, session, input.password, input.code, event);
    await updateOwn(session, (current) => ({ ...current, twoFactor: undefined, updatedAt: new Date().toISOString() }));
    await recordSecurity(context, event);
    return done();
  },
  'POST /api/admin/two-factor/recovery-codes': async ({ input, session, context }) => {
    const { account } = session;
    const event = { kind: 'recoveryCodesRegenerated', subject: account.username, actor: account.username } as const;
    await confirmOwner(context, session, input.password, input.code, event);
    const recoveryCodes = newRecoveryCodes();
    await updateOwn(session, (current) =>
      current.twoFactor
        ? { ...current, twoFactor: { ...current.twoFactor, recoveryCodes: recoveryCodes.map(recoveryCodeHash) } }
        : null,
    );
    await recordSecurity(context, event);
    return ok({ recoveryCodes });
  },
  // For a colleague who lost their authenticator: turned off, and they are told at their next sign-in.
  'POST /api/admin/users/:username/reset-two-factor': async ({ params: { username }, session, context }) => {
    const at = new Date().toISOString();
    const reset = USERNAME_PATTERN.test(username)
      ? await updateStaffAccount(
          username,
          (account) => ({
            ...account,
            twoFactor: undefined,
            twoFactorResetBy: { name: session.account.name, at },
            updatedAt: at,
          }),
          actorOf(session, 'admin'),
        ).catch((error: unknown) => {
          throw refusalOf(error);
        })
      : null;
    if (!reset) throw new ApiError('NOT_FOUND', 'accountNotFound');
    await recordSecurity(context, { kind: 'twoFactorReset', subject: username, actor: session.account.username });
    return done();
  },
  'GET /api/admin/security-settings': async () => ok(await getSecuritySettings()),
  'PUT /api/admin/security-settings': async ({ input, session, context }) => {
    // Required of everyone while the admin has none would leave them only the set-up: theirs first.
    if (input.requireTwoFactor && !session.account.twoFactor) throw new ApiError('CONFLICT', 'twoFactorOwnFirst');
    const before = await getSecuritySettings();
    await saveSecuritySettings(input, actorOf(session, 'admin')).catch((error: unknown) => {
      throw refusalOf(error);
    });
    if (before.requireTwoFactor !== input.requireTwoFactor) {
      await recordSecurity(context, {
        kind: 'twoFactorPolicyChanged',
        subject: null,
        actor: session.account.username,
        detail: input.requireTwoFactor ? 'required' : 'optional',
      });
    }
    return ok(input);
  },
} satisfies Partial<Handlers>;
