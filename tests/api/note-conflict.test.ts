import { beforeAll, describe, expect, it } from 'vitest';
import { clearStore, createAdmin, createEditor, expectError, freshIp, login } from './fixtures.ts';
import { call } from './helpers.ts';

// Issue 19, finding 6: two staff editing one enquiry's note: the second save used to
// overwrite the first without a word. A save names the note it started from (`noteBase`);
// a note changed meanwhile answers 409 and stays as it is.
let admin: string;
let editor: string;

beforeAll(async () => {
  await clearStore();
  await createAdmin('note-boss', 'note-boss-password-1');
  await createEditor('note-writer', 'note-writer-password-1');
  admin = await login('note-boss', 'note-boss-password-1');
  editor = await login('note-writer', 'note-writer-password-1');
});

async function newEnquiry(): Promise<string> {
  const res = await call('/api/contact', { method: 'POST', ip: freshIp(), body: { message: '想了解碳核查', consent: true } });
  return res.json.data.id;
}
const patch = (id: string, body: unknown, token: string, headers?: Record<string, string>) =>
  call(`/api/contact/${id}`, { method: 'PATCH', token, body, headers });
const detail = async (id: string) => (await call(`/api/contact/${id}`, { token: admin })).json.data;

describe('lost-update protection of enquiry notes', () => {
  it('saves a note whose base is the stored note, and refuses one whose base is older with 409', async () => {
    const id = await newEnquiry();
    expect((await patch(id, { note: '已电话联系', noteBase: '' }, admin)).status).toBe(200);
    const stale = await patch(id, { note: '准备报价', noteBase: '' }, editor);
    expectError(stale, 409, 'CONFLICT');
    expect(stale.json.error).toBe('备注已被其他人修改，请查看最新备注后再保存');
    const english = await patch(id, { note: '准备报价', noteBase: '' }, editor, { 'accept-language': 'en' });
    expect(english.json.error).toBe('Someone else changed the note meanwhile; look at the latest note, then save again');
    const after = await detail(id);
    expect(after.note).toBe('已电话联系');
    expect(after.history).toHaveLength(1);
    expect((await patch(id, { note: '准备报价', noteBase: '已电话联系' }, editor)).status).toBe(200);
    expect((await detail(id)).note).toBe('准备报价');
  });

  it('lets a status change through whatever the note base, and a save without a base as before', async () => {
    const id = await newEnquiry();
    expect((await patch(id, { note: '第一条' }, admin)).status).toBe(200);
    expect((await patch(id, { status: '处理中', noteBase: 'stale' }, editor)).status).toBe(200);
    expect((await patch(id, { note: '第一条', noteBase: 'stale' }, editor)).status).toBe(200);
    expect((await patch(id, { note: '第二条' }, editor)).status).toBe(200);
  });

  it('of two saves started from the same note at once, exactly one lands', async () => {
    const wrong: unknown[] = [];
    for (let round = 0; round < 15; round++) {
      const id = await newEnquiry();
      const [a, b] = await Promise.all([
        patch(id, { note: `管理员的备注 ${round}`, noteBase: '' }, admin),
        patch(id, { note: `编辑的备注 ${round}`, noteBase: '' }, editor),
      ]);
      const statuses = [a.status, b.status].sort();
      const { note, history } = await detail(id);
      const winner = a.status === 200 ? `管理员的备注 ${round}` : `编辑的备注 ${round}`;
      if (statuses.join() !== '200,409' || note !== winner || history.length !== 1) wrong.push({ round, statuses, note });
    }
    expect(wrong).toEqual([]);
  });
});
