import type { Locator, Page } from '@playwright/test';
import path from 'node:path';

const DIR = path.resolve(import.meta.dirname, '..', 'screenshots');

/**
 * Saves what the user sees, to be looked at by a person (e2e/screenshots). On the map screen it
 * first waits until the basemap's countries are drawn: the events may be drawn before them.
 */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  if (await page.locator('[data-testid="map"]').count()) {
    await page.waitForFunction(() => performance.getEntriesByName('atlas:basemap-drawn').length > 0, undefined, { timeout: 20_000 });
  }
  await page.screenshot({ path: path.join(DIR, `${name}.png`) });
}

/** The two sizes the screens are checked and looked at in. */
export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 360, height: 740 };

/** Saves the screen at the desktop size and on a phone (with `focus` scrolled into view), and comes back to the desktop. */
export async function saveAtBothSizes(page: Page, name: string, focus?: Locator): Promise<void> {
  await focus?.scrollIntoViewIfNeeded();
  await saveScreenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await focus?.scrollIntoViewIfNeeded();
  await saveScreenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}
