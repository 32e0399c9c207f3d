import { describe, expect, it } from 'vitest';
import type { Enquiry } from '../../src/shared/enquiry.ts';
import { webhookPayload } from '../../netlify/lib/notify.ts';

const message: Enquiry = {
  id: 'abc',
  name: '王工',
  company: '某制造企业',
  contact: '138 0000 0000',
  message: '想了解零碳工厂评价',
  source: 'zero-carbon-factory',
  consentAt: '2025-03-01T00:00:00.000Z',
  policyVersion: '2025-01',
  status: '未处理',
  note: '',
  assignee: '',
  createdAt: '2025-03-01T00:00:00.000Z',
  updatedAt: '2025-03-01T00:00:00.000Z',
};

describe('webhookPayload', () => {
  it('speaks WeCom and DingTalk text messages', () => {
    for (const url of [
      'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k',
      'https://oapi.dingtalk.com/robot/send?access_token=t',
    ]) {
      const payload = webhookPayload(url, message) as { msgtype: string; text: { content: string } };
      expect(payload.msgtype).toBe('text');
      expect(payload.text.content).toContain('想了解零碳工厂评价');
    }
  });

  it('speaks Feishu text messages', () => {
    const payload = webhookPayload('https://open.feishu.cn/open-apis/bot/v2/hook/x', message);
    expect(payload).toMatchObject({ msg_type: 'text', content: { text: expect.stringContaining('王工') } });
  });

  it('sends Slack-style text plus the record anywhere else', () => {
    const payload = webhookPayload('https://hooks.slack.com/services/x', message);
    expect(payload).toMatchObject({ text: expect.stringContaining('zero-carbon-factory'), enquiry: message });
  });

  // Issue 19: visitor text went raw into the payloads: mentions and disguised links.
  describe('makes visitor text inert', () => {
    const hostile: Enquiry = {
      ...message,
      name: '<!channel> <!here> <@U123>',
      company: '<at user_id="all">所有人</at>',
      contact: '<https://evil.example|点击查看>',
      message: '[点击领奖](https://evil.example) <a href="https://evil.example">x</a> & more',
    };
    const NO_MARKUP = /[<>[\]]/;
    const visitorLines = (text: string) => text.split('\n').slice(1, 5).join('\n');

    it('for Slack: entities for & < >, no link brackets', () => {
      const { text } = webhookPayload('https://hooks.slack.com/services/x', hostile) as { text: string };
      expect(visitorLines(text)).not.toMatch(NO_MARKUP);
      expect(text).toContain('&lt;!channel&gt;');
      expect(text).toContain('&lt;https://evil.example|点击查看&gt;');
      expect(text).toContain('&amp; more');
    });

    it('for Feishu: no <at> tag, no link', () => {
      const payload = webhookPayload('https://open.feishu.cn/open-apis/bot/v2/hook/x', hostile) as { content: { text: string } };
      const text = payload.content.text;
      expect(visitorLines(text)).not.toMatch(NO_MARKUP);
      expect(text).not.toContain('<at');
      expect(text).toContain('＜at user_id="all"＞所有人＜/at＞');
    });

    it('for DingTalk: nobody mentioned, no link', () => {
      const payload = webhookPayload('https://oapi.dingtalk.com/robot/send?access_token=t', hostile) as {
        text: { content: string };
        at: unknown;
      };
      expect(visitorLines(payload.text.content)).not.toMatch(NO_MARKUP);
      expect(payload.at).toEqual({ isAtAll: false, atMobiles: [], atUserIds: [] });
      expect(payload.text.content).toContain('［点击领奖］(https://evil.example)');
    });

    it('for WeCom: nobody mentioned, no <a> link', () => {
      const payload = webhookPayload('https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k', hostile) as {
        text: { content: string; mentioned_list: string[]; mentioned_mobile_list: string[] };
      };
      expect(visitorLines(payload.text.content)).not.toMatch(NO_MARKUP);
      expect(payload.text.mentioned_list).toEqual([]);
      expect(payload.text.mentioned_mobile_list).toEqual([]);
      expect(payload.text.content).not.toContain('<a href');
    });
  });
});
