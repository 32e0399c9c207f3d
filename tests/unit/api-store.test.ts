import { errors } from '@upstash/redis';
import { describe, expect, it } from 'vitest';
import { isUnavailable } from '../../store/store.ts';

describe('isUnavailable (which store failures answer 503)', () => {
  it('counts an unreachable or slow store', () => {
    expect(isUnavailable(new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:1') }))).toBe(true);
    expect(isUnavailable(new Error('store timed out'))).toBe(true);
  });

  it('counts a restarted Redis still loading its data (seen by npm run fault:enquiries as 500s)', () => {
    const loading = new errors.UpstashError('LOADING Redis is loading the dataset in memory, command was: [["incr","k"]]');
    expect(isUnavailable(loading)).toBe(true);
  });

  it('leaves other Redis errors to the 500 path', () => {
    expect(isUnavailable(new errors.UpstashError('WRONGTYPE Operation against a key holding the wrong kind of value'))).toBe(
      false,
    );
    expect(isUnavailable(new errors.UpstashError('ERR value is not an integer, loading failed'))).toBe(false);
  });
});
