// The new-enquiry e-mail (docs/DEPLOY.md 6.4): while this file runs, the hook sink
// points the functions' SMTP_URL at a port where this file runs a real SMTP server
// and reads what arrives; with the server stopped, the port is closed (SMTP down).
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clearStore, createAdmin, freshIp, login } from './fixtures.ts';
import { call } from './helpers.ts';

interface Received {
  mail: ParsedMail;
  from: string;
  to: string[];
}

let received: Received[] = [];
let server: SMTPServer | undefined;
let token: string;

function startSmtp(): Promise<void> {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream)
        .then((mail) => {
          const envelope = session.envelope;
          received.push({
            mail,
            from: envelope.mailFrom ? envelope.mailFrom.address : '',
            to: envelope.rcptTo.map((rcpt) => rcpt.address),
          });
          done();
        })
        .catch(done);
    },
  });
  return new Promise((resolve) => server!.listen(inject('smtpPort'), '127.0.0.1', resolve));
}

function stopSmtp(): Promise<void> {
  return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
}

const smtp = (state: 'on' | 'off') =>
  fetch(`http://127.0.0.1:${inject('hookPort')}/__smtp`, { method: 'PUT', body: JSON.stringify(state) });

beforeAll(async () => {
  await smtp('on');
  await clearStore();
  await createAdmin('mailer', 'mailer-password-1');
  token = await login('mailer', 'mailer-password-1');
});
afterAll(async () => {
  await smtp('off');
  await stopSmtp();
});

const post = (message: string) =>
  call('/api/contact', {
    method: 'POST',
    ip: freshIp(),
    body: {
      name: '赵经理\r\nBcc: x@evil.test',
      company: '某园区',
      contact: 'zhao@example.com',
      message,
      source: 'zero-carbon-park',
      consent: true,
    },
  });

const arrivedFor = (id: string) => received.filter((entry) => entry.mail.text?.includes(`/admin/contact-messages/${id}`));

describe('CONTACT_NOTIFY_EMAILS', () => {
  it('gets one plain-text Chinese e-mail per new enquiry, with every field and the admin link', async () => {
    await startSmtp();
    const res = await post('<b>想了解</b>零碳园区规划\n第二行');
    expect(res.status).toBe(201);
    const { id } = res.json.data;
    await expect.poll(() => arrivedFor(id).length, { timeout: 10_000 }).toBe(1);
    const [{ mail, from, to }] = arrivedFor(id) as [Received];
    expect(from).toBe('website@example.com');
    expect(to).toEqual(['sales@example.com', 'boss@example.com']);
    // The visitor's line break stays out of the headers: no extra recipient, one-line subject.
    expect(mail.subject).toBe('新的客户留言：赵经理 Bcc: x@evil.test');
    expect(mail.bcc).toBeUndefined();
    expect(mail.html).toBe(false);
    expect(mail.text).toContain('姓名：赵经理');
    expect(mail.text).toContain('公司：某园区');
    expect(mail.text).toContain('联系方式：zhao@example.com');
    expect(mail.text).toContain('来源页面：零碳园区');
    expect(mail.text).toMatch(/提交时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}（北京时间）/);
    expect(mail.text).toContain('<b>想了解</b>零碳园区规划\n第二行');
    expect(mail.text).toContain(`https://www.example.com/admin/contact-messages/${id}`);
    // A duplicate is not a new enquiry: no second e-mail.
    await post('<b>想了解</b>零碳园区规划\n第二行');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(arrivedFor(id)).toHaveLength(1);
  });

  it('neither delays nor loses an enquiry while SMTP is down, and tries once more', async () => {
    await stopSmtp();
    received = [];
    const started = Date.now();
    const res = await post('SMTP 停机时的留言');
    expect(res.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(1_000);
    const inbox = await call(`/api/contact?q=${encodeURIComponent('SMTP 停机时的留言')}`, { token });
    expect(inbox.json.data.map((m: { id: string }) => m.id)).toEqual([res.json.data.id]);
    // The first attempt met a closed port; the retry a second later finds the server back.
    await startSmtp();
    await expect.poll(() => arrivedFor(res.json.data.id).length, { timeout: 10_000 }).toBe(1);
  });
});
