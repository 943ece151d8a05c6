import { expect, test } from '@playwright/test';

// Issue 32: on a first visit the guide is the largest text of the first screen (Lighthouse's
// largest contentful paint). Its chunk is asked for before the map's, so the dialog does not wait
// behind MapLibre and deck.gl.

test.use({ storageState: { cookies: [], origins: [] } });

test("a first visit asks for the guide's code before the map's, and shows the guide", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'Welcome to Epoch Atlas' })).toBeVisible();
  const guide = scripts.findIndex((s) => s.includes('/onboarding-guide-'));
  const maplibre = scripts.findIndex((s) => s.includes('/maplibre-gl-'));
  expect(guide).toBeGreaterThanOrEqual(0);
  expect(maplibre).toBeGreaterThan(guide);
});
