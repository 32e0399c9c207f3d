// The admin forms validate with the shared schemas before sending: each field's
// message must be the very sentence the API answers, in the admin's language.
import { createFormControl, type FieldValues, type ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AdminApiError } from '~/admin/api/client';
import { schemaResolver } from '~/admin/forms/schema-resolver';
import { setServerErrors } from '~/admin/forms/server-errors';
import { draftOf, EMPTY_VALUES, type NewsFormValues } from '~/admin/screens/news/news-form-values';
import { passwordChangeSchema } from '~/shared/auth';
import type { Locale } from '~/i18n/locales';
import { newsInputSchema } from '~/shared/news';
import { type ApiError, errorResponse, parseWith } from '../../netlify/lib/http.ts';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;

async function clientMessages<T extends FieldValues>(
  schema: z.ZodType,
  values: T,
  lang: Locale,
  toInput?: (values: T) => unknown,
) {
  const { errors } = await schemaResolver(schema, lang, toInput)(values, undefined, options as ResolverOptions<T>);
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message]));
}

/** The `fields` of the API's 400 for the same body, in `lang`. */
async function serverMessages(schema: z.ZodType, body: unknown, lang: Locale): Promise<Record<string, string>> {
  try {
    parseWith(schema, body);
  } catch (error) {
    return (await errorResponse(error as ApiError, lang).json()).fields;
  }
  throw new Error('the server accepted the body');
}

const password = { currentPassword: 'old-password-1', newPassword: 'short', repeat: 'short' };
const untitled: NewsFormValues = { ...EMPTY_VALUES, content: '正文', category: '政策解读' };

describe('client-side validation of the admin forms', () => {
  it.each([
    ['zh', '新密码至少需要 12 个字符'],
    ['en', 'New password must be at least 12 characters'],
  ] as const)('says a new password is too short as the server does (%s)', async (lang, sentence) => {
    const client = await clientMessages(passwordChangeSchema, password, lang);
    expect(client).toEqual({ newPassword: sentence });
    expect(client).toEqual(await serverMessages(passwordChangeSchema, password, lang));
  });

  it.each([
    ['zh', '请填写标题'],
    ['en', 'Title is required'],
  ] as const)('says an article needs a title as the server does (%s)', async (lang, sentence) => {
    const toInput = (values: NewsFormValues) => draftOf(values);
    const client = await clientMessages(newsInputSchema, untitled, lang, toInput);
    expect(client).toEqual({ title: sentence });
    expect(client).toEqual(await serverMessages(newsInputSchema, draftOf(untitled), lang));
  });

  it('asks for a category a new article has not been given yet, as the server does', async () => {
    const uncategorised = { ...EMPTY_VALUES, title: '标题', content: '正文' };
    const client = await clientMessages(newsInputSchema, uncategorised, 'zh', (values: NewsFormValues) => draftOf(values));
    expect(client).toEqual({ category: '请选择分类' });
    expect(client).toEqual(await serverMessages(newsInputSchema, draftOf(uncategorised), 'zh'));
  });

  it('passes a valid form on with its own values, so each form builds its body as before', async () => {
    const values = { currentPassword: ' old-password-1 ', newPassword: 'new-password-1', repeat: 'new-password-1' };
    expect(await schemaResolver(passwordChangeSchema, 'zh')(values, undefined, options)).toEqual({ values, errors: {} });
  });
});

describe('server errors in the form', () => {
  const passwordForm = () => createFormControl({ defaultValues: { currentPassword: '', newPassword: '', repeat: '' } });
  const errorsOf = (form: ReturnType<typeof passwordForm>) => form.control._formState.errors;

  it('put each of the server fields beside its field, and no form-level error', () => {
    const form = passwordForm();
    const refused = new AdminApiError(400, 'VALIDATION', '提交的内容有误', { currentPassword: '当前密码不正确' });
    setServerErrors(form, refused, '提交的内容有误');
    expect(errorsOf(form).currentPassword?.message).toBe('当前密码不正确');
    expect(errorsOf(form).root).toBeUndefined();
  });

  it('make a refusal without fields of this form the form-level error', () => {
    const form = passwordForm();
    const outage = new AdminApiError(503, 'UNAVAILABLE', '服务暂时不可用');
    setServerErrors(form, outage, '未保存：数据服务暂时不可用');
    expect(errorsOf(form).root?.message).toBe('未保存：数据服务暂时不可用');
    const foreign = new AdminApiError(400, 'VALIDATION', '提交的内容有误', { disabled: '不能停用自己的账号' });
    const other = passwordForm();
    setServerErrors(other, foreign, '提交的内容有误');
    expect(errorsOf(other).root?.message).toBe('提交的内容有误');
    expect(Object.keys(errorsOf(other))).toEqual(['root']);
  });
});
