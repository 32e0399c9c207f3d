import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isForeignWrite, requestLang } from '../../netlify/lib/http.ts';
import { loginSchema, passwordChangeSchema, staffCreateSchema, staffUpdateSchema } from '../../src/shared/auth.ts';
import { enquiryInputSchema, enquiryQuerySchema, enquiryUpdateSchema } from '../../src/shared/enquiry.ts';
import { hasFieldLabel } from '../../src/shared/field-labels.ts';
import { renderMessage } from '../../src/shared/messages.ts';
import { adminNewsQuerySchema, newsInputSchema } from '../../src/shared/news.ts';
import { fieldErrors } from '../../src/shared/validation.ts';

const SCHEMAS: Record<string, z.ZodObject> = {
  loginSchema,
  passwordChangeSchema,
  staffCreateSchema,
  staffUpdateSchema,
  enquiryInputSchema,
  enquiryQuerySchema,
  enquiryUpdateSchema,
  newsInputSchema,
  adminNewsQuerySchema,
};

describe('field labels', () => {
  it.each(Object.entries(SCHEMAS))('name every field of %s in both languages', (_, schema) => {
    expect(Object.keys(schema.shape).filter((field) => !hasFieldLabel(field))).toEqual([]);
  });
});

describe('fieldErrors', () => {
  it('renders the same issues in Chinese by default and in English on request', () => {
    const result = newsInputSchema.safeParse({ title: 't'.repeat(201), content: 5, featured: 'yes' });
    expect(fieldErrors(result.error!)).toEqual({
      title: '标题不能超过 200 个字符',
      content: '正文必须是文本',
      category: '请选择分类',
      featured: '推荐必须是 true 或 false',
    });
    expect(fieldErrors(result.error!, 'en')).toEqual({
      title: 'Title must be at most 200 characters',
      content: 'Content must be text',
      category: 'Category is required',
      featured: 'Featured must be true or false',
    });
  });

  it('reads an issue without a message key of ours as "invalid"', () => {
    const result = enquiryQuerySchema.safeParse({ limit: 5 });
    expect(fieldErrors(result.error!, 'en')).toEqual({ limit: 'Page size is invalid' });
  });
});

describe('renderMessage', () => {
  it('fills the label and the numbers of a template', () => {
    expect(renderMessage({ key: 'tooShort', params: { min: 10 } }, 'en', 'newPassword')).toBe(
      'New password must be at least 10 characters',
    );
    expect(renderMessage({ key: 'tooShort', params: { min: 10 } }, 'zh', 'newPassword')).toBe('新密码至少需要 10 个字符');
    expect(renderMessage({ key: 'enquiryNotFound' }, 'en')).toBe('Enquiry not found');
  });
});

describe('requestLang', () => {
  const lang = (header?: string) =>
    requestLang(new Request('http://localhost/api/news', { headers: header === undefined ? {} : { 'accept-language': header } }));

  it.each([
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    [' EN-gb ;q=0.8, zh', 'en'],
    ['zh-CN,en;q=0.9', 'zh'],
    ['de, en', 'zh'],
    ['eng', 'zh'],
    [undefined, 'zh'],
  ])('reads %j as %s', (header, expected) => {
    expect(lang(header)).toBe(expected);
  });
});

describe('isForeignWrite', () => {
  const request = (method: string, origin?: string) =>
    new Request('https://carbon.example/api/contact', { method, headers: origin === undefined ? {} : { origin } });

  it('refuses writes whose Origin is another origin, or opaque', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(isForeignWrite(request(method, 'https://evil.example'))).toBe(true);
      expect(isForeignWrite(request(method, 'http://carbon.example'))).toBe(true);
      expect(isForeignWrite(request(method, 'https://carbon.example:8443'))).toBe(true);
      expect(isForeignWrite(request(method, 'null'))).toBe(true);
    }
  });

  it('lets the same origin, a missing Origin and reads through', () => {
    expect(isForeignWrite(request('POST', 'https://carbon.example'))).toBe(false);
    expect(isForeignWrite(request('POST', 'https://CARBON.example'))).toBe(false);
    expect(isForeignWrite(request('POST'))).toBe(false);
    expect(isForeignWrite(request('GET', 'https://evil.example'))).toBe(false);
  });
});
