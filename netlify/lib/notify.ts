// Side effects after a write that must never fail or delay it: the staff
// webhook for new enquiries and the CDN purge after news writes. Each returns a
// promise that always resolves, for context.waitUntil. (Rebuild requests after
// news writes are netlify/lib/rebuild.ts.)
import { purgeCache } from '@netlify/functions';
import type { Enquiry } from '../../src/shared/enquiry.ts';

const WEBHOOK_TIMEOUT_MS = 2_000;
export const NEWS_CACHE_TAG = 'news';

type ChatPlatform = 'wecom' | 'dingtalk' | 'feishu' | 'slack';

function platformOf(url: string): ChatPlatform {
  const host = URL.canParse(url) ? new URL(url).hostname : '';
  if (host === 'qyapi.weixin.qq.com') return 'wecom';
  if (host === 'oapi.dingtalk.com') return 'dingtalk';
  if (host === 'open.feishu.cn' || host === 'open.larksuite.com') return 'feishu';
  return 'slack';
}

/**
 * A visitor's text made inert for the chat tool (issue 19): no mention
 * (`<!channel>`, `<at user_id="all">`, `<@id>`) and no disguised link
 * (`<https://evil|click>`, `<a href>`, `[click](https://evil)`) can be formed.
 * Slack reads `&`, `<` and `>` as entities; the others have no escape for angle
 * brackets, so those become their full-width look-alikes, which no tool parses.
 */
export function chatSafe(value: string, platform: ChatPlatform): string {
  const angles =
    platform === 'slack'
      ? value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
      : value.replaceAll('<', '\uFF1C').replaceAll('>', '\uFF1E');
  // Markdown link brackets, which some clients render even in plain text.
  return angles.replaceAll('[', '\uFF3B').replaceAll(']', '\uFF3D');
}

/** The JSON each chat tool's incoming webhook expects, chosen by the URL's host. */
export function webhookPayload(url: string, message: Enquiry): unknown {
  const platform = platformOf(url);
  const field = (value: string) => chatSafe(value || '-', platform);
  const text = [
    '新的客户咨询',
    `姓名：${field(message.name)}`,
    `公司：${field(message.company)}`,
    `联系方式：${field(message.contact)}`,
    `留言：${field(message.message)}`,
    `来源：${field(message.source)}`,
    `时间：${message.createdAt}`,
  ].join('\n');
  // Mentions are named only by these fields, never by the text: none.
  if (platform === 'wecom') return { msgtype: 'text', text: { content: text, mentioned_list: [], mentioned_mobile_list: [] } };
  if (platform === 'dingtalk')
    return { msgtype: 'text', text: { content: text }, at: { isAtAll: false, atMobiles: [], atUserIds: [] } };
  if (platform === 'feishu') return { msg_type: 'text', content: { text } };
  // Slack and anything else: Slack's shape plus the structured record (data, never rendered).
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
