// The e-mail to staff for each new enquiry (docs/DEPLOY.md, 6.4 'New-enquiry e-mail'):
// sent through SMTP_URL from SMTP_FROM to every address of CONTACT_NOTIFY_EMAILS,
// after the visitor has had the answer (context.waitUntil). Plain text only, so
// nothing a visitor typed can become markup; never throws; a failure is logged
// and tried once more.
import nodemailer from 'nodemailer';
import type { Enquiry } from '../../src/shared/enquiry.ts';
import { sourceName } from '../../src/shared/enquiry-sources.ts';
import { beijingTime } from './enquiry-export.ts';

const TIMEOUT_MS = 10_000;
const RETRY_AFTER_MS = 1_000;

/** The addresses of CONTACT_NOTIFY_EMAILS (comma- or space-separated). */
export function notifyAddresses(setting: string | undefined): string[] {
  return (setting ?? '').split(/[\s,;]+/).filter((address) => address.includes('@'));
}

/** The enquiry in the admin, on the site's public origin. */
export function adminLink(id: string): string {
  const origin = (process.env.SITE_URL || process.env.URL || 'http://localhost:4321').replace(/\/+$/, '');
  return `${origin}/admin/contact-messages/${encodeURIComponent(id)}`;
}

/** Subject and plain-text body, in Chinese; a visitor's line breaks cannot reach the subject. */
export function enquiryMail(message: Enquiry): { subject: string; text: string } {
  const who = (message.name || message.company || message.contact || '访客').replace(/\s+/g, ' ').slice(0, 60);
  const field = (value: string) => value || '（未填写）';
  const text = [
    '网站收到一条新的客户留言：',
    '',
    `姓名：${field(message.name)}`,
    `公司：${field(message.company)}`,
    `联系方式：${field(message.contact)}`,
    `来源页面：${sourceName(message.source, 'zh')}`,
    `提交时间：${beijingTime(message.createdAt)}（北京时间）`,
    '',
    '留言内容：',
    field(message.message),
    '',
    `在后台查看和处理：${adminLink(message.id)}`,
  ].join('\n');
  return { subject: `新的客户留言：${who}`, text };
}

/** Sends the e-mail when SMTP_URL and CONTACT_NOTIFY_EMAILS are set; always resolves. */
export async function mailNewEnquiry(message: Enquiry): Promise<void> {
  const url = process.env.SMTP_URL;
  const to = notifyAddresses(process.env.CONTACT_NOTIFY_EMAILS);
  if (!url || to.length === 0) return;
  // The URL's own query (?secure=true, ...) still applies; the timeouts keep a dead server from holding the function.
  const options = new URL(url);
  for (const name of ['connectionTimeout', 'greetingTimeout', 'socketTimeout']) {
    if (!options.searchParams.has(name)) options.searchParams.set(name, String(TIMEOUT_MS));
  }
  const transport = nodemailer.createTransport(options.toString());
  const mail = { from: process.env.SMTP_FROM || to[0], to, ...enquiryMail(message) };
  try {
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        await transport.sendMail(mail);
        return;
      } catch (error) {
        // No addresses, URL or contents: the URL may hold a password, the mail personal data.
        const code = (error as { code?: unknown }).code;
        console.error(`[mail] new-enquiry e-mail failed (attempt ${attempt} of 2): ${String(code ?? 'error')}`);
        if (attempt === 1) await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
      }
    }
  } finally {
    transport.close();
  }
}
