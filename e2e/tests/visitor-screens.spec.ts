import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { saveScreenshot } from '../support/screenshots';

// Issue 30: the main screen at a phone's, a tablet's and a desktop's size. Nothing covers what it
// must not, and each screen is saved to look at (e2e/screenshots) and checked with axe.

const SIZES = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const box = async (l: Locator) => (await l.boundingBox())!;

async function ready(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId('events-counter')).not.toContainText('...');
}

/** The map view the address holds: [latitude, longitude, zoom]. */
const urlZoom = (page: Page) => Number((new URL(page.url()).searchParams.get('view') ?? '').split(',')[2]);

/** Is the element the one drawn at its own centre (nothing covers it)? */
async function uncovered(l: Locator) {
  const b = await box(l);
  return l.evaluate(
    (el, p) => {
      const top = document.elementFromPoint(p.x, p.y);
      return top !== null && (el === top || el.contains(top));
    },
    { x: b.x + b.width / 2, y: b.y + b.height / 2 },
  );
}

/** The header's controls: inline on a desktop, in the menu on smaller screens. */
async function headerAction(page: Page, name: string, width: number) {
  if (width <= 960) await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('banner').getByRole('button', { name }).click();
}

for (const size of SIZES) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the map: one-row header, zoom buttons, credits and chat clear of the timeline and the legend; zoom 2 and zoom 8', async ({ page }) => {
      // Three views, each loaded and drawn in software (no GPU here).
      test.setTimeout(150_000);
      for (const [label, url] of [
        ['zoom2', '/?year=1945'],
        ['paris-1945-zoom8', '/?year=1945&view=48.8566,2.3522,8.00'],
        ['nile-1450bce-zoom8', '/?year=-1450&view=25.7000,32.6000,8.00'],
      ] as const) {
        await ready(page, url);
        const header = page.getByRole('banner');
        // One row: every block of the header starts on the same line.
        const tops = await header.locator(':scope > *').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
        expect(new Set(tops).size, `${label}: header rows`).toBe(1);
        expect((await box(header)).height).toBeLessThan(size.width <= 640 ? 60 : 80);
        const timeline = await box(page.getByRole('region', { name: 'Timeline' }));
        const zoom = page.getByRole('button', { name: 'Zoom in' });
        const chat = page.getByRole('button', { name: 'Support Chat' });
        const credits = page.locator('.maplibregl-ctrl-attrib');
        const legend = await box(page.getByRole('complementary', { name: 'Periods' }));
        for (const [what, l] of [
          ['zoom buttons', zoom],
          ['chat', chat],
          ['credits', credits],
        ] as const) {
          await expect(l).toBeInViewport();
          expect(overlaps(await box(l), timeline), `${what} over the timeline`).toBe(false);
          expect(overlaps(await box(l), legend), `${what} over the legend`).toBe(false);
          expect(overlaps(await box(l), await box(header)), `${what} over the header`).toBe(false);
        }
        expect(overlaps(await box(credits), await box(chat)), 'credits over the chat').toBe(false);
        if (label !== 'zoom2') expect(urlZoom(page)).toBe(8);
        await saveScreenshot(page, `map-${label}-${size.name}`);
      }
      // The credits open from their (i) button, name the sources of what is drawn (at zoom 8 over the
      // Nile: no relief any more), and stay on the screen.
      const credits = page.locator('.maplibregl-ctrl-attrib');
      await expect(credits).not.toContainText('Natural Earth', { useInnerText: true });
      await credits.getByLabel('Toggle attribution').click();
      for (const source of [/Natural Earth/, /GeoNames/, /OpenStreetMap/]) await expect(credits).toContainText(source, { useInnerText: true });
      await expect(credits).toBeInViewport({ ratio: 1 });
      expect(overlaps(await box(credits), await box(page.getByRole('region', { name: 'Timeline' }))), 'open credits over the timeline').toBe(false);
      await saveScreenshot(page, `map-credits-${size.name}`);
      await expectNoSeriousA11yViolations(page);
    });

    test("a shared link's card: under the header, its action in reach, nothing over it", async ({ page, request }) => {
      const found = await request.post('/graphql', { data: { query: '{ searchEvents(query: "Berlin Wall", first: 1) { edges { node { id name } } } }' } });
      const event = ((await found.json()) as { data: { searchEvents: { edges: { node: { id: string; name: string } }[] } } }).data.searchEvents.edges[0]!.node;
      await ready(page, `/?event=${event.id}`);
      const card = page.getByRole('complementary', { name: 'Event details' });
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(event.name);
      const action = card.getByRole('link', { name: 'Learn More' }).or(card.getByRole('button', { name: 'More Information Unavailable' }));
      await expect(action).toBeInViewport({ ratio: 1 });
      expect(await uncovered(action)).toBe(true);
      expect(overlaps(await box(card), await box(page.getByRole('banner')))).toBe(false);
      // Beside the chat and zoom buttons (on a phone the sheet goes over them, as a sheet does).
      if (size.width > 640) {
        for (const name of ['Support Chat', 'Zoom in']) expect(overlaps(await box(card), await box(page.getByRole('button', { name }))), name).toBe(false);
      } else {
        // ...and over the legend and timeline, whose text showed through a see-through sheet.
        expect(await card.evaluate((el) => getComputedStyle(el).backgroundColor), 'an opaque sheet').toMatch(/^rgb\(/);
      }
      expect(await uncovered(card.getByRole('heading', { level: 2 }))).toBe(true);
      await saveScreenshot(page, `shared-link-card-${size.name}`);
      await expectNoSeriousA11yViolations(page);
    });

    test('search with its navigator: the header keeps its height, the card never covers the navigator', async ({ page }) => {
      await ready(page, '/');
      const header = page.getByRole('banner');
      const before = await box(header);
      await page.getByRole('searchbox', { name: 'Search events' }).fill('treaty');
      const navigator = page.getByRole('group', { name: 'Search results' });
      await expect(page.getByTestId('search-counter')).toHaveText(/^1 of \d+/);
      await expect(page.getByRole('complementary', { name: 'Event details' }).getByRole('heading', { level: 2 })).toBeVisible();
      expect(await box(header)).toEqual(before);
      for (const name of ['Next result', 'Previous result']) expect(await uncovered(navigator.getByRole('button', { name })), name).toBe(true);
      await saveScreenshot(page, `search-navigator-${size.name}`);
      await expectNoSeriousA11yViolations(page);
      // The header's actions stay in reach with the card open.
      await headerAction(page, 'Browse Events', size.width);
      await expect(page.getByRole('dialog', { name: 'Browse Events' })).toBeVisible();
    });

    test("the wizard's step 5 fits, Longitude included; the Event Browser", async ({ page }) => {
      await ready(page, '/');
      await headerAction(page, 'Upload Event', size.width);
      const wizard = page.getByRole('dialog', { name: /^Upload Event/ });
      const next = wizard.getByRole('button', { name: 'Next' });
      await next.click();
      await wizard.getByLabel('Event name').fill('A place to check');
      for (let step = 3; step <= 5; step++) await next.click();
      await expect(wizard).toHaveAccessibleName('Upload Event: step 5 of 11');
      const longitude = wizard.getByLabel('Longitude');
      await longitude.scrollIntoViewIfNeeded();
      await expect(longitude).toBeInViewport({ ratio: 1 });
      expect(await uncovered(longitude)).toBe(true);
      await expect(next).toBeInViewport({ ratio: 1 });
      expect((await box(wizard)).width).toBeLessThanOrEqual(size.width);
      await saveScreenshot(page, `wizard-step5-${size.name}`);
      await expectNoSeriousA11yViolations(page);
      await wizard.getByRole('button', { name: 'Close' }).click();

      await headerAction(page, 'Browse Events', size.width);
      const browser = page.getByRole('dialog', { name: 'Browse Events' });
      await expect(browser.getByTestId('browser-count')).not.toContainText('...');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await saveScreenshot(page, `event-browser-${size.name}`);
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test('the map is inside a landmark (axe region rule)', async ({ page }) => {
  await ready(page, '/');
  const AxeBuilder = (await import('@axe-core/playwright')).default;
  const { violations } = await new AxeBuilder({ page }).withRules(['region']).analyze();
  const map = violations.flatMap((v) => v.nodes.map((n) => n.target.join(' '))).filter((t) => /maplibre|canvas|map/i.test(t));
  expect(map).toEqual([]);
});

test('the Event Browser: the Real count is what ticking Real shows', async ({ page }) => {
  await ready(page, '/');
  await page.getByRole('button', { name: 'Browse Events' }).click();
  const browser = page.getByRole('dialog', { name: 'Browse Events' });
  for (const label of [/^Real \(/, /^What-if \(/]) {
    const option = browser.getByRole('checkbox', { name: label });
    await expect(option).not.toHaveAccessibleName(/\.\.\./);
    const shown = Number(
      /\(([\d,]+)\)/.exec((await option.getAttribute('aria-label')) ?? (await option.locator('xpath=..').textContent()) ?? '')![1]!.replaceAll(',', ''),
    );
    await option.check();
    await expect(browser.getByTestId('browser-count')).toHaveText(new RegExp(`^${shown.toLocaleString('en')} of `));
    await option.uncheck();
  }
});
