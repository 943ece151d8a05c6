import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { captureSettledMap, eventsDrawn, projectToScreen } from '../support/map-pixels';
import { saveScreenshot } from '../support/screenshots';

/** A GraphQL enum name for one of the domain's words ('real' is REAL, 'deep-ancient' DEEP_ANCIENT). */
const enumName = (word: string) => word.toUpperCase().replaceAll('-', '_');

/** What the server counts for a filter (mode and periods as the domain's words): the reference the GPU count must match. */
async function serverCount(request: APIRequestContext, filter: { year?: number; mode?: string; periods?: string[] }): Promise<number> {
  const f = { ...filter, mode: filter.mode && enumName(filter.mode), periods: filter.periods?.map(enumName) };
  const res = await request.post('/graphql', {
    data: { query: 'query($f: EventFilter) { events(filter: $f, first: 1) { totalCount } }', variables: { f } },
  });
  return ((await res.json()) as { data: { events: { totalCount: number } } }).data.events.totalCount;
}

const slider = (page: Page) => page.getByRole('slider', { name: 'Year' });
const year = (page: Page) => page.getByTestId('current-year');

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('events-counter')).not.toContainText('...');
});

test('starts at 3500 BCE with the Complete! prompt, and the GPU count matches the server at every year', async ({ page, request }) => {
  const total = await serverCount(request, {});
  const atStart = await serverCount(request, { year: -3500, mode: 'real' });
  expect(atStart, 'fewer than 10 events at 3500 BCE, so the prompt shows').toBeLessThan(10);
  await expect(year(page)).toHaveText('3500 BCE');
  await expect(page.getByTestId('events-counter')).toHaveText(`Events: ${atStart}/${total}`);
  await expect(page.getByTestId('periods-counter')).toHaveText('Periods: 7/7');
  await expect(page.getByText(`Complete! ${atStart} events. Add more!`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Event' })).toBeVisible();

  await slider(page).focus();
  await page.keyboard.press('End');
  await expect(year(page)).toHaveText('2000 CE');
  await expect(page.getByTestId('events-counter')).toHaveText(`Events: ${await serverCount(request, { year: 2000, mode: 'real' })}/${total}`);
  for (const y of [-490, 1066, 1945]) {
    await page.goto(`/?year=${y}`);
    await expect(year(page)).toHaveText(y < 0 ? `${-y} BCE` : `${y} CE`);
    await expect(page.getByTestId('events-counter')).toHaveText(`Events: ${await serverCount(request, { year: y, mode: 'real' })}/${total}`);
  }
});

/**
 * Records every year the badge shows from now on, several in one task included: the installed
 * clock makes up for a busy moment (the map's stage starting beside the screen) by firing every
 * tick it missed at once, where a real interval would not. The badge's text node is written in
 * place, so each change leaves its old value in a mutation record.
 */
async function recordYears(page: Page): Promise<void> {
  await page.evaluate(() => {
    const badge = document.querySelector('[data-testid="current-year"]')!;
    const shown: string[] = [];
    const keep = (records: MutationRecord[]) => {
      for (const record of records) if (record.type === 'characterData' && record.oldValue !== null) shown.push(record.oldValue);
    };
    const observer = new MutationObserver(keep);
    observer.observe(badge, { characterData: true, characterDataOldValue: true, subtree: true });
    (window as unknown as { yearsShown: () => string[] }).yearsShown = () => {
      keep(observer.takeRecords());
      return [...shown, badge.textContent ?? ''].filter((year, i, all) => i === 0 || year !== all[i - 1]);
    };
  });
}
const yearsShown = (page: Page) => page.evaluate(() => (window as unknown as { yearsShown: () => string[] }).yearsShown());

test('playback follows the step table, stops at 2000, and reset returns to 3500 BCE', async ({ page }) => {
  // Playback runs on real time; once paused or stopped, the page's clock is moved on by hand to see
  // that nothing more happens.
  await page.clock.install();
  await page.reload();
  await expect(page.getByTestId('events-counter')).not.toContainText('...');
  await recordYears(page);
  await page.getByRole('button', { name: 'Play' }).click();
  await expect.poll(() => yearsShown(page), { timeout: 10_000 }).toContain('3200 BCE');
  await page.getByRole('button', { name: 'Pause' }).click();
  expect((await yearsShown(page)).slice(0, 4)).toEqual(['3500 BCE', '3400 BCE', '3300 BCE', '3200 BCE']);
  const paused = await year(page).textContent();
  await page.clock.runFor(1300); // two ticks at 1x, had it gone on
  await expect(year(page)).toHaveText(paused!);

  // Near the end: 1 year per tick from 1800, and playback stops at 2000.
  await page.goto('/?year=1996');
  await page.getByRole('combobox', { name: 'Playback speed' }).selectOption('8');
  await expect(year(page)).toHaveText('1996 CE');
  await recordYears(page);
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(year(page)).toHaveText('2000 CE', { timeout: 5000 });
  expect(await yearsShown(page)).toEqual(['1996 CE', '1997 CE', '1998 CE', '1999 CE', '2000 CE']);
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  await page.clock.runFor(500);
  await expect(year(page)).toHaveText('2000 CE');

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(year(page)).toHaveText('3500 BCE');
});

test('a year step renders no React component; the map and the counter show the new year as a fresh load of it does', async ({ page, request }) => {
  // React reports every commit to the devtools hook, production builds included: count them.
  await page.addInitScript(() => {
    const w = window as unknown as { commits: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
    w.commits = 0;
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      onCommitFiberRoot: () => void w.commits++,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
    };
  });
  const total = await serverCount(request, {});
  await page.goto('/?year=1938');
  await expect(page.getByTestId('events-counter')).not.toContainText('...');
  const at1938 = await captureSettledMap(page);
  await slider(page).focus();
  const commits = () => page.evaluate(() => (window as unknown as { commits: number }).commits);
  const before = await commits();
  expect(before, 'the hook sees the renders of the page load').toBeGreaterThan(0);
  for (let y = 1939; y <= 1945; y++) {
    await page.keyboard.press('ArrowRight');
    await expect(year(page)).toHaveText(`${y} CE`);
  }
  await expect(page.getByTestId('events-counter')).toHaveText(`Events: ${await serverCount(request, { year: 1945, mode: 'real' })}/${total}`);
  // The address follows once the year rests, with no React render either.
  await expect(page).toHaveURL(/year=1945/);
  expect(await commits()).toBe(before);
  await slider(page).blur(); // its focus ring is no part of the comparison
  const stepped = await captureSettledMap(page);

  await page.goto('/?year=1945');
  await expect(page.getByTestId('events-counter')).not.toContainText('...');
  const loaded = await captureSettledMap(page);
  expect(stepped.saturatedCount).not.toBe(at1938.saturatedCount);
  expect(stepped.saturatedCount).toBe(loaded.saturatedCount);
});

test('dragging the track and the keyboard set the year; year 0 is skipped', async ({ page }) => {
  const box = (await page.getByTestId('timeline-track').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(slider(page)).toHaveAttribute('aria-valuenow', '-750');
  await page.mouse.move(box.x + box.width, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(year(page)).toHaveText('2000 CE');

  await slider(page).focus();
  await page.keyboard.press('Home');
  await expect(year(page)).toHaveText('3500 BCE');
  await page.keyboard.press('PageUp');
  await expect(year(page)).toHaveText('3400 BCE');
  await page.keyboard.press('ArrowRight');
  await expect(year(page)).toHaveText('3300 BCE');
  await page.goto('/?year=-25');
  await slider(page).focus();
  await page.keyboard.press('ArrowRight'); // -25 + 50 would cross year 0
  await expect(year(page)).toHaveText('25 CE');
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
});

test('mode switch and period toggles change what is drawn and the counters', async ({ page, request }) => {
  const total = await serverCount(request, {});
  await page.goto('/?year=1945');
  const counter = page.getByTestId('events-counter');
  await expect(counter).toHaveText(`Events: ${await serverCount(request, { year: 1945, mode: 'real' })}/${total}`);
  await saveScreenshot(page, 'main-screen-real-1945');

  await page.getByRole('button', { name: 'What-If' }).click();
  await expect(page.getByRole('button', { name: 'What-If' })).toHaveAttribute('aria-pressed', 'true');
  await expect(counter).toHaveText(`Events: ${await serverCount(request, { year: 1945, mode: 'whatif' })}/${total}`);
  await saveScreenshot(page, 'main-screen-whatif-1945');
  await page.getByRole('button', { name: 'Real' }).click();

  await page.getByRole('checkbox', { name: /^Modern/ }).uncheck();
  await expect(page.getByTestId('periods-counter')).toHaveText('Periods: 6/7');
  const withoutModern = await serverCount(request, {
    year: 1945,
    mode: 'real',
    periods: ['deep-ancient', 'classical-antiquity', 'medieval', 'renaissance-early-modern', 'enlightenment', 'industrial'],
  });
  await expect(counter).toHaveText(`Events: ${withoutModern}/${total}`);
  await expect(page).toHaveURL(/year=1945/);
  await expect(page).toHaveURL(/periods=deep-ancient%2Cclassical-antiquity/);

  // The URL carries the view: a reload restores it.
  await page.reload();
  await expect(year(page)).toHaveText('1945 CE');
  await expect(page.getByRole('checkbox', { name: /^Modern/ })).not.toBeChecked();
  await expect(counter).toHaveText(`Events: ${withoutModern}/${total}`);
});

test('clicking a drawn event opens its detail card; ?event= deep links open it too', async ({ page, request }) => {
  const events = (await (await request.get('/api/events/search?q=berlin%20wall')).json()) as {
    id: string;
    name: string;
    latitude: number;
    longitude: number;
    wikiUrl: string;
    significance: string;
    participants: string[];
  }[];
  const apollo = events[0]!;
  await page.goto('/?year=1989');
  await expect(page.getByTestId('events-counter')).not.toContainText('...');
  await eventsDrawn(page);
  const p = projectToScreen(apollo.longitude, apollo.latitude, { longitude: 0, latitude: 20, zoom: 2, width: 1440, height: 900 });
  const card = page.getByRole('complementary', { name: 'Event details' });
  // On a loaded machine the first frames (and so picking) can lag behind the DOM: click again until picked.
  await expect(async () => {
    await page.mouse.click(p.x, p.y);
    await expect(card.getByRole('heading', { name: apollo.name })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`event=${apollo.id}`));
  await saveScreenshot(page, 'detail-card');

  await page.goto(`/?event=${apollo.id}`);
  await expect(card.getByRole('heading', { name: apollo.name })).toBeVisible();
  await expect(card.getByText('Modern', { exact: true })).toBeVisible();
  await expect(card.getByText('1989 CE', { exact: true })).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Historical Significance' })).toBeVisible();
  await expect(card.getByText(apollo.significance)).toBeVisible();
  for (const name of apollo.participants) await expect(card.getByText(name, { exact: true })).toBeVisible();
  const learnMore = card.getByRole('link', { name: 'Learn More' });
  await expect(learnMore).toHaveAttribute('href', apollo.wikiUrl);
  await expect(learnMore).toHaveAttribute('target', '_blank');
});
