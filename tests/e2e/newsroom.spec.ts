// Issue 17 in a browser: Markdown typed by staff stays inert on the public
// (client-rendered) page and in the admin preview.
import { createArticle, expect, signIn, test, unique } from './fixtures.ts';

const HOSTILE = [
  '## 要点',
  '- 第一条',
  '- **第二条**',
  '[官网](https://example.com/a) [坏链接](javascript:window.pwned=1)',
  '<script>window.pwned=1</script>',
  '<img src=x onerror="window.pwned=1">',
  '&lt;b&gt;实体&lt;/b&gt;',
].join('\n');

test('hostile Markdown renders inert on the shell page and in the admin preview', async ({ page, request }) => {
  const session = await signIn(page, request);
  const title = unique('格式与安全');
  const { id } = await createArticle(request, session.token, { title, content: HOSTILE, publishedAt: '2020-01-05' });
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog ${dialog.message()}`);
  });

  const check = async () => {
    const body = page.getByTestId('article-body').first();
    await expect(body.getByRole('heading', { level: 2, name: '要点' })).toBeVisible();
    await expect(body.getByRole('listitem')).toHaveText(['第一条', '第二条']);
    await expect(body.getByRole('link', { name: '官网' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(body.getByRole('link')).toHaveCount(1);
    await expect(body).toContainText('[坏链接](javascript:window.pwned=1)');
    await expect(body).toContainText('<script>window.pwned=1</script>');
    await expect(body).toContainText('<b>实体</b>');
    await expect(body.locator('script, img, b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  };

  await page.goto(`/news-detail/${id}`);
  await check();
  await page.goto(`/admin/news/edit/${id}`);
  await check();
});
