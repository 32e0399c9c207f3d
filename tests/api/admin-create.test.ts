import { spawn } from 'node:child_process';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { clearStore, expectError, freshIp, prefix } from './fixtures.ts';
import { call } from './helpers.ts';

/** Runs `npm run admin:create` against the test store with `input` on standard input. */
function adminCreate(args: string[], input: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', 'scripts/admin-create.ts', ...args], {
      env: {
        ...process.env,
        UPSTASH_REDIS_REST_URL: inject('redisUrl'),
        UPSTASH_REDIS_REST_TOKEN: inject('redisToken'),
        REDIS_KEY_PREFIX: prefix,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
    child.stdin.end(input);
  });
}

const signIn = (username: string, password: string) =>
  call('/api/admin/login', { method: 'POST', ip: freshIp(), body: { username, password } });

beforeAll(clearStore);

describe('npm run admin:create', () => {
  it('creates an admin from the first line of standard input, who can then sign in', async () => {
    const { code, output } = await adminCreate(
      ['--username', 'ops', '--name', '运维 负责人'],
      'first-password-1\nignored second line\n',
    );
    expect(code).toBe(0);
    expect(output).toContain('Created account "ops" (运维 负责人, admin)');
    const res = await signIn('ops', 'first-password-1');
    expect(res.status).toBe(200);
    expect(res.json.data.user).toMatchObject({
      username: 'ops',
      name: '运维 负责人',
      role: 'admin',
      disabled: false,
      mustChangePassword: false,
    });
  });

  it('resets the password of an existing admin, keeping the name and ending old sessions', async () => {
    const token = (await signIn('ops', 'first-password-1')).json.data.token;
    const { code, output } = await adminCreate(['--username', 'ops'], 'second-password-2\n');
    expect(code).toBe(0);
    expect(output).toContain('Updated account "ops" (运维 负责人, admin)');
    expectError(await signIn('ops', 'first-password-1'), 401, 'BAD_CREDENTIALS');
    expect((await signIn('ops', 'second-password-2')).status).toBe(200);
    expectError(await call('/api/admin/news', { token }), 401, 'UNAUTHORIZED');
  });

  it('refuses a password shorter than 12 characters and creates nothing', async () => {
    const { code, output } = await adminCreate(['--username', 'shorty'], 'eleven-char\n');
    expect(code).toBe(1);
    expect(output).toContain('at least 12 characters');
    expectError(await signIn('shorty', 'eleven-char'), 401, 'BAD_CREDENTIALS');
  });

  // Issue 19: the API's rules hold here too, and the password is kept as typed.
  it.each([
    ['passwordpassword', 'common leaked passwords'],
    ['weakling-weakling', 'mostly of the username'],
  ])('refuses %s and creates nothing', async (password, reason) => {
    const { code, output } = await adminCreate(['--username', 'weakling'], `${password}\n`);
    expect(code).toBe(1);
    expect(output).toContain(reason);
    expectError(await signIn('weakling', password), 401, 'BAD_CREDENTIALS');
  });

  it('keeps the password exactly as typed, spaces included', async () => {
    const { code } = await adminCreate(['--username', 'spacey'], '  spaced out password  \n');
    expect(code).toBe(0);
    expect((await signIn('spacey', '  spaced out password  ')).status).toBe(200);
    expectError(await signIn('spacey', 'spaced out password'), 401, 'BAD_CREDENTIALS');
  });

  it('refuses a missing or malformed username', async () => {
    expect((await adminCreate([], 'long-enough-password\n')).code).toBe(1);
    expect((await adminCreate(['--username', 'two words'], 'long-enough-password\n')).code).toBe(1);
  });
});
