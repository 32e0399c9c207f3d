// The media library in the browser (docs/API.md, 'Media library'): a 20 MB
// camera photo dropped on /admin/media is scaled in the browser (longest side
// 2560 px, under the API's 4 MB), appears in the grid, gets its alt texts, and
// the article editor's picker makes it the cover.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect, signIn, test } from './fixtures.ts';

test('a 20 MB photo dropped on the library is scaled, listed and given alt text', async ({ page, request, visitAdmin }) => {
  test.setTimeout(60_000);
  // Random pixels barely compress: a 6000 × 4000 JPEG of them weighs about 20 MB, like a camera's.
  // (Drawn at half size and doubled: sharp's own noise generator takes 20 s for this.)
  const making = sharp(randomBytes(3000 * 2000 * 3), { raw: { width: 3000, height: 2000, channels: 3 } })
    .resize(6000, 4000, { kernel: 'nearest' })
    .jpeg({ quality: 92 })
    .toBuffer();
  const name = `camera-${Date.now().toString(36)}`;

  await signIn(page, request);
  await page.addInitScript(() => localStorage.setItem('language', 'zh'));
  await visitAdmin('/admin/media', '媒体库');
  const photo = await making;
  expect(photo.length).toBeGreaterThan(15 * 1024 * 1024);

  // Dropped as a file from the desktop would be: a DataTransfer holding it, on the drop zone.
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.type = 'file';
    input.id = 'e2e-dragged-file';
    input.hidden = true;
    document.body.append(input);
  });
  await page.setInputFiles('#e2e-dragged-file', { name: `${name}.jpg`, mimeType: 'image/jpeg', buffer: photo });
  await page.getByTestId('media-drop-zone').evaluate((zone) => {
    const file = (document.getElementById('e2e-dragged-file') as HTMLInputElement).files![0]!;
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(file);
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer, bubbles: true, cancelable: true }));
  });

  const card = page.getByTestId('media-card').filter({ hasText: name });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card).toContainText('2560 × 1707 像素');
  await expect(card).toContainText('缺少替代文本');
  const thumbnail = card.locator('img');
  await expect(thumbnail).toHaveJSProperty('complete', true);
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2560);

  await card.getByLabel('中文替代文本').fill('园区屋顶光伏');
  await card.getByLabel('英文替代文本').fill('Solar panels on the park roof');
  await card.getByRole('button', { name: '保存替代文本' }).click();
  await expect(page.getByText('替代文本已保存')).toBeVisible();
  await expect(card).not.toContainText('缺少替代文本');
});
