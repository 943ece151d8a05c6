import { expect, test, type Page } from '@playwright/test';
import { allEvents } from '../support/graphql';
import { captureMap, captureSettledMap, projectToScreen } from '../support/map-pixels';
import { saveAtBothSizes, saveScreenshot } from '../support/screenshots';

const VIEW = { longitude: 0, latitude: 20, zoom: 2, width: 1440, height: 900 };
const counter = (page: Page) => page.getByTestId('events-counter');

async function ready(page: Page, url: string) {
  await page.goto(url);
  await expect(counter(page)).not.toContainText('...');
}

/** The map view written to the URL after a move ends: [latitude, longitude, zoom]. */
const urlView = (page: Page) => (new URL(page.url()).searchParams.get('view') ?? '').split(',').map(Number);

test('search: results only on the map, navigator with wrap-around, flight to zoom 8, Escape resets', async ({ page, request }) => {
  // The same question the header search asks (up to 200 results; the REST search stops at 50).
  const answer = await request.post('/graphql', { data: { query: '{ searchEvents(query: "treaty", first: 200) { edges { node { id name eventType } } } }' } });
  const results = (
    (await answer.json()) as { data: { searchEvents: { edges: { node: { id: string; name: string; eventType: string } }[] } } }
  ).data.searchEvents.edges.map((e) => e.node);
  // The map keeps its mode while searching: in real mode it shows the real and alternative results.
  const inRealMode = results.filter((r) => r.eventType !== 'WHATIF').length;
  expect(results.length).toBeGreaterThan(2);
  await ready(page, '/');
  const box = page.getByRole('searchbox', { name: 'Search events' });

  await box.fill('tr');
  await expect(page.getByTestId('search-counter')).toHaveCount(0);

  await box.fill('treaty');
  const searchCounter = page.getByTestId('search-counter');
  await expect(searchCounter).toHaveText(`1 of ${results.length}`);
  // Only the results show (period and time filters skipped), counted by the GPU filter.
  await expect(counter(page)).toHaveText(new RegExp(`^Events: ${inRealMode}/`));
  // The first result's card opens and the map flies to it at zoom 8.
  const card = page.getByRole('complementary', { name: 'Event details' });
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(results[0]!.name);
  await expect.poll(() => urlView(page)[2]).toBe(8);

  await page.getByRole('button', { name: 'Next result' }).click();
  await expect(searchCounter).toHaveText(`2 of ${results.length}`);
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(results[1]!.name);
  await page.getByRole('button', { name: 'Previous result' }).click();
  await page.getByRole('button', { name: 'Previous result' }).click();
  await expect(searchCounter).toHaveText(`${results.length} of ${results.length}`);
  await page.getByRole('button', { name: 'Next result' }).click();
  await expect(searchCounter).toHaveText(`1 of ${results.length}`);
  await expect(page).toHaveURL(/q=treaty/);
  await saveScreenshot(page, 'search');

  await page.getByRole('button', { name: 'Next result' }).click();
  await box.press('Escape');
  await expect(box).toHaveValue('');
  await expect(searchCounter).toHaveCount(0);
  await box.fill('treaty');
  await expect(searchCounter).toHaveText(`1 of ${results.length}`);
});

test('popup: opens after resting 1 s on an event, cuts the text at 100 characters, 2 participants then +N more, no-wiki alert', async ({ page, request }) => {
  const description =
    'A test event placed on an empty high plateau so that nothing else is drawn near it, with a description well past one hundred characters.';
  // Submitting needs an account: the request context keeps the session cookie.
  expect((await request.post('/api/register', { data: { email: `popup-${Date.now()}@example.org`, password: 'popup password' } })).status()).toBe(201);
  const created = await request.post('/api/events', {
    data: {
      name: 'Popup rules test event',
      period: 'renaissance-early-modern',
      startDate: '1500',
      latitude: 35,
      longitude: 85,
      location: 'Aksai Chin plateau',
      description,
      significance: 'It checks the popup rules.',
      participants: ['First person', 'Second person', 'Third person', 'Fourth person', 'Fifth person'],
      category: 'Culture',
      subcategory: 'Festivals',
    },
  });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as { id: string };

  await ready(page, '/?year=1500');
  const p = projectToScreen(85, 35, VIEW);
  const popup = page.getByTestId('event-popup');
  // When the popup appears, by the page's own clock.
  await page.evaluate(() => {
    const w = window as unknown as { popupAt: number | null };
    w.popupAt = null;
    new MutationObserver(() => {
      if (w.popupAt === null && document.querySelector('[data-testid="event-popup"]')) w.popupAt = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await expect(async () => {
    await page.mouse.move(p.x - 30, p.y - 30);
    const restedAt = await page.evaluate(() => {
      (window as unknown as { popupAt: number | null }).popupAt = null;
      return performance.now();
    });
    await page.mouse.move(p.x, p.y);
    await expect(popup).toBeVisible({ timeout: 2500 });
    // Not at once: the pending popup waits a second.
    const shownAt = await page.evaluate(() => (window as unknown as { popupAt: number | null }).popupAt);
    expect(shownAt! - restedAt).toBeGreaterThanOrEqual(1000);
  }).toPass({ timeout: 25_000 });

  await expect(popup.getByRole('heading', { name: 'Popup rules test event' })).toBeVisible();
  await expect(popup.getByTestId('popup-description')).toHaveText(`${description.slice(0, 100).trimEnd()}...`);
  const people = popup.getByTestId('popup-participants');
  await expect(people).toContainText('First person');
  await expect(people).toContainText('Second person');
  await expect(people).not.toContainText('Third person');
  await expect(people).toContainText('+3 more');
  await saveScreenshot(page, 'popup');

  await popup.getByRole('button', { name: 'Learn More' }).click();
  await expect(popup.getByRole('alert')).toHaveText("The author didn't provide any additional info about this event...");
  await popup.getByRole('button', { name: 'Add Your Story' }).click();
  await expect(page.getByRole('dialog', { name: /^Upload Event/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: /^Upload Event/ })).toHaveCount(0);

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await popup.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: /^Share: Popup rules test event/ });
  for (const channel of ['Twitter', 'Facebook', 'LinkedIn', 'WhatsApp', 'Email']) {
    const href = decodeURIComponent((await share.getByRole('link', { name: channel }).getAttribute('href'))!);
    expect(href, channel).toContain(`/?event=${event.id}`);
  }
  await expect(share.getByRole('link', { name: 'Twitter' })).toHaveAttribute('target', '_blank');
  await saveScreenshot(page, 'share-popover');
  await share.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied! Share this historical event with others' })).toBeVisible();
  await expect(share).toHaveCount(0);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/\\?event=${event.id}$`));
});

test('URL state: year, mode, periods and map view load from the URL; the back button undoes a period toggle', async ({ page }) => {
  await ready(page, '/?year=1066&mode=whatif&periods=medieval,modern&view=48.0000,2.0000,5.00');
  await expect(page.getByTestId('current-year')).toHaveText('1066 CE');
  await expect(page.getByRole('button', { name: 'What-If' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('periods-counter')).toHaveText('Periods: 2/7');
  await expect(page.getByRole('checkbox', { name: /Medieval/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Enlightenment/ })).not.toBeChecked();

  await page.getByRole('checkbox', { name: /Enlightenment/ }).check();
  await expect(page).toHaveURL(/periods=medieval%2Cenlightenment%2Cmodern/);
  await expect(page.getByTestId('periods-counter')).toHaveText('Periods: 3/7');
  await page.goBack();
  await expect(page.getByTestId('periods-counter')).toHaveText('Periods: 2/7');
  await expect(page.getByRole('checkbox', { name: /Enlightenment/ })).not.toBeChecked();

  // The view in the URL is where the map opened: Paris at zoom 5 puts France in the middle.
  await page.reload();
  await expect(counter(page)).not.toContainText('...');
  await page.mouse.move(10, 450);
  await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('48.0000,2.0000,5.00');
});

test('a shared ?event= link jumps: year from its start, its period ticked, the map fitted to its radius', async ({ page, request }) => {
  const res = await request.post('/graphql', {
    data: { query: `{ searchEvents(query: "roman empire", first: 5) { edges { node { id name startYear category radius } } } }` },
  });
  const events = (
    (await res.json()) as { data: { searchEvents: { edges: { node: { id: string; name: string; startYear: number; category: string; radius: number } }[] } } }
  ).data.searchEvents.edges.map((e) => e.node);
  const empire = events.find((e) => e.category === 'GLOBAL_PERIODS_OF_PROSPERITY' || e.category === 'MAJOR_DISRUPTIONS_AND_CONFLICTS')!;
  expect(empire, 'a territorial Roman event in the dataset').toBeTruthy();
  await ready(page, `/?event=${empire.id}&periods=modern`);
  const year = empire.startYear;
  await expect(page.getByTestId('current-year')).toHaveText(year < 0 ? `${-year} BCE` : `${year} CE`);
  await expect(page.getByTestId('periods-counter')).toHaveText('Periods: 2/7');
  await expect(page.getByRole('complementary', { name: 'Event details' }).getByRole('heading', { level: 2 })).toHaveText(empire.name);
  // Fitted to its radius (hundreds of km): further in than the world view, not as far as zoom 8.
  await expect.poll(() => urlView(page)[2] ?? 0).toBeGreaterThan(2.5);
  expect(urlView(page)[2]).toBeLessThan(8);
});

test('header buttons open their dialogs; Add Event in the Complete! prompt opens the upload flow', async ({ page }) => {
  await ready(page, '/');
  for (const [button, title] of [
    ['Browse Events', 'Browse Events'],
    ['Upload Event', /^Upload Event: step 1 of 11/],
    ['Help guide', 'Welcome to Epoch Atlas'],
    ['Add Event', /^Upload Event: step 1 of 11/],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  }
  await expect(page.getByRole('link', { name: /User menu/ })).toHaveAttribute('href', '/auth');
});

test('unticking the periods takes their events off the map, and ticking them brings them back', async ({ page, request }) => {
  // The markers visible in 1945 (real mode): where the map must draw them, and then not.
  type Row = { latitude: number; longitude: number; category: string };
  const rows = await allEvents<Row>(request, '{ year: 1945, mode: REAL }', 'latitude longitude category');
  const view = { longitude: 0, latitude: 20, zoom: 2, width: 1440, height: 900 };
  const points = rows
    .filter((r) => !['MAJOR_DISRUPTIONS_AND_CONFLICTS', 'GLOBAL_PERIODS_OF_PROSPERITY'].includes(r.category))
    .map((r) => projectToScreen(r.longitude, r.latitude, view))
    .filter((p) => p.x > 5 && p.y > 5 && p.x < view.width - 5 && p.y < view.height - 5);
  expect(points.length).toBeGreaterThan(3);
  const drawnShare = async () => {
    const map = await captureSettledMap(page);
    return points.filter((p) => map.saturatedNear(p.x, p.y, 2)).length / points.length;
  };
  await ready(page, '/?year=1945');
  expect(await drawnShare()).toBeGreaterThan(0.9);
  // The events layers draw with the categories changed in place (no new props): the frame must still follow them.
  const periods = page.getByRole('complementary', { name: 'Periods' }).getByRole('checkbox');
  for (const box of await periods.all()) await box.uncheck();
  await expect(page.getByTestId('periods-counter')).toHaveText('Periods: 0/7');
  expect(await drawnShare()).toBeLessThan(0.1);
  for (const box of await periods.all()) await box.check();
  await expect(page.getByTestId('periods-counter')).toHaveText('Periods: 7/7');
  expect(await drawnShare()).toBeGreaterThan(0.9);
});

test('Show Connections draws arcs between visible related events', async ({ page }) => {
  await ready(page, '/?year=1944');
  const without = (await captureSettledMap(page)).saturatedCount;
  const loaded = page.waitForResponse((r) => r.url().endsWith('/api/map/connections') && r.status() === 200);
  await page.getByRole('checkbox', { name: 'Show Connections' }).check();
  await loaded;
  await expect.poll(async () => (await captureMap(page)).saturatedCount, { message: 'arcs are drawn' }).toBeGreaterThan(without);
  // The arcs rise above the ground: drawn with a depth buffer, they covered the markers they cross
  // (Paris at 1944). Without one the layer order holds and the markers stay on top.
  const depth = await page.evaluate(() => (document.getElementById('deckgl-overlay') as HTMLCanvasElement).getContext('webgl2')?.getContextAttributes()?.depth);
  expect(depth, 'the events canvas has a depth buffer').toBe(false);
  await saveScreenshot(page, 'connections');
});

test('a what-if event shows its linked connection; Confirm is recorded and thanked', async ({ page, request }) => {
  const res = await request.post('/graphql', {
    data: { query: `{ events(filter: { eventType: WHATIF }, first: 1) { edges { node { id name startYear linkedEvent { name } } } } }` },
  });
  const whatif = (
    (await res.json()) as { data: { events: { edges: { node: { id: string; name: string; startYear: number; linkedEvent: { name: string } } }[] } } }
  ).data.events.edges[0]!.node;
  await ready(page, `/?event=${whatif.id}&mode=whatif`);
  // The jump set the year; the GPU count follows it.
  const count = await request.post('/graphql', {
    data: { query: 'query($f: EventFilter) { events(filter: $f, first: 1) { totalCount } }', variables: { f: { year: whatif.startYear, mode: 'WHATIF' } } },
  });
  const expected = ((await count.json()) as { data: { events: { totalCount: number } } }).data.events.totalCount;
  expect(expected).toBeGreaterThan(0);
  await expect(counter(page)).toHaveText(new RegExp(`^Events: ${expected}/`));
  const card = page.getByRole('complementary', { name: 'Event details' });
  const link = card.getByRole('region', { name: 'Linked connection' });
  await expect(link.getByRole('button', { name: whatif.linkedEvent.name })).toBeVisible();
  const recorded = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('recordLinkFeedback'));
  await link.getByRole('button', { name: 'Confirm' }).click();
  await expect(link.getByRole('alert')).toHaveText('Thank you for your feedback! Full feature coming soon');
  const body = (await (await recorded).json()) as { data: { recordLinkFeedback: { id: string } } };
  expect(body.data.recordLinkFeedback.id).toMatch(/^[0-9a-f-]{36}$/);
  await saveScreenshot(page, 'whatif-mode');

  // Following the link jumps to the real event it anchors to.
  await link.getByRole('button', { name: whatif.linkedEvent.name }).click();
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(whatif.linkedEvent.name);
});

test('the density histogram follows the mode', async ({ page }) => {
  await ready(page, '/');
  const bars = page.getByTestId('density-histogram').locator('rect');
  const real = await bars.count();
  expect(real).toBeGreaterThan(50);
  await page.getByRole('button', { name: 'What-If' }).click();
  await expect.poll(() => bars.count()).toBeLessThan(real);
  await saveScreenshot(page, 'main-whatif');
});

test.describe('a first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('opens the six-step guide once; Next to Get Started; the help button reopens it; Skip Guide closes', async ({ page }) => {
    await page.goto('/');
    const guide = page.getByRole('dialog');
    await expect(guide).toHaveAccessibleName('Welcome to Epoch Atlas');
    await saveAtBothSizes(page, 'guide');
    for (const title of ['Choose the periods', 'Search', 'Travel in time', 'Add your story', 'What comes next']) {
      await guide.getByRole('button', { name: 'Next' }).click();
      await expect(guide).toHaveAccessibleName(title);
    }
    await expect(guide.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await guide.getByRole('button', { name: 'Get Started' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('events-counter')).not.toContainText('...');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Help guide' }).click();
    await expect(page.getByRole('dialog')).toHaveAccessibleName('Welcome to Epoch Atlas');
    await page.getByRole('button', { name: 'Skip Guide' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('support chat: non-blank messages, Enter sends, Shift+Enter adds a line, Typing... then a reply', async ({ page }) => {
  await ready(page, '/');
  await page.getByRole('button', { name: 'Support Chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Support Chat' });
  await expect(chat.getByRole('heading', { name: 'Support Chat' })).toBeVisible();
  const box = chat.getByRole('textbox', { name: 'Message' });
  await box.fill('   ');
  await box.press('Enter');
  await expect(chat.getByText('Typing...')).toHaveCount(0);
  await box.fill('How do I');
  await box.press('Shift+Enter');
  await box.pressSequentially('add an event?');
  await expect(box).toHaveValue('How do I\nadd an event?');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(chat.getByText('Typing...')).toBeVisible();
  await expect(chat.getByText('Typing...')).toHaveCount(0, { timeout: 3000 });
  await expect(chat.locator('p')).toHaveCount(3);
});
