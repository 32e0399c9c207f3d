import { describe, expect, it } from 'vitest';
import { loginSchema, passwordChangeSchema } from '../../src/shared/auth.ts';
import { enquiryInputSchema, isHoneypotFilled } from '../../src/shared/enquiry.ts';
import { adminNewsQuerySchema, newsInputSchema, newsQuerySchema } from '../../src/shared/news.ts';
import { charLength, fieldErrors } from '../../src/shared/validation.ts';

function errorsOf(result: { success: boolean; error?: unknown }) {
  return result.success ? {} : fieldErrors(result.error as never);
}

const article = { title: '标题', content: '正文', category: '政策解读' };

describe('newsInputSchema', () => {
  it('trims strings, ignores unknown fields and fills the defaults', () => {
    const parsed = newsInputSchema.parse({ ...article, title: '  标题  ', category: ' 政策解读 ', extra: true });
    expect(parsed).toEqual({
      title: '标题',
      content: '正文',
      category: '政策解读',
      author: '',
      featured: false,
      // A new article is a draft until published on purpose.
      status: 'draft',
      titleEn: '',
      contentEn: '',
      slug: '',
      summary: '',
      summaryEn: '',
      authorEn: '',
    });
  });

  it('counts characters, not UTF-16 units: 200 emoji fit a title, 201 do not', () => {
    expect(charLength('😀'.repeat(200))).toBe(200);
    expect(newsInputSchema.safeParse({ ...article, title: '😀'.repeat(200) }).success).toBe(true);
    expect(errorsOf(newsInputSchema.safeParse({ ...article, title: '😀'.repeat(201) }))).toEqual({
      title: '标题不能超过 200 个字符',
    });
  });

  it('names every wrong field in Chinese', () => {
    const result = newsInputSchema.safeParse({ title: 1, content: '   ', category: '其他', featured: 'yes', status: 'live' });
    expect(errorsOf(result)).toEqual({
      title: '标题必须是文本',
      content: '请填写正文',
      category: '分类无效',
      featured: '推荐必须是 true 或 false',
      status: '状态无效',
    });
  });

  it('asks for a category when none is chosen', () => {
    expect(errorsOf(newsInputSchema.safeParse({ ...article, category: ' ' }))).toEqual({ category: '请选择分类' });
    expect(errorsOf(newsInputSchema.safeParse({ ...article, category: undefined }))).toEqual({ category: '请选择分类' });
  });

  it.each(['https://cdn.example.com/a.png', 'http://example.com/b.jpg', '/images/news/1.webp'])(
    'accepts the image URL %s',
    (imageUrl) => {
      expect(newsInputSchema.parse({ ...article, imageUrl }).imageUrl).toBe(imageUrl);
    },
  );

  it.each([
    'javascript:alert(1)',
    '//evil.example/x.png',
    'data:image/png;base64,AA',
    'images/a.png',
    'https://',
    // Issue 19: browsers read these as another host.
    '/\\evil.example/p.png',
    '/images\\..\\p.png',
    '/%2F%2Fevil.example/p.png',
    '/%2fevil.example/p.png',
    '/%5C%5Cevil.example/p.png',
    '/%5cevil.example/p.png',
    '/images/a.png%0d%0aX: y',
    '/images/\ta.png',
    '/images/\u0000a.png',
    'https:/\\evil.example/p.png',
  ])('refuses the image URL %s', (imageUrl) => {
    expect(errorsOf(newsInputSchema.safeParse({ ...article, imageUrl }))).toHaveProperty('imageUrl');
  });

  it('normalises publishedAt to UTC and reads a bare date as midnight in China', () => {
    expect(newsInputSchema.parse({ ...article, publishedAt: '2025-03-01T09:00:00+08:00' }).publishedAt).toBe(
      '2025-03-01T01:00:00.000Z',
    );
    expect(newsInputSchema.parse({ ...article, publishedAt: '2025-03-01' }).publishedAt).toBe('2025-02-28T16:00:00.000Z');
    expect(errorsOf(newsInputSchema.safeParse({ ...article, publishedAt: 'next monday' }))).toHaveProperty('publishedAt');
    expect(errorsOf(newsInputSchema.safeParse({ ...article, publishedAt: '2025-03-01T09:00:00' }))).toHaveProperty('publishedAt');
  });
});

describe('news queries', () => {
  it('defaults to the first 100 of every category, in every language', () => {
    expect(newsQuerySchema.parse({})).toEqual({ featured: false, lang: 'zh', limit: 100, offset: 0 });
    expect(newsQuerySchema.parse({ category: '全部', q: '  ' })).toEqual({ featured: false, lang: 'zh', limit: 100, offset: 0 });
  });

  it('refuses limits outside 1..100, negative or fractional offsets and unknown categories', () => {
    const result = newsQuerySchema.safeParse({ limit: '0', offset: '1.5', category: '其他', featured: 'yes' });
    expect(Object.keys(errorsOf(result)).sort()).toEqual(['category', 'featured', 'limit', 'offset']);
    expect(newsQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(newsQuerySchema.safeParse({ limit: '1e1' }).success).toBe(false);
  });

  it('lets admins filter by published, draft or scheduled', () => {
    expect(adminNewsQuerySchema.parse({ status: 'scheduled' }).status).toBe('scheduled');
    expect(adminNewsQuerySchema.safeParse({ status: 'deleted' }).success).toBe(false);
  });
});

describe('enquiryInputSchema', () => {
  it('needs consent to be exactly true', () => {
    expect(errorsOf(enquiryInputSchema.safeParse({ message: 'hi', consent: 'true' }))).toEqual({
      consent: '请阅读并同意隐私政策',
    });
    expect(errorsOf(enquiryInputSchema.safeParse({ message: 'hi' }))).toEqual({ consent: '请阅读并同意隐私政策' });
  });

  it('needs a contact or a message', () => {
    expect(errorsOf(enquiryInputSchema.safeParse({ name: '张三', consent: true }))).toEqual({
      contact: '请填写联系方式或留言内容',
      message: '请填写联系方式或留言内容',
    });
  });

  it('fills absent fields with empty strings', () => {
    expect(enquiryInputSchema.parse({ contact: ' a@b.cn ', consent: true })).toEqual({
      name: '',
      company: '',
      contact: 'a@b.cn',
      message: '',
      source: '',
      consent: true,
    });
  });

  it('treats any non-empty honeypot as a bot', () => {
    expect(isHoneypotFilled({ website: 'http://spam' })).toBe(true);
    expect(isHoneypotFilled({ website: 1 })).toBe(true);
    expect(isHoneypotFilled({ website: '  ' })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
  });
});

describe('auth schemas', () => {
  it('needs both username and password', () => {
    expect(Object.keys(errorsOf(loginSchema.safeParse({})))).toEqual(['username', 'password']);
  });

  it('needs a new password of 12 to 200 characters', () => {
    expect(errorsOf(passwordChangeSchema.safeParse({ currentPassword: 'x', newPassword: 'eleven-char' }))).toEqual({
      newPassword: '新密码至少需要 12 个字符',
    });
    expect(passwordChangeSchema.safeParse({ currentPassword: 'x', newPassword: 'long enough!' }).success).toBe(true);
    expect(passwordChangeSchema.safeParse({ currentPassword: 'x', newPassword: 'x'.repeat(200) }).success).toBe(true);
    expect(errorsOf(passwordChangeSchema.safeParse({ currentPassword: 'x', newPassword: 'x'.repeat(201) }))).toHaveProperty(
      'newPassword',
    );
  });

  // Issue 19: passwords were trimmed (and NFC-normalised before hashing); they are used exactly as typed.
  it('keeps every password exactly as typed, spaces and composition included', () => {
    const typed = { currentPassword: '  old one  ', newPassword: ' Cafe\u0301 with spaces ' };
    expect(passwordChangeSchema.parse(typed)).toEqual(typed);
    expect(loginSchema.parse({ username: '  ops ', password: ' secret ' })).toEqual({ username: 'ops', password: ' secret ' });
    // Twelve characters only with its spaces: the spaces count.
    expect(passwordChangeSchema.safeParse({ currentPassword: 'x', newPassword: '  ten-chars ' }).success).toBe(true);
  });
});
