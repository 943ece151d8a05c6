import { expect, test } from '@playwright/test';
import { saveScreenshot } from '../support/screenshots';

test('the Event Browser: counts, filters and their precedence, country tags, empty state, Jump to Map', async ({ page, request }) => {
  const total = (await (await request.post('/graphql', { data: { query: '{ events(first: 0) { totalCount } }' } })).json()).data.events.totalCount as number;
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
