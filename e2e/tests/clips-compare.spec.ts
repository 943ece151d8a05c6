import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import fs from 'node:fs';
import { saveScreenshot } from '../support/screenshots';

/** What the server counts at a year with every period ticked: each compare side must show it. */
async function serverCount(request: APIRequestContext, year: number): Promise<number> {
  const res = await request.post('/graphql', {
    data: { query: 'query($f: EventFilter) { events(filter: $f, first: 1) { totalCount } }', variables: { f: { year, mode: 'REAL' } } },
  });
  return ((await res.json()) as { data: { events: { totalCount: number } } }).data.events.totalCount;
}

const yearBadge = (page: Page) => page.getByTestId('current-year');
/** The toast's polite region (the year badge, an <output>, is a status too). */
const toast = (page: Page) => page.getByTestId('toast-region');

async function openMap(page: Page, query: string) {
  await page.goto(`/${query}`);
  await expect(page.getByTestId('events-counter')).not.toContainText('...');
}

async function startClip(page: Page, from: string, to: string, speed: string) {
  await page.getByRole('button', { name: 'Record clip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record clip' });
  await dialog.getByLabel('From year').fill(from);
  await dialog.getByLabel('To year').fill(to);
  await dialog.getByLabel('Speed').selectOption(speed);
  await dialog.getByRole('button', { name: 'Record' }).click();
}

/** The recorded file played in the page: its duration and how varied a frame a second in is. */
async function playInPage(page: Page, file: Buffer) {
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const video = document.createElement('video');
    video.muted = true;
    video.src = URL.createObjectURL(new Blob([bytes], { type: 'video/webm' }));
    // Each wait fails with the video's state after 20 s, rather than the whole test's timeout with nothing said.
    const state = () => `at ${video.currentTime} s of ${video.duration}, readyState ${video.readyState}, paused ${video.paused}, ended ${video.ended}`;
    const within = (what: string, wait: (resolve: () => void, reject: (error: Error) => void) => void) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${what}: nothing after 20 s (${state()})`)), 20_000);
        wait(
          () => (clearTimeout(timer), resolve()),
          (error) => (clearTimeout(timer), reject(error)),
        );
      });
    await within('loading', (resolve, reject) => ((video.onloadedmetadata = resolve), (video.onerror = () => reject(new Error('not playable')))));
    const duration = video.duration;
    // Played, not only parsed: a second in (by the media clock, which runs whether or not the video
    // is on screen) or at its end, the current frame is read back.
    await video.play();
    await within('playing', (resolve) => {
      const check = () => (video.currentTime >= 1 || video.ended) && resolve();
      video.addEventListener('timeupdate', check);
      video.addEventListener('ended', check);
    });
    video.pause();
    // A software canvas for the read back (a seeked, never played video drew nothing here).
    const canvas = Object.assign(document.createElement('canvas'), { width: video.videoWidth, height: video.videoHeight });
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    ctx.drawImage(video, 0, 0);
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 4 * 97) colours.add((data[i]! >> 4) * 256 + (data[i + 1]! >> 4) * 16 + (data[i + 2]! >> 4));
    const centre = 4 * (Math.floor(canvas.height / 2) * canvas.width + Math.floor(canvas.width / 2));
    return {
      duration,
      width: video.videoWidth,
      height: video.videoHeight,
      colours: colours.size,
      centre: [...data.slice(centre, centre + 4)],
      ready: video.readyState,
    };
  }, file.toString('base64'));
}

test('a clip from 1400 to 1500 downloads as a playable WebM of the right length', async ({ page }) => {
  test.setTimeout(120_000);
  await openMap(page, '?year=1400');
  await page.getByRole('button', { name: 'Record clip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record clip' });
  await dialog.getByLabel('From year').fill('-490');
  await expect(dialog.getByTestId('clip-from-words')).toHaveText('490 BCE');
  await dialog.getByLabel('To year').fill('-500');
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The end (500 BCE) must come after the start (490 BCE).');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const download = page.waitForEvent('download', { timeout: 60_000 });
  // 11 years (1400, 1410 ... 1500) at 2x: 300 ms each.
  await startClip(page, '1400', '1500', '2');
  const progress = page.getByTestId('clip-progress');
  await expect(progress).toBeVisible();
  await expect(progress.getByRole('progressbar', { name: 'Clip progress' })).toBeVisible();
  await saveScreenshot(page, 'clip-recording');
  const file = await download;
  expect(file.suggestedFilename()).toBe('epoch-atlas-1400-1500.webm');
  await expect(toast(page)).toHaveText('Clip saved: epoch-atlas-1400-1500.webm');
  await expect(yearBadge(page)).toHaveText('1500 CE');
  await expect(progress).toBeHidden();

  const bytes = fs.readFileSync(await file.path());
  expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  // The EBML header's DocType (0x4282) says webm.
  expect(bytes.subarray(0, 64).indexOf(Buffer.from([0x42, 0x82, 0x84, ...Buffer.from('webm')]))).toBeGreaterThan(0);
  const played = await playInPage(page, bytes);
  expect(played.duration, 'the duration is in the file (MediaRecorder leaves it out)').toBeGreaterThan(2.8);
  expect(played.duration).toBeLessThan(5);
  expect(played.width).toBeGreaterThan(0);
  expect(played.colours, `a frame shows the map, not a blank canvas: ${JSON.stringify(played)}`).toBeGreaterThan(10);
});

test('cancelling a clip records nothing, puts the year back and leaves the map usable', async ({ page }) => {
  await openMap(page, '?year=1066');
  let downloads = 0;
  page.on('download', () => downloads++);
  await startClip(page, '1400', '1500', '0.5');
  await expect(page.getByTestId('clip-progress')).toBeVisible();
  await expect(yearBadge(page)).not.toHaveText('1066 CE');
  await page.getByTestId('clip-progress').getByRole('button', { name: 'Cancel' }).click();
  await expect(toast(page)).toHaveText('Clip cancelled: nothing was recorded.');
  await expect(yearBadge(page)).toHaveText('1066 CE');
  await page.getByRole('slider', { name: 'Year' }).focus();
  await page.keyboard.press('PageUp');
  await expect(yearBadge(page)).toHaveText('1166 CE');
  await page.waitForTimeout(1000);
  expect(downloads).toBe(0);
});

test('a browser without a WebM recorder is told so, and Record is off', async ({ page }) => {
  await page.addInitScript(() => Reflect.deleteProperty(window, 'MediaRecorder'));
  await openMap(page, '');
  await page.getByRole('button', { name: 'Record clip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record clip' });
  await expect(dialog.getByRole('alert')).toContainText('This browser cannot record video clips');
  await expect(dialog.getByRole('button', { name: 'Record' })).toBeDisabled();
});

test('the compare view shows two years side by side with their counts, a divider and one camera', async ({ page, request }) => {
  // Two maps, each with its basemap and events, on a software GPU.
  test.setTimeout(180_000);
  await openMap(page, '?year=1450');
  await page.getByRole('button', { name: 'Compare' }).click();
  const view = page.getByTestId('compare-view');
  await expect(view).toBeVisible();
  await expect(page).toHaveURL(/compare=1450%2C1550/);
  // The bar is one row on a desktop: Close level with the year fields.
  const closeBox = (await page.getByRole('button', { name: 'Close compare' }).boundingBox())!;
  const leftField = (await page.getByLabel('Left year').boundingBox())!;
  expect(Math.abs(closeBox.y + closeBox.height / 2 - (leftField.y + leftField.height / 2))).toBeLessThan(8);
  const [at1450, at1550] = [await serverCount(request, 1450), await serverCount(request, 1550)];
  expect(at1450, 'the data has different counts at the two years, so a count shown twice would be caught').not.toBe(at1550);
  await expect(page.getByTestId('compare-count-left')).toHaveText(`Events: ${at1450}`);
  await expect(page.getByTestId('compare-count-right')).toHaveText(`Events: ${at1550}`);
  // The legend counts each side at its own year too, not the timeline's year.
  await expect(page.getByTestId('events-counter-left')).toHaveText(new RegExp(`^Events in 1450 CE: ${at1450}/\\d+$`));
  await expect(page.getByTestId('events-counter-right')).toHaveText(new RegExp(`^Events in 1550 CE: ${at1550}/\\d+$`));

  // Another year on the right: its count follows, and the address.
  await page.getByLabel('Right year').fill('-490');
  const at490Bce = await serverCount(request, -490);
  await expect(page.getByTestId('compare-count-right')).toHaveText(`Events: ${at490Bce}`);
  await expect(page.getByTestId('events-counter-right')).toHaveText(new RegExp(`^Events in 490 BCE: ${at490Bce}/\\d+$`));
  await expect(page).toHaveURL(/compare=1450%2C-490/);

  // The divider follows a drag.
  const divider = page.getByRole('separator', { name: /Divider between 1450 CE and 490 BCE/ });
  const box = (await view.boundingBox())!;
  const handle = (await divider.boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 2 });
  await page.mouse.up();
  await expect(divider).toHaveAttribute('aria-valuenow', '30');

  // Panning the left map moves the right one (clear of the legend): only the right one reports the view to the address.
  await page.waitForFunction(() => performance.getEntriesByName('atlas:basemap-drawn').length > 0);
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.65);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2 - 150, box.y + box.height * 0.65, { steps: 3 });
  await page.mouse.up();
  await expect(page).toHaveURL(/view=[\d.-]+%2C(?!0\.0000)[\d.-]+%2C2\.00/);
  await saveScreenshot(page, 'compare-view');

  // Back leaves the compare view for the map it came from.
  await page.goBack();
  await expect(view).toBeHidden();
  await expect(page.getByRole('slider', { name: 'Year' })).toBeVisible();
});

test('the compare view on a phone', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  // Opened straight into compare: the legend counts each side (no single events counter to wait for).
  await page.goto('/?compare=-490,1550');
  await expect(page.getByTestId('compare-count-left')).toHaveText(`Events: ${await serverCount(request, -490)}`);
  await expect(page.getByTestId('compare-count-right')).toHaveText(`Events: ${await serverCount(request, 1550)}`);
  await expect(page.getByRole('separator')).toBeVisible();
  // Close sits beside the two years on one line, not on a row (or two lines) of its own.
  const close = (await page.getByRole('button', { name: 'Close compare' }).boundingBox())!;
  const rightField = (await page.getByLabel('Right year').boundingBox())!;
  expect(close.x).toBeGreaterThan(rightField.x + rightField.width);
  expect(close.height).toBeLessThan(40);
  await saveScreenshot(page, 'compare-view-phone');
  await page.getByRole('button', { name: 'Close compare' }).click();
  await page.getByRole('button', { name: 'Record clip' }).click();
  await expect(page.getByRole('dialog', { name: 'Record clip' })).toBeVisible();
  await saveScreenshot(page, 'clip-dialog-phone');
});

for (const bad of ['abc', '0,1550', '1450,2500', '1450']) {
  test(`a compare link that cannot be shown (compare=${bad}) falls back to the map with a message`, async ({ page }) => {
    await openMap(page, `?year=1200&compare=${bad}`);
    await expect(toast(page)).toContainText(`compare=${bad}`);
    await expect(page.getByTestId('compare-view')).toBeHidden();
    await expect(yearBadge(page)).toHaveText('1200 CE');
    await expect(page).toHaveURL(/\?year=1200$/);
  });
}
