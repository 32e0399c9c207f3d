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
});
