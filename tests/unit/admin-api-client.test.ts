// The admin's API client: envelope, typed errors, token and language headers,
// a 401 on a signed-in call ending the session, and a 503 marking the store down.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// localStorage before the modules that read it at import.
const storage = vi.hoisted(() => {
  const data = new Map<string, string>();
  const memory = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, String(value)),
    removeItem: (key: string) => void data.delete(key),
    clear: () => data.clear(),
    key: (index: number) => [...data.keys()][index] ?? null,
    get length() {
      return data.size;
    },
  };
  Object.defineProperty(globalThis, 'localStorage', { value: memory, configurable: true });
  return memory;
});

const { AdminApiError, request } = await import('~/admin/api/client');
const { exportEnquiries, login } = await import('~/admin/api/endpoints');
const { $session, $signOutNotice, readStoredSession, refreshAccount, signIn } = await import('~/admin/stores/session');
const { $language } = await import('~/stores/language');
const { $storeDown } = await import('~/admin/stores/store-status');
const { adminTranslate } = await import('~/admin/i18n');
const { saveErrorText } = await import('~/admin/lib/errors');

const user = { username: 'editor', name: '编辑', role: 'admin' as const, mustChangePassword: false };
const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

beforeEach(() => {
  storage.clear();
  $language.set(undefined);
  signIn({ token: 'token-1', user });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('admin API client', () => {
  it('returns the data and meta of a success envelope, sending the token and the language', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, data: [1, 2], meta: { total: 2 } }));
    const result = await request('GET /api/contact', { query: { status: '未处理', q: '' } });
    expect(result).toEqual({ data: [1, 2], meta: { total: 2 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact?status=%E6%9C%AA%E5%A4%84%E7%90%86');
    const headers = init!.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer token-1');
    expect(headers['Accept-Language']).toBe('zh-CN');
  });

  it('asks for English messages when the stored language is English', async () => {
    $language.set('en');
    fetchMock.mockResolvedValue(answer(200, { success: true, data: null }));
    await request('GET /api/admin/news', {});
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>)['Accept-Language']).toBe('en');
  });

  it('sends a JSON body and no token on login', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, data: { token: 't', user, expiresAt: '' } }));
    await login('editor', 'pw');
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ username: 'editor', password: 'pw' }));
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('turns a failure envelope into a typed error with the server message and fields', async () => {
    fetchMock.mockResolvedValue(
      answer(400, { success: false, error: '提交的内容有误', code: 'VALIDATION', fields: { title: '请填写标题' } }),
    );
    const error = await request('POST /api/admin/news', { body: {} as never }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdminApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', message: '提交的内容有误', fields: { title: '请填写标题' } });
    expect((error as InstanceType<typeof AdminApiError>).isClientError).toBe(true);
    expect($session.get()).not.toBeNull();
  });

  it('reads Retry-After of a 429', async () => {
    fetchMock.mockResolvedValue(
      answer(429, { success: false, error: '请求过于频繁', code: 'RATE_LIMITED' }, { 'Retry-After': '840' }),
    );
    await expect(login('editor', 'x')).rejects.toMatchObject({ code: 'RATE_LIMITED', retryAfter: 840 });
  });

  it('reports a request that got no answer as NETWORK, and a body that is not the envelope as BAD_RESPONSE', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request('GET /api/contact', {})).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    fetchMock.mockResolvedValue(answer(502, '<html>bad gateway</html>'));
    await expect(request('GET /api/contact', {})).rejects.toMatchObject({ status: 502, code: 'BAD_RESPONSE', message: '' });
  });

  it('ends the session on a 401 of a signed-in call: both stored items cleared, notice "expired"', async () => {
    fetchMock.mockResolvedValue(answer(401, { success: false, error: '未登录或登录已过期', code: 'UNAUTHORIZED' }));
    await expect(request('GET /api/admin/news', {})).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect($session.get()).toBeNull();
    expect($signOutNotice.get()).toBe('expired');
    expect([storage.getItem('adminToken'), storage.getItem('adminUser')]).toEqual([null, null]);
  });

  // Issue 19: a disabled account is told so, not that its session expired.
  it('ends the session of a disabled account with the notice "disabled"', async () => {
    fetchMock.mockResolvedValue(answer(403, { success: false, error: '账号已停用，请联系管理员', code: 'ACCOUNT_DISABLED' }));
    await expect(request('GET /api/admin/news', {})).rejects.toMatchObject({ status: 403, code: 'ACCOUNT_DISABLED' });
    expect($session.get()).toBeNull();
    expect($signOutNotice.get()).toBe('disabled');
    expect([storage.getItem('adminToken'), storage.getItem('adminUser')]).toEqual([null, null]);
  });

  it('keeps the session when a sign-in attempt is refused (wrong password is not an expired session)', async () => {
    fetchMock.mockResolvedValue(answer(401, { success: false, error: '用户名或密码错误', code: 'BAD_CREDENTIALS' }));
    await expect(login('editor', 'wrong')).rejects.toMatchObject({ code: 'BAD_CREDENTIALS' });
    expect($session.get()).not.toBeNull();
  });

  it('downloads the CSV export with the token and the server file name', async () => {
    fetchMock.mockResolvedValue(
      new Response('\uFEFFid,name\n', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="enquiries-2025-01-02.csv"',
        },
      }),
    );
    const { blob, filename } = await exportEnquiries({});
    expect(filename).toBe('enquiries-2025-01-02.csv');
    expect([...new Uint8Array(await blob.arrayBuffer()).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
  });
});

describe('stored session', () => {
  it('needs a token and a parsable user with username, name and role', () => {
    expect(readStoredSession()).toEqual({ token: 'token-1', user });
    storage.setItem('adminUser', '{"name":"x"}');
    expect(readStoredSession()).toBeNull();
    storage.setItem('adminUser', 'not json');
    expect(readStoredSession()).toBeNull();
    storage.setItem('adminUser', JSON.stringify(user));
    storage.removeItem('adminToken');
    expect(readStoredSession()).toBeNull();
  });

  it('reads a user stored before the password flag existed as having no pending change', () => {
    storage.setItem('adminUser', JSON.stringify({ username: 'old', name: '旧', role: 'editor' }));
    expect(readStoredSession()?.user).toEqual({ username: 'old', name: '旧', role: 'editor', mustChangePassword: false });
  });

  it('takes a new role or name from GET /api/admin/me, stored too, but never another account', () => {
    refreshAccount({ ...user, role: 'editor', name: '新名字' });
    expect($session.get()?.user).toEqual({ ...user, role: 'editor', name: '新名字' });
    expect(JSON.parse(storage.getItem('adminUser')!)).toMatchObject({ role: 'editor', name: '新名字' });
    refreshAccount({ ...user, username: 'someone-else', role: 'admin' });
    expect($session.get()?.user.role).toBe('editor');
  });
});

describe('pending password change', () => {
  it('a 403 PASSWORD_CHANGE_REQUIRED keeps the session but marks it, so the shell opens the password form', async () => {
    fetchMock.mockResolvedValue(answer(403, { success: false, error: '请先设置新密码', code: 'PASSWORD_CHANGE_REQUIRED' }));
    await expect(request('GET /api/admin/news', {})).rejects.toMatchObject({ status: 403, code: 'PASSWORD_CHANGE_REQUIRED' });
    expect($session.get()).toMatchObject({ token: 'token-1', user: { mustChangePassword: true } });
    expect(readStoredSession()?.user.mustChangePassword).toBe(true);
  });

  it('a 403 FORBIDDEN (role) changes nothing in the session', async () => {
    fetchMock.mockResolvedValue(answer(403, { success: false, error: '无权执行此操作', code: 'FORBIDDEN' }));
    await expect(request('GET /api/admin/users', {})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect($session.get()).toEqual({ token: 'token-1', user });
  });
});

describe('store outage', () => {
  const unavailable = () => answer(503, { success: false, error: '服务暂时不可用，请稍后再试', code: 'UNAVAILABLE' });
  beforeEach(() => $storeDown.set(false));

  it('a 503 UNAVAILABLE marks the store down; the next successful call marks it up again', async () => {
    fetchMock.mockResolvedValueOnce(unavailable());
    const error = await request('PUT /api/admin/news/:id', { params: { id: 'x' }, body: {} as never }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, code: 'UNAVAILABLE', isStoreUnavailable: true });
    expect($storeDown.get()).toBe(true);
    expect($session.get()).not.toBeNull();

    fetchMock.mockResolvedValueOnce(answer(200, { success: true, data: { store: 'ok' } }));
    await request('GET /api/health', {}, { auth: false });
    expect($storeDown.get()).toBe(false);
  });

  it('other failures leave the store status as it is', async () => {
    $storeDown.set(true);
    fetchMock.mockResolvedValueOnce(answer(502, '<html>bad gateway</html>'));
    await request('GET /api/contact', {}).catch(() => undefined);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await request('GET /api/contact', {}).catch(() => undefined);
    expect($storeDown.get()).toBe(true);
  });

  it('a save refused by an outage says nothing was saved and the input is kept, in the admin language', async () => {
    fetchMock.mockResolvedValue(unavailable());
    const error = await request('PATCH /api/contact/:id', { params: { id: 'x' }, body: {} }).catch((e: unknown) => e);
    expect(saveErrorText(error, adminTranslate('zh'))).toBe(
      '未保存：数据服务暂时不可用。您填写的内容仍在，恢复后再保存一次即可。',
    );
    expect(saveErrorText(error, adminTranslate('en'))).toMatch(
      /^Not saved: the data service is unavailable\. What you typed is still here/,
    );
    const refused = new AdminApiError(400, 'VALIDATION', '提交的内容有误');
    expect(saveErrorText(refused, adminTranslate('zh'))).toBe('提交的内容有误');
  });
});
