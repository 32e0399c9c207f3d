// Issue 17 in a browser: Markdown typed by staff stays inert on the public
// (client-rendered) page and in the admin preview.
import { createArticle, expect, signIn, test, unique } from './fixtures.ts';

const HOSTILE = [
  '## 要点',
  '- 第一条',
  '- **第二条**',
  '',
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

test('write a formatted article in both languages, preview it, publish it, read it; a changed address redirects', async ({
  page,
  request,
}) => {
  test.setTimeout(30_000);
  await signIn(page, request);
  const tag = unique('fmt');
  const slug = `e2e-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  await page.goto('/admin/news/create');
  await page.getByLabel(/^标题/).fill(`格式文章 ${tag}`);
  const body = page.getByLabel(/^正文/);
  await body.fill('## 政策要点\n- 第一条\n- 第二条\n[官网](https://example.com)\n');
  // The toolbar's shortcut wraps a placeholder, selected so typing replaces it.
  await body.press('ControlOrMeta+b');
  await page.keyboard.type('重点');
  await expect(body).toHaveValue(/\*\*重点\*\*$/);
  await page.getByLabel(/^英文标题/).fill(`Formatted ${tag}`);
  await page.getByLabel(/^英文正文/).fill('## Key points\n1. First\n2. Second');
  await page.getByLabel(/^网址名/).fill(slug);

  const preview = page.getByTestId('news-preview');
  await expect(preview.getByRole('heading', { level: 2 })).toHaveText('政策要点');
  await expect(preview.locator('strong')).toHaveText('重点');
  await page.getByRole('group', { name: '预览语言' }).getByRole('button', { name: 'English' }).click();
  await page.getByRole('group', { name: '预览宽度' }).getByRole('button', { name: /手机/ }).click();
  await expect(preview).toHaveAttribute('data-width', 'phone');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`Formatted ${tag}`);
  await expect(preview.getByRole('listitem')).toHaveText(['First', 'Second']);
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);

  await page.goto(`/news-detail/${slug}`);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2 })).toHaveText('政策要点');
  await expect(article.getByRole('link', { name: '官网' })).toHaveAttribute('target', '_blank');
  await page.goto(`/en/news-detail/${slug}`);
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(`Formatted ${tag}`);
  await expect(article.getByRole('listitem')).toHaveText(['First', 'Second']);

  // A new address: the old one answers 301 to it.
  await page.goto(`/news-detail/${slug}`);
  const id = await page.evaluate(async (address) => (await (await fetch(`/api/news/${address}`)).json()).data.id, slug);
  await page.goto(`/admin/news/edit/${id}`);
  await page.getByLabel(/^网址名/).fill(`${slug}-new`);
  await page.getByRole('button', { name: '更新' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  const old = await request.get(`/en/news-detail/${slug}`, { maxRedirects: 0 });
  expect([old.status(), old.headers().location]).toEqual([301, `/en/news-detail/${slug}-new`]);

  // A pre-rendered article's head, in both languages: its own meta and NewsArticle data.
  for (const [prefix, lang] of [
    ['', 'zh-CN'],
    ['/en', 'en'],
  ] as const) {
    const html = await (await request.get(`${prefix}/news-detail/seed-ets-expansion`)).text();
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${prefix}/news-detail/seed-ets-expansion/?">`));
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(data).toMatchObject({ '@type': 'NewsArticle', inLanguage: lang, publisher: { '@type': 'Organization' } });
    expect(html).toContain(`<meta property="og:title" content="${data.headline} | `);
    expect(html).toContain(`<meta name="description" content="${data.description}">`);
  }
});

test('autosave survives a reload; a restored revision is what readers see', async ({ page, request }) => {
  const session = await signIn(page, request);
  const title = unique('版本');
  const { id } = await createArticle(request, session.token, { title: `${title} 一`, publishedAt: '2020-01-06' });
  const headers = { Authorization: `Bearer ${session.token}` };
  const put = await request.put(`/api/admin/news/${id}`, {
    headers,
    data: { title: `${title} 二`, content: '第二版正文。', category: '政策解读', status: 'published', publishedAt: '2020-01-06' },
  });
  expect(put.status()).toBe(200);

  await page.goto(`/admin/news/edit/${id}`);
  await page.getByLabel(/^标题/).fill(`${title} 未保存`);
  await page.waitForTimeout(600); // the autosave's pause after typing
  await page.reload();
  await page.getByTestId('autosave-offer').getByRole('button', { name: '恢复修改' }).click();
  await expect(page.getByLabel(/^标题/)).toHaveValue(`${title} 未保存`);

  await page.getByRole('button', { name: '历史版本' }).click();
  const first = page
    .getByTestId('revisions')
    .getByRole('listitem')
    .filter({ hasText: `${title} 一` });
  await first.getByRole('button', { name: '与当前内容对比' }).click();
  await expect(first.getByTestId('text-diff').locator('del').first()).toHaveText('一');
  await first.getByRole('button', { name: '恢复此版本' }).click();
  await page.getByRole('dialog', { name: '恢复历史版本？' }).getByRole('button', { name: '恢复此版本' }).click();
  await expect(page.getByLabel(/^标题/)).toHaveValue(`${title} 一`);
  await expect(page.getByTestId('autosave-offer')).toHaveCount(0);

  await page.goto(`/news-detail/${id}`);
  await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toHaveText(`${title} 一`);
});
