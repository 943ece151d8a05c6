import { expect, test } from '@playwright/test';

// Issue 32: the map draws on demand. deck.gl's render loop asked for a frame every vsync, changed
// or not; an idle map now asks for none, and wakes when the year, the camera or the pointer moves.

test('an idle map requests no animation frames; a pointer over it and a year step wake it', async ({ page }) => {
  await page.addInitScript(() => {
    const counted = window as unknown as { frameRequests: number };
    counted.frameRequests = 0;
    const request = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => {
      counted.frameRequests++;
      return request(callback);
    };
  });
  await page.goto('/?year=1945');
  await expect(page.getByTestId('events-counter')).not.toContainText('...');
  await page.waitForFunction(() => performance.getEntriesByName('atlas:basemap-drawn').length > 0, undefined, { timeout: 30_000 });
  const requests = () => page.evaluate(() => (window as unknown as { frameRequests: number }).frameRequests);

  const quiet = async () =>
    expect
      .poll(
        async () => {
          const before = await requests();
          await page.waitForTimeout(1500);
          return (await requests()) - before;
        },
        { timeout: 20_000 },
      )
      .toBe(0);

  // Quiet: whatever the first view started has finished within a few seconds.
  await quiet();

  const beforeStep = await requests();
  await page.getByRole('slider', { name: 'Year' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(requests).toBeGreaterThan(beforeStep);
  await quiet();

  const beforeHover = await requests();
  const map = page.getByTestId('map');
  const box = (await map.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 20);
  await expect.poll(requests).toBeGreaterThan(beforeHover);
});
