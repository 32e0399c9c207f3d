// Side effects after a write that must never fail or delay it: the staff
// webhook for new enquiries and the CDN purge after news writes. Each returns a
// promise that always resolves, for context.waitUntil. (Rebuild requests after
// news writes are netlify/lib/rebuild.ts.)
import { purgeCache } from '@netlify/functions';
import type { Enquiry } from '../../src/shared/enquiry.ts';

const WEBHOOK_TIMEOUT_MS = 2_000;
export const NEWS_CACHE_TAG = 'news';

/** The JSON each chat tool's incoming webhook expects, chosen by the URL's host. */
export function webhookPayload(url: string, message: Enquiry): unknown {
  const text = [
    '新的客户咨询',
    `姓名：${message.name || '-'}`,
    `公司：${message.company || '-'}`,
    `联系方式：${message.contact || '-'}`,
    `留言：${message.message || '-'}`,
    `来源：${message.source || '-'}`,
    `时间：${message.createdAt}`,
  ].join('\n');
  const host = URL.canParse(url) ? new URL(url).hostname : '';
  if (host === 'qyapi.weixin.qq.com' || host === 'oapi.dingtalk.com') return { msgtype: 'text', text: { content: text } };
  if (host === 'open.feishu.cn' || host === 'open.larksuite.com') return { msg_type: 'text', content: { text } };
  // Slack and anything else: Slack's shape plus the structured record.
  return { text, enquiry: message };
}

async function post(url: string, body: unknown, what: string): Promise<void> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    if (!response.ok) console.error(`[notify] ${what} answered ${response.status}`);
  } catch (error) {
    // No URL and no body: the URL holds a secret and the body personal data.
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    console.error(`[notify] ${what} failed: ${error instanceof Error ? error.name : 'error'}${cause}`);
  }
}

export function notifyNewEnquiry(message: Enquiry): Promise<void> {
  const url = process.env.CONTACT_WEBHOOK_URL;
  return url ? post(url, webhookPayload(url, message), 'CONTACT_WEBHOOK_URL') : Promise.resolve();
}

/** Drops cached public news answers from Netlify's CDN; a no-op without Netlify's purge token (locally). */
export async function purgeNewsCache(): Promise<void> {
  if (!process.env.NETLIFY_PURGE_API_TOKEN) return;
  try {
    await purgeCache({ tags: [NEWS_CACHE_TAG] });
  } catch (error) {
    console.error(`[notify] purgeCache failed: ${error instanceof Error ? error.message : 'error'}`);
  }
}
