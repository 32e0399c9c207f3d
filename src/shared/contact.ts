// Enquiries: what the forms send, what staff read, and the schemas for both.
import { z } from 'zod';
import { CONTACT_STATUSES } from './constants.ts';
import { choice, optionalText, queryChoice, queryInt, queryText } from './validation.ts';

/** The privacy policy version a visitor consents to; bump it when /privacy changes. */
export const PRIVACY_POLICY_VERSION = '2025-01';
export const CONTACT_PAGE_MAX = 100;

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  company: z.string(),
  contact: z.string(),
  message: z.string(),
  source: z.string(),
  consentAt: z.string(),
  policyVersion: z.string(),
  status: z.enum(CONTACT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** The body of POST /api/contact (the honeypot `website` is checked before this). */
export const contactInputSchema = z
  .object({
    name: optionalText('姓名', 100),
    company: optionalText('公司名称', 200),
    contact: optionalText('联系方式', 200),
    message: optionalText('留言内容', 5000),
    source: optionalText('来源页面', 100),
    consent: z.literal(true, { error: '请阅读并同意隐私政策' }),
  })
  .superRefine((input, ctx) => {
    if (input.contact === '' && input.message === '') {
      for (const path of ['contact', 'message']) {
        ctx.addIssue({ code: 'custom', path: [path], message: '请填写联系方式或留言内容' });
      }
    }
  });
export type ContactInput = z.output<typeof contactInputSchema>;
export type ContactFormValues = z.input<typeof contactInputSchema>;

/** The honeypot: people never see the field, so any value in it means a bot. */
export function isHoneypotFilled(body: Record<string, unknown>): boolean {
  const value = body.website;
  if (typeof value === 'string') return value.trim() !== '';
  return value !== undefined && value !== null && value !== false;
}

/** Body of PATCH /api/contact/{id}. */
export const contactStatusSchema = z.object({ status: choice('状态', CONTACT_STATUSES) });

/** Query of GET /api/contact. */
export const contactQuerySchema = z.object({
  status: queryChoice('状态', CONTACT_STATUSES),
  q: queryText('搜索词', 100),
  limit: queryInt('每页数量', { min: 1, max: CONTACT_PAGE_MAX, fallback: CONTACT_PAGE_MAX }),
  offset: queryInt('偏移量', { min: 0, fallback: 0 }),
});
export type ContactQuery = z.output<typeof contactQuerySchema>;

export type ContactCounts = Record<(typeof CONTACT_STATUSES)[number], number>;
