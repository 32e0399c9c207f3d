// Checking a two-factor code against an account (docs/API.md, 'Two-factor
// sign-in'): a six-digit code is accepted only for a time step after the last
// one accepted, a recovery code only while unused; either is used up in the
// same compare-and-set as the check, so two requests with one code cannot both pass.
import type { Context } from '@netlify/functions';
import { type StoredStaffAccount, updateStaffAccount } from '../../store/staff-repository.ts';
import { ApiError, clientAddress, fieldError } from './http.ts';
import { startPasswordCheck } from './login-throttle.ts';
import { open } from './secret-box.ts';
import { recordSecurity, type SecurityEvent } from './security-log.ts';
import { matchingStep, recoveryCodeHash } from './totp.ts';

export type CodeKind = 'totp' | 'recoveryCode';

/** Uses the code up if it is right now; null when wrong, replayed or the account changed meanwhile. */
export async function useCode(account: StoredStaffAccount, code: string): Promise<CodeKind | null> {
  if (!account.twoFactor) return null;
  const step = matchingStep(open(account.twoFactor.secret), code.trim());
  const hash = step === null ? recoveryCodeHash(code) : '';
  let used: CodeKind | null = null;
  await updateStaffAccount(account.username, (current) => {
    used = null;
    const twoFactor = current.twoFactor;
    // Another incarnation, or two-factor turned off or reset meanwhile.
    if (!twoFactor || current.incarnation !== account.incarnation || twoFactor.secret !== account.twoFactor?.secret) return null;
    if (step !== null) {
      if (step <= twoFactor.lastStep) return null;
      used = 'totp';
      return { ...current, twoFactor: { ...twoFactor, lastStep: step } };
    }
    if (!twoFactor.recoveryCodes.includes(hash)) return null;
    used = 'recoveryCode';
    return { ...current, twoFactor: { ...twoFactor, recoveryCodes: twoFactor.recoveryCodes.filter((other) => other !== hash) } };
  });
  return used;
}

/**
 * A code checked like a password guess (login-throttle.ts, its own counters):
 * 429 after too many; a wrong one is logged with `event` and answers 400 on `code`.
 */
export async function checkCode(
  context: Context,
  account: StoredStaffAccount,
  code: string,
  event: SecurityEvent,
): Promise<CodeKind> {
  let check: Awaited<ReturnType<typeof startPasswordCheck>>;
  try {
    check = await startPasswordCheck(clientAddress(context), account.username, 'code');
  } catch (error) {
    if (error instanceof ApiError && error.code === 'RATE_LIMITED')
      await recordSecurity(context, { ...event, outcome: 'throttled' });
    throw error;
  }
  const used = await useCode(account, code);
  await check.settle(used !== null);
  if (!used) {
    await recordSecurity(context, { ...event, outcome: 'wrongCode' });
    throw fieldError('code', 'codeWrong');
  }
  return used;
}
