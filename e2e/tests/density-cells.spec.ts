import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from '../support/screenshots';
import { startSyntheticServer, type SyntheticServer } from '../support/synthetic-server';

// Issue 32, point 4: above 2,000 events in view the map draws density cells, one circle per cell of
// a screen grid. The curated data never has that many in view, so this runs on a server of its own
// with 100,000 synthetic events (about 3,000 in view at 1500 at the world view).

test.describe.configure({ mode: 'serial' });

let server: SyntheticServer;

test.beforeAll(async () => {
  test.setTimeout(240_000); // seeding 100,000 events and building their feed: about 40 s here
  server = await startSyntheticServer(100_000);
});

test.afterAll(async () => {
  await server?.stop();
});

const TOOLTIP = /^([\d,]+) events here: zoom in to see them$/;

/** Moves the pointer over the map on a grid until a density cell answers with its tooltip; where it did. */
async function findCell(page: Page): Promise<{ x: number; y: number; count: number }> {
  const tooltip = page.getByText(TOOLTIP);
  for (let y = 300; y <= 600; y += 30) {
    for (let x = 500; x <= 940; x += 30) {
      await page.mouse.move(x, y);
      const text = await tooltip.textContent({ timeout: 150 }).catch(() => null);
      if (text) return { x, y, count: Number(TOOLTIP.exec(text.trim())![1]!.replace(/,/g, '')) };
    }
  }
  throw new Error('no density cell under the pointer anywhere in the middle of the map');
}

test('more events in view than the screen can show: density cells, each saying how many it holds; a click zooms in two steps', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('hasVisitedBefore', 'true'));
  await page.goto(`${server.url}/?year=1500`);
  const counter = page.getByTestId('events-counter');
  await expect(counter).not.toContainText('...');
  await page.waitForFunction(() => performance.getEntriesByName('atlas:events-on-gpu').length > 0, undefined, { timeout: 30_000 });
  // The counter counts every event of the year, here well over the 2,000 a view draws one by one.
  expect(Number(/[\d,]+/.exec((await counter.textContent()) ?? '')![0].replace(/,/g, ''))).toBeGreaterThan(2000);

  const cell = await findCell(page);
  expect(cell.count).toBeGreaterThan(0);
  await saveScreenshot(page, 'density-cells-1500-1440');

  await page.mouse.click(cell.x, cell.y);
  // The view moves to the cell, two zoom steps closer (written to the address once it rests).
  await expect.poll(() => new URL(page.url()).searchParams.get('view'), { timeout: 15_000 }).toMatch(/,4\.00$/);
});
