// Publishing that is always true (docs/DEPLOY.md 6.1): after a publish the admin
// says the site is being updated; once Netlify's deploy-succeeded event has
// arrived, that the article is on the site. The e2e server's build hook is a
// stand-in for Netlify (scripts/lib/build-hook-stand-in.ts) in the server's own
// process: POST /__deploy-succeeded makes it play a finished build, calling the
// real deploy-events function with the event Netlify would send (a deploy
// created now, titled with the last request's trigger_title) against the e2e store.
import { PORTS } from '../../scripts/lib/ports.ts';
import { expect, signIn, test, unique } from './fixtures.ts';

const NETLIFY = `http://127.0.0.1:${PORTS.e2eBuildHook}`;

test('a publish shows the site updating; the deploy-succeeded event shows the article on the site', async ({
  page,
  request,
  visitAdmin,
}) => {
  test.setTimeout(60_000);
  await signIn(page, request);
  const title = unique('网站发布状态');
  await visitAdmin('/admin/news/create', '添加新闻');
  await page.getByLabel(/^标题/).fill(title);
  await page.getByLabel(/^正文/).fill('第一段。');
  await page.getByLabel(/^分类/).selectOption('本所动态');
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  const row = page.getByTestId('news-row').filter({ hasText: title });
  await expect(row.getByTestId('site-state')).toHaveText('网站更新中');

  // The dashboard: a request is pending (this one, or another test's it collapsed into).
  await visitAdmin('/admin', '仪表盘');
  await expect(page.getByTestId('site-pending')).toHaveText(/^网站更新中（\d+ (秒|分钟)前已请求）$/);
  const requests: { title: string }[] = await (await request.get(`${NETLIFY}/__received`)).json();
  expect(requests.at(-1)?.title).toMatch(/^site update [\w-]+$/);

  // Netlify builds the site and the deploy succeeds.
  expect((await request.post(`${NETLIFY}/__deploy-succeeded`)).status()).toBe(200);

  await visitAdmin(`/admin/news?q=${encodeURIComponent(title)}`, '新闻管理');
  await expect(row.getByTestId('site-state')).toHaveText('已在网站上');
  await row.getByRole('link', { name: `编辑: ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: '编辑新闻' })).toBeVisible();
  await expect(page.getByTestId('site-state')).toHaveText('已在网站上');
  await visitAdmin('/admin', '仪表盘');
  await expect(page.getByTestId('last-deploy')).toContainText('发布成功');

  // The same in English (the admin's language preference, as its language button stores it).
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await visitAdmin(`/admin/news?q=${encodeURIComponent(title)}`, 'News');
  await expect(row.getByTestId('site-state')).toHaveText('On the site');
  await visitAdmin('/admin', 'Dashboard');
  await expect(page.getByTestId('last-deploy')).toContainText('succeeded');
});
