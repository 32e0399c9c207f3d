// RFC 6238 codes through `otpauth` (docs/API.md, 'Two-factor sign-in'): SHA-1,
// 6 digits, 30 s, one step either side for clocks that drift. The caller
// remembers the step a code was accepted for, so a code never works twice.
import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '../../src/shared/two-factor.ts';

const ISSUER = 'Carbon Admin';

function totpOf(secret: string, label = 'staff'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI and its QR code (PNG data URL), made here: no third party sees the secret. */
export async function setupOf(secret: string, username: string): Promise<{ uri: string; qrCode: string }> {
  const uri = totpOf(secret, username).toString();
  const qrCode = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, scale: 6 });
  return { uri, qrCode };
}

/** The time step a six-digit code is valid for now (±1 step), or null. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like `k7m2p-x9qra` (about 49 bits each), shown once, stored only hashed. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Random codes of this strength need no slow hash; spaces, hyphens and case do not matter. */
export function recoveryCodeHash(code: string): string {
  const normal = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(normal).digest('base64url');
}
