// Encryption at rest of two-factor secrets (docs/API.md, 'Two-factor sign-in'):
// AES-256-GCM under TOTP_ENCRYPTION_KEY (64 hex characters, docs/DEPLOY.md).
// A missing or malformed key fails closed: nothing is encrypted or read, the
// call answers 500 and the log names the variable, never a secret.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { ApiError } from './http.ts';

const VERSION = 'v1';

function encryptionKey(): Buffer {
  const raw = process.env.TOTP_ENCRYPTION_KEY ?? '';
  if (!/^[0-9a-fA-F]{64}$/.test(raw)) {
    console.error('[two-factor] TOTP_ENCRYPTION_KEY is missing or not 64 hex characters: two-factor cannot be used.');
    throw new ApiError('INTERNAL');
  }
  return Buffer.from(raw, 'hex');
}

/** `v1.iv.tag.ciphertext`, each part base64url. */
export function seal(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plain text of `seal`'s output; throws 500 when the key does not open it. */
export function open(sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  try {
    if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed value');
    const decipher = createDecipheriv('aes-256-gcm', encryptionKey(), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch (error) {
    if (error instanceof ApiError) throw error;
    console.error('[two-factor] a stored secret could not be decrypted (was TOTP_ENCRYPTION_KEY changed?)');
    throw new ApiError('INTERNAL');
  }
}

/** Throws 500 before any work when the key is unusable. */
export function assertSecretBoxConfigured(): void {
  encryptionKey();
}
