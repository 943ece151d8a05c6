import type { Page } from '@playwright/test';
import path from 'node:path';

const DIR = path.resolve(import.meta.dirname, '..', 'screenshots');

/** Saves what the user sees, to be looked at by a person (e2e/screenshots, git-ignored). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(DIR, `${name}.png`) });
}
