import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { saveScreenshot } from '../support/screenshots';

/** How many events the API has in all. */
async function totalEvents(request: APIRequestContext): Promise<number> {
  const res = await request.post('/graphql', { data: { query: '{ events(first: 1) { totalCount } }' } });
  return ((await res.json()) as { data: { events: { totalCount: number } } }).data.events.totalCount;
}

test('the Event Browser: counts, filters and their precedence, country tags, empty state, Jump to Map', async ({ page, request }) => {
  const total = await totalEvents(request);
  await page.goto('/');
  await expect(page.getByTestId('events-counter')).not.toContainText('...');
  await page.getByRole('button', { name: 'Browse Events' }).click();
  const browser = page.getByRole('dialog', { name: 'Browse Events' });
  const count = browser.getByTestId('browser-count');
  await expect(count).toHaveText(`${total.toLocaleString('en')} of ${total.toLocaleString('en')} events`);
  await expect(browser.getByRole('button', { name: 'Clear All Filters' })).toBeDisabled();

  // Period, then event type with its count.
  await browser.getByRole('checkbox', { name: 'Medieval' }).check();
  await expect(count).not.toHaveText(`${total.toLocaleString('en')} of ${total.toLocaleString('en')} events`);
  const whatif = browser.getByRole('checkbox', { name: /^What-if \(\d+\)$/ });
  const whatifCount = Number(/\((\d+)\)/.exec((await whatif.locator('xpath=..').textContent()) ?? '')?.[1]);
  expect(whatifCount).toBeGreaterThan(0);
  await whatif.check();
  await expect(count).toHaveText(new RegExp(`^${whatifCount} of `));

  // A category overrides the event type; a subcategory overrides the category.
  await browser.getByRole('combobox', { name: 'Category', exact: true }).selectOption('Major Disruptions and Conflicts');
  const byCategory = await count.textContent();
  await browser.getByRole('combobox', { name: 'Subcategory', exact: true }).selectOption('Religious Conflicts');
  await expect(count).not.toHaveText(byCategory!);

  // Country tags: at most 30 until Show More, sized by count.
  await browser.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(count).toHaveText(`${total.toLocaleString('en')} of ${total.toLocaleString('en')} events`);
  const tags = browser.locator('fieldset', { hasText: 'Country' }).locator('button[data-size]');
  await expect(tags).toHaveCount(30);
  await expect(tags.first()).toHaveAttribute('data-size', 'large');
  await browser.getByRole('button', { name: 'Show More' }).click();
  expect(await tags.count()).toBeGreaterThan(30);
  await browser.getByRole('button', { name: 'Show Less' }).click();
  await tags.first().click();
  await expect(tags.first()).toHaveAttribute('aria-pressed', 'true');
  await saveScreenshot(page, 'event-browser');

  // Free text, empty state, then a result to the map.
  await browser.getByRole('searchbox', { name: 'Search all events' }).fill('zzzz-nothing-matches');
  await expect(browser.getByText('No events found - Try adjusting your search terms or filters')).toBeVisible();
  await browser.getByRole('button', { name: 'Clear All Filters' }).click();
  await browser.getByRole('searchbox', { name: 'Search all events' }).fill('Battle of Hastings');
  const card = browser.getByRole('article').filter({ hasText: 'Battle of Hastings' }).first();
  await expect(card).toContainText('1066 CE');
  await card.getByRole('button', { name: 'Jump to Map' }).click();
  await expect(browser).toHaveCount(0);
  await expect(page.getByTestId('current-year')).toHaveText('1066 CE');
  await expect(page.getByRole('complementary', { name: 'Event details' }).getByRole('heading', { level: 2 })).toContainText('Hastings');
});

test('country tags: the chosen periods boost their tags by twice their matching count and reorder the list', async ({ page, request }) => {
  const events = (await (await request.get('/api/events')).json()) as { period: string; countryTags: string[] }[];
  const periods = (
    (await (await request.post('/graphql', { data: { query: '{ periods { key name } }' } })).json()) as { data: { periods: { key: string; name: string }[] } }
  ).data.periods;
  const count = new Map<string, number>();
  for (const e of events) for (const tag of e.countryTags) count.set(tag, (count.get(tag) ?? 0) + 1);
  // The server breaks ties by the plain count, then by the tag's name.
  const order = (score: (tag: string) => number) =>
    [...count.keys()].sort((a, b) => score(b) - score(a) || count.get(b)! - count.get(a)! || (a < b ? -1 : a > b ? 1 : 0));
  const topByCount = order((t) => count.get(t)!)[0]!;
  // A period whose boost changes the leader, so the reordering shows (the first such in timeline order).
  const boostIn = (periodWord: string) => {
    const inPeriod = new Map<string, number>();
    for (const e of events) if (e.period === periodWord) for (const tag of e.countryTags) inPeriod.set(tag, (inPeriod.get(tag) ?? 0) + 1);
    return (tag: string) => count.get(tag)! + 2 * (inPeriod.get(tag) ?? 0);
  };
  const wordOf = (key: string) => key.toLowerCase().replace(/_/g, '-');
  const chosen = periods.find((p) => order(boostIn(wordOf(p.key)))[0] !== topByCount);
  expect(chosen, 'some period changes the leader').toBeDefined();
  const boosted = boostIn(wordOf(chosen!.key));
  const topBoosted = order(boosted)[0]!;

  await page.goto('/');
  await expect(page.getByTestId('events-counter')).not.toContainText('...');
  await page.getByRole('button', { name: 'Browse Events' }).click();
  const browser = page.getByRole('dialog', { name: 'Browse Events' });
  const tags = browser.locator('fieldset', { hasText: 'Country' }).locator('button[data-size]');
  await expect(tags.first()).toHaveText(`${topByCount} (${count.get(topByCount)})`);

  await browser.getByRole('checkbox', { name: chosen!.name }).check();
  // The list keeps every tag (it is boosted, not cut to the period), shows the plain count, orders by the boosted one.
  await expect(tags.first()).toHaveText(`${topBoosted} (${count.get(topBoosted)})`);
  await expect(tags.first()).toHaveAttribute('data-boosted', 'true');
  await expect(tags).toHaveCount(30);
  const shown = (await tags.allTextContents()).map((text) => /^(.*) \((\d+)\)$/.exec(text)!);
  for (const [, tag, shownCount] of shown) expect(Number(shownCount), tag).toBe(count.get(tag!));
  const scores = shown.map(([, tag]) => boosted(tag!));
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  await saveScreenshot(page, 'event-browser-tag-boost');
});

test('the result list is virtualised: a few cards in the DOM however many events match, more pages as it scrolls', async ({ page, request }) => {
  const total = await totalEvents(request);
  expect(total).toBeGreaterThan(100);
  await page.goto('/');
  await expect(page.getByTestId('events-counter')).not.toContainText('...');
  await page.getByRole('button', { name: 'Browse Events' }).click();
  const browser = page.getByRole('dialog', { name: 'Browse Events' });
  const cards = browser.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThan(30);
  await expectNoSeriousA11yViolations(page);
  // Scrolling to the end of the loaded rows loads the next page; still only the cards in view are drawn.
  const results = browser.getByRole('region', { name: 'Results' });
  const lastPosition = async () => Number(await cards.last().getAttribute('aria-posinset'));
  await expect
    .poll(async () => {
      await results.evaluate((el) => el.scrollBy(0, el.scrollHeight));
      return lastPosition();
    })
    .toBeGreaterThan(50);
  expect(await cards.count()).toBeLessThan(30);
});
