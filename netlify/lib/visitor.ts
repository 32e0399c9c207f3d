// Who is reading, for counting an article's views once per visitor per day
// (docs/API.md, 'GET /api/news/:id'): a salted hash of the client address and the
// day in China. The address itself is never stored; the salt keeps the hash from
// being reversed by trying every address.
import { createHmac, randomBytes } from 'node:crypto';
import { shanghaiDate } from '../../store/time.ts';

// Without VIEW_COUNT_SALT (locally) a random salt per process: private, though a new
// process counts a visitor again. Production sets it, so every instance agrees.
const salt = process.env.VIEW_COUNT_SALT || randomBytes(32).toString('hex');

/** The same for one address all day long (Asia/Shanghai), and unrelated to it. */
export function visitorOfTheDay(address: string, now: Date): string {
  return createHmac('sha256', salt)
    .update(`${shanghaiDate(now)}|${address}`)
    .digest('base64url');
}
