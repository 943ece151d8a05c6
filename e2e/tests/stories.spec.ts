import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { newModeratorPage, signIn } from '../support/outbox';
import { DESKTOP, PHONE, saveScreenshot } from '../support/screenshots';

// Issue 29, point 4: guided stories. A story played through (the timeline follows each step), the
// list, a bad step number, the embed, and a creator's story published by a moderator.

const slider = (page: Page) => page.getByRole('slider', { name: 'Year' });
const player = (page: Page) => page.getByRole('region', { name: 'Story' });

const STEPS = [
  { title: 'Marathon', text: 'The Athenians meet the **Persians** at Marathon.', startYear: -490, longitude: 23.97, latitude: 38.15, zoom: 6 },
  { title: 'Samarkand', text: 'Paper reaches the west after the battle of Talas.', startYear: 751, endYear: 760, longitude: 66.97, latitude: 39.65, zoom: 5 },
  {
    title: 'Paris',
    text: 'The Estates-General meet; [read more](https://en.wikipedia.org/wiki/French_Revolution).',
    startYear: 1789,
    longitude: 2.35,
    latitude: 48.85,
    zoom: 6,
  },
];

async function graphql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await request.post('/graphql', { data: { query, variables } });
  const body = (await answer.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/** A creator writes a three-step story through the API and a new moderator publishes it: the story this spec plays. */
async function publishedStory(browser: Browser): Promise<string> {
  const creator = await (await browser.newContext()).newPage();
  await signIn(creator, { email: `story-creator-${Date.now()}@example.org`, password: 'creator password' });
  const created = await graphql<{ createStory: { id: string } }>(creator.request, 'mutation($input: StoryInput!) { createStory(input: $input) { id } }', {
    input: { title: `Three turns ${Date.now()}`, summary: 'From Marathon to Paris.', steps: STEPS },
  });
  const moderator = await newModeratorPage(browser, 'stories-player');
  await graphql(moderator.request, 'mutation($id: ID!) { acceptStory(id: $id) { status } }', { id: created.createStory.id });
  await creator.context().close();
  await moderator.context().close();
  return created.createStory.id;
}

let storyId = '';
test.beforeAll(async ({ browser }) => {
  storyId = await publishedStory(browser);
});

test('a story played through: each step moves the timeline, the address carries the step', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(`/stories/${storyId}`);
  await expect(player(page).getByText('Step 1 of 3')).toBeVisible();
  await expect(player(page).getByRole('heading', { name: 'Marathon' })).toBeVisible();
  await expect(player(page).locator('strong', { hasText: 'Persians' })).toBeVisible();
  await expect(slider(page)).toHaveAttribute('aria-valuenow', '-490');
  // The player takes the period legend's place (the step sets the periods): nothing half-covered.
  await expect(page.getByRole('complementary', { name: 'Periods' })).toHaveCount(0);
  await saveScreenshot(page, 'story-player-desktop');

  const next = player(page).getByRole('button', { name: 'Next' });
  await next.click();
  await expect(player(page).getByText('Step 2 of 3')).toBeVisible();
  await expect(player(page).getByText('751 CE - 760 CE')).toBeVisible();
  await expect(slider(page)).toHaveAttribute('aria-valuenow', '751');
  await next.click();
  await expect(player(page).getByText('Step 3 of 3')).toBeVisible();
  await expect(slider(page)).toHaveAttribute('aria-valuenow', '1789');
  await expect(player(page).getByRole('link', { name: 'read more' })).toHaveAttribute('href', 'https://en.wikipedia.org/wiki/French_Revolution');
  await expect(next).toBeDisabled();
  await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe('3');

  // The keyboard walks back.
  await page.keyboard.press('ArrowLeft');
  await expect(player(page).getByText('Step 2 of 3')).toBeVisible();
  await expect(slider(page)).toHaveAttribute('aria-valuenow', '751');

  // A phone: the player is a bottom sheet with its buttons in reach.
  await page.setViewportSize(PHONE);
  await expect(player(page).getByRole('button', { name: 'Next' })).toBeInViewport();
  await saveScreenshot(page, 'story-player-phone');
});

test('a step the story does not have falls back to the first with a message', async ({ page }) => {
  await page.goto(`/stories/${storyId}?step=99`);
  await expect(player(page).getByText('Step 1 of 3')).toBeVisible();
  await expect(player(page).getByRole('status')).toContainText('This story has no step 99 (it has 3); it starts at step 1.');
  await expect(slider(page)).toHaveAttribute('aria-valuenow', '-490');
});

test('/stories lists the seeded stories and the header links to it', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await page.getByRole('link', { name: 'Stories' }).first().click();
  await expect(page).toHaveURL(/\/stories$/);
  const list = page.getByRole('list', { name: 'Published stories' });
  for (const title of [/Silk Road/, /Age of Revolutions/, /writing/i]) await expect(list.getByRole('link', { name: title })).toBeVisible();
  await saveScreenshot(page, 'stories-list-desktop');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'stories-list-phone');
});

test('the embed plays a story from its address', async ({ page }) => {
  await page.goto(`/embed?story=${storyId}&step=2`);
  await expect(player(page).getByText('Step 2 of 3')).toBeVisible();
  await expect(slider(page)).toHaveAttribute('aria-valuenow', '751');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(player(page).getByText('Step 3 of 3')).toBeVisible();
  await expect(slider(page)).toHaveAttribute('aria-valuenow', '1789');
  await expect(page.getByRole('link', { name: 'Epoch Atlas ↗' })).toHaveAttribute('href', new RegExp(`/stories/${storyId}\\?step=2`));
});

test('a creator writes a story, it awaits moderation, a moderator accepts it and it is listed', async ({ page, browser }) => {
  const title = `The Nile floods ${Date.now()}`;
  await signIn(page, { email: `story-writer-${Date.now()}@example.org`, password: 'writer password' });
  await page.goto('/stories/new');
  await page.getByLabel('Story title').fill(title);
  const step = page.getByRole('group', { name: 'Step 1' });
  await step.getByLabel('Title', { exact: true }).fill('Giza');
  await step.getByLabel('Text (Markdown)').fill('The pyramids *rise*.');
  await step.getByLabel(/^Start year/).fill('-2560');
  await page.getByRole('button', { name: 'Save story' }).click();
  await expect(page.getByRole('status')).toContainText('Your story awaits moderation');
  // The creator finds it again on /stories, under Your stories, waiting.
  await page.goto('/stories');
  const own = page.getByRole('listitem', { name: title });
  await expect(own.getByTestId('story-status')).toContainText('Awaiting review');
  await expect(own.getByRole('link', { name: `Edit ${title}` })).toBeVisible();
  await saveScreenshot(page, 'stories-list-own');

  const moderator = await newModeratorPage(browser, 'stories-editor');
  await moderator.goto('/admin');
  const item = moderator.getByRole('region', { name: `Story: ${title}` });
  await item.getByRole('button', { name: 'Accept' }).click();
  await expect(item).toHaveCount(0);
  await moderator.context().close();

  await page.goto('/stories');
  await expect(page.getByRole('list', { name: 'Published stories' }).getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(page.getByRole('listitem', { name: title }).getByTestId('story-status')).toContainText('Published');
});
