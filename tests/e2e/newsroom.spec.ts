// Issue 17 in a browser: Markdown typed by staff stays inert on the public
// (client-rendered) page and in the admin preview; a formatted article with a
// library image, from the editor to both public pages and their heads; two
// saves of one article meet in the editor's conflict panel.
import type { Locator } from '@playwright/test';
import { createArticle, expect, expectTitle, signIn, test, unique } from './fixtures.ts';
import { pageTitle } from '../../src/config/site.ts';

// A 4 × 3 PNG for the media library.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR4nGNQaHCAIwacHADLZwqBi/CadAAAAABJRU5ErkJggg==',
  'base64',
);

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
  const session = await signIn(page, request);
  const tag = unique('fmt');
  // A library image with both alt texts: in each body through its toolbar, and as the cover.
  const headers = { Authorization: `Bearer ${session.token}` };
  const upload = await request.post(`/api/admin/media?name=${tag}.png`, { headers, data: PNG });
  const media = (await upload.json()).data as { id: string };
  await request.patch(`/api/admin/media/${media.id}`, { headers, data: { altZh: `示意图 ${tag}`, altEn: `Diagram ${tag}` } });
  const pickImage = async (opener: Locator) => {
    await opener.click();
    const picker = page.getByRole('dialog', { name: '选择图片' });
    await picker.getByRole('button', { name: `${tag}.png` }).click();
    await picker.getByRole('button', { name: '使用这张图片' }).click();
  };
  const toolbarImage = (nth: number) =>
    page.getByRole('toolbar', { name: '格式' }).nth(nth).getByRole('button', { name: '插入图片' });
  const slug = `e2e-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  await page.goto('/admin/news/create');
  await page.getByLabel(/^标题/).fill(`格式文章 ${tag}`);
  const body = page.getByLabel(/^正文/);
  await body.fill('## 政策要点\n- 第一条\n- 第二条\n[官网](https://example.com)\n');
  // The toolbar's shortcut wraps a placeholder, selected so typing replaces it.
  await body.press('ControlOrMeta+b');
  await page.keyboard.type('重点');
  await expect(body).toHaveValue(/\*\*重点\*\*$/);
  await body.press('End'); // the image goes after the bold text, not into it
  await pickImage(toolbarImage(0));
  await expect(body).toHaveValue(new RegExp(`!\\[示意图 ${tag}\\]\\(/media/${media.id}\\)`));
  await page.getByLabel(/^英文标题/).fill(`Formatted ${tag}`);
  await page.getByLabel(/^英文正文/).fill('## Key points\n1. First\n2. Second');
  await pickImage(toolbarImage(1));
  await pickImage(page.getByRole('button', { name: '从媒体库选择' })); // the cover: the share image
  await page.getByLabel(/^网址名/).fill(slug);
  await page.getByLabel(/^分类/).selectOption('政策解读');

  const preview = page.getByTestId('news-preview');
  await expect(preview.getByRole('heading', { level: 2 })).toHaveText('政策要点');
  await expect(preview.locator('strong')).toHaveText('重点');
  await page.getByRole('group', { name: '预览语言' }).getByRole('button', { name: 'English' }).click();
  await page.getByRole('group', { name: '预览宽度' }).getByRole('button', { name: /手机/ }).click();
  await expect(preview).toHaveAttribute('data-width', 'phone');
  await expectTitle(preview.getByRole('heading', { level: 1 }), `Formatted ${tag}`);
  await expect(preview.getByRole('listitem')).toHaveText(['First', 'Second']);
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);

  await page.goto(`/news-detail/${slug}`);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2 })).toHaveText('政策要点');
  await expect(article.getByRole('link', { name: '官网' })).toHaveAttribute('target', '_blank');
  const image = (alt: string) => article.getByRole('img', { name: alt });
  await expect(image(`示意图 ${tag}`)).toHaveAttribute('width', '4');
  await expect(image(`示意图 ${tag}`)).toHaveAttribute('height', '3');
  await page.goto(`/en/news-detail/${slug}`);
  await expectTitle(article.getByRole('heading', { level: 1 }), `Formatted ${tag}`);
  await expect(article.getByRole('listitem')).toHaveText(['First', 'Second']);
  await expect(image(`Diagram ${tag}`)).toHaveAttribute('width', '4');

  // A new address: the old one answers 301 to it.
  await page.goto(`/news-detail/${slug}`);
  const id = await page.evaluate(async (address) => (await (await fetch(`/api/news/${address}`)).json()).data.id, slug);
  await page.goto(`/admin/news/edit/${id}`);
  await page.getByLabel(/^网址名/).fill(`${slug}-new`);
  await page.getByRole('button', { name: '更新' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  const old = await request.get(`/en/news-detail/${slug}`, { maxRedirects: 0 });
  expect([old.status(), old.headers().location]).toEqual([301, `/en/news-detail/${slug}-new/`]);

  // The heads, in both languages, of a pre-rendered article and of this one (the shell,
  // filled by the function): their own meta and NewsArticle data, indexable.
  const headlines = { 'zh-CN': `格式文章 ${tag}`, en: `Formatted ${tag}` } as const;
  for (const address of ['seed-ets-expansion', `${slug}-new`]) {
    for (const [prefix, lang] of [
      ['', 'zh-CN'],
      ['/en', 'en'],
    ] as const) {
      const html = await (await request.get(`${prefix}/news-detail/${address}`)).text();
      expect(html).toContain('<meta property="og:type" content="article">');
      expect(html).not.toContain('noindex');
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${prefix}/news-detail/${address}/?">`));
      const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
      expect(data).toMatchObject({ '@type': 'NewsArticle', inLanguage: lang, publisher: { '@type': 'Organization' } });
      if (address !== 'seed-ets-expansion') {
        expect(data.headline).toBe(headlines[lang]);
        expect(html).toMatch(new RegExp(`<meta property="og:image" content="https?://[^"]+/media/${media.id}">`));
        expect(html).toContain('<meta property="og:image:width" content="4"><meta property="og:image:height" content="3">');
      }
      // The company's name follows a headline that leaves room for it (src/config/site.ts).
      const title = pageTitle(data.headline, lang === 'en' ? 'en' : 'zh');
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain(`<meta property="og:title" content="${title}">`);
      expect(html).toContain(`<meta name="description" content="${data.description}">`);
    }
  }
});

test('two saves of one article: the editor says who saved first and when, keeps the typed text, loads the newer', async ({
  page,
  request,
}) => {
  const session = await signIn(page, request);
  const title = unique('冲突');
  const { id } = await createArticle(request, session.token, { title, publishedAt: '2020-01-07' });
  await page.goto(`/admin/news/edit/${id}`);
  await page.getByLabel(/^标题/).fill(`${title} 我的`);

  // Someone else's save, made from the version the editor opened.
  const headers = { Authorization: `Bearer ${session.token}` };
  const stored = (await (await request.get(`/api/admin/news/${id}`, { headers })).json()).data;
  const put = await request.put(`/api/admin/news/${id}`, {
    headers,
    data: {
      title: `${title} 他的`,
      content: stored.content,
      category: stored.category,
      status: 'published',
      publishedAt: '2020-01-07',
      baseUpdatedAt: stored.updatedAt,
    },
  });
  expect(put.status(), await put.text()).toBe(200);
  const { updatedBy } = (await put.json()).data;

  await page.getByRole('button', { name: '更新' }).click();
  const conflict = page.getByRole('alert').filter({ hasText: '保存了这篇新闻的新版本' });
  await expect(conflict).toContainText(new RegExp(`${updatedBy} 已于 \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}`));
  await expect(page.getByLabel(/^标题/)).toHaveValue(`${title} 我的`);
  await conflict.getByRole('button', { name: '载入最新版本（放弃我的修改）' }).click();
  await expect(page.getByLabel(/^标题/)).toHaveValue(`${title} 他的`);
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
  await expectTitle(page.getByRole('article').getByRole('heading', { level: 1 }), `${title} 一`);
});
