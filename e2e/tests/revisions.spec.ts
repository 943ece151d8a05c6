import { expect, test, type Locator, type Page } from '@playwright/test';
import { hoverUntilPopup, projectToScreen } from '../support/map-pixels';
import { newModeratorPage, signIn } from '../support/outbox';
import { DESKTOP, saveAtBothSizes } from '../support/screenshots';

const VIEW = { longitude: 0, latitude: 20, zoom: 2, ...DESKTOP };
/** Where the accepted edit moves the event: the central Sahara, in view at the start and with no other event near it. */
const NEW_PLACE = { latitude: 23.0, longitude: 12.0 };

const wizardNamed = (page: Page, title: string) => page.getByRole('dialog', { name: new RegExp(`^${title}`) });

/** Walks the wizard on until its last step (every step passes with what it holds). */
async function toLastStep(page: Page, title: string) {
  const last = page.getByRole('dialog', { name: `${title}: step 11 of 11` });
  for (let i = 0; i < 11 && (await last.count()) === 0; i++) await wizardNamed(page, title).getByRole('button', { name: 'Next' }).click();
  await expect(last).toBeVisible();
}

/** The creator publishes through the wizard: a real event in London in 1833, with one source. */
async function publishThroughWizard(page: Page, name: string) {
  await page.goto('/?year=1833');
  await expect(page.getByTestId('events-counter')).not.toContainText('...');
  await page.getByRole('button', { name: 'Upload Event' }).click();
  const wizard = wizardNamed(page, 'Upload Event');
  const next = () => wizard.getByRole('button', { name: 'Next' }).click();
  await next();
  await wizard.getByLabel('Event name').fill(name);
  await next();
  await next(); // real
  await wizard.getByLabel(/Who was involved/).fill('Charles Babbage, Ada Lovelace');
  await next();
  await wizard.getByLabel('Place name').fill('London, United Kingdom');
  await wizard.getByLabel('Latitude').fill('51.5074');
  await wizard.getByLabel('Longitude').fill('-0.1278');
  await next();
  await wizard.getByLabel('Start date').fill('1833-06-05');
  await wizard.getByLabel('End date (optional)').fill('');
  await next();
  await wizard.getByLabel('What happened').fill('Charles Babbage showed a working fragment of his Difference Engine to guests in his drawing room.');
  await next();
  await wizard.getByLabel('Why it matters').fill('Ada Lovelace saw it there and began her work on computing machines.');
  await next();
  await next(); // what happened next
  await wizard.getByRole('button', { name: 'Add source' }).click();
  await wizard.getByLabel('Title').fill('Doron Swade, The Difference Engine');
  await wizard.getByLabel('Address (optional)').fill('https://www.sciencemuseum.org.uk/objects-and-stories/charles-babbages-difference-engines');
  await wizard.getByLabel('Page or note (optional)').fill('chapter 4');
  await next();
  await wizard.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: "published as 'Pending verification'" })).toBeVisible();
  const found = await page.request.get(`/api/events/search?q=${encodeURIComponent(name)}`);
  return ((await found.json()) as { id: string; name: string }[]).find((e) => e.name === name)!.id;
}

/** Opens the editor from the card, lets `change` edit the steps, and saves with a comment. */
async function editFromCard(page: Page, change: (wizard: Locator) => Promise<void>, comment: string, save: string) {
  await page.getByRole('complementary', { name: 'Event details' }).getByRole('button', { name: 'Edit' }).click();
  const wizard = wizardNamed(page, 'Edit Event');
  await expect(wizard).toHaveAccessibleName('Edit Event: step 1 of 11');
  await change(wizard);
  await toLastStep(page, 'Edit Event');
  await wizard.getByLabel(/What did you change/).fill(comment);
  await wizard.getByRole('button', { name: save }).click();
  await expect(wizard).toHaveCount(0);
}

/** Pages through the moderation queue (oldest first: a new entry is near its end) until `entry` shows. */
async function pageTo(queue: Locator, entry: Locator) {
  // The events queue's count line ("243 waiting for review ..."), not the story queue's "No stories are waiting for review." beside it.
  await expect(queue.getByText(/^[\d,]+ waiting for review/)).toBeVisible();
  for (let page = 0; page < 20 && (await entry.count()) === 0; page++) {
    const shown = await queue.getByRole('listitem').count();
    await queue.getByRole('button', { name: /^Show more/ }).click();
    await expect.poll(() => queue.getByRole('listitem').count()).toBeGreaterThan(shown);
  }
  await expect(entry).toBeVisible();
}

test('a creator publishes and edits with sources and history; a moderator accepts the next edit from the queue; map and card show it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const first = `Babbage demonstrates his engine ${stamp}`;
  const second = `Babbage shows the Difference Engine fragment ${stamp}`;
  const third = `Babbage's engine fragment at Dorset Street ${stamp}`;
  await signIn(page, { email: `revision-creator-${stamp}@example.org`, password: 'creator password' });
  const id = await publishThroughWizard(page, first);

  // The card lists the source, its link opening in a new tab without an opener.
  await page.goto(`/?event=${id}&year=1833`);
  const card = page.getByRole('complementary', { name: 'Event details' });
  const source = card.getByRole('region', { name: 'Sources' }).getByRole('link', { name: 'Doron Swade, The Difference Engine' });
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(source).toHaveAttribute('rel', /noopener/);

  // Pending, the creator's edit takes effect at once.
  await editFromCard(
    page,
    async (wizard) => {
      await wizard.getByRole('button', { name: 'Next' }).click();
      await wizard.getByLabel('Event name').fill(second);
    },
    'A clearer name',
    'Save changes',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Your changes are saved.' })).toBeVisible();
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(second);

  // The History view: the edit (name before and after, side by side) and the creation.
  await card.getByRole('button', { name: 'History' }).click();
  const history = card.getByRole('region', { name: 'History' });
  const edited = history.getByRole('listitem').filter({ hasText: 'Edited' });
  await expect(edited).toContainText('“A clearer name”');
  await expect(edited.getByRole('row', { name: /^Name/ }).getByRole('cell')).toHaveText([first, second]);
  const created = history.getByRole('listitem').filter({ hasText: 'Created' });
  await created.getByText('What it was published with').click();
  await expect(created.getByRole('row', { name: /^Name/ }).getByRole('cell')).toHaveText(['(none)', first]);
  await expect(history.getByRole('button', { name: 'Revert to this' })).toHaveCount(0);
  await saveAtBothSizes(page, 'revisions-history');

  // A moderator validates the new event from the queue.
  const moderator = await newModeratorPage(browser, 'revision');
  await moderator.goto('/admin');
  const queue = moderator.getByRole('region', { name: 'Moderation' });
  const submitted = queue.getByRole('listitem', { name: second });
  await pageTo(queue, submitted);
  await expect(submitted).toContainText('New event');
  await submitted.getByLabel(/^Reason for the submitter/).fill('Checked against the Science Museum');
  await submitted.getByRole('button', { name: 'Validate' }).click();
  await expect(submitted).toHaveCount(0);

  // Validated, the creator's next edit (a new name and place) waits for review; the card keeps the published version.
  await page.goto(`/?event=${id}&year=1833`);
  await expect(card.getByTestId('verification-status')).toContainText('Validated');
  await editFromCard(
    page,
    async (wizard) => {
      const next = () => wizard.getByRole('button', { name: 'Next' }).click();
      await next();
      await wizard.getByLabel('Event name').fill(third);
      for (let i = 0; i < 3; i++) await next();
      await wizard.getByLabel('Latitude').fill(String(NEW_PLACE.latitude));
      await wizard.getByLabel('Longitude').fill(String(NEW_PLACE.longitude));
    },
    'The street, and a test of moving it',
    'Propose changes',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Your changes are sent for review' })).toBeVisible();
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(second);

  // My events, from the user menu: the event validated, the proposal waiting.
  await page
    .getByLabel('User menu')
    .getByRole('button', { name: /Explorer/ })
    .click();
  await page.getByRole('menuitem', { name: 'My Events' }).click();
  await expect(page).toHaveURL(/\/my-events$/);
  const proposal = page.getByRole('listitem').filter({ hasText: 'Proposed edit' });
  await expect(proposal.getByTestId('submission-status')).toHaveText('Waiting for review');
  await expect(proposal.getByRole('row', { name: /^Name/ }).getByRole('cell')).toHaveText([second, third]);
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: /^Event/ })
      .getByTestId('submission-status'),
  ).toHaveText('Validated');
  await saveAtBothSizes(page, 'revisions-my-events');
  // The event's Edit link opens its editor over the map once: the address forgets the request.
  await page
    .getByRole('listitem')
    .filter({ hasText: /^Event/ })
    .getByRole('link', { name: /^Edit / })
    .click();
  await expect(wizardNamed(page, 'Edit Event')).toHaveAccessibleName('Edit Event: step 1 of 11');
  await expect(page).toHaveURL(new RegExp(`[?&]event=${id}(&|$)`));
  await expect(page).not.toHaveURL(/edit=1/);
  // Behind the editor the map goes to the event, as a shared link does.
  await expect(page.getByRole('slider', { name: 'Year' })).toHaveAttribute('aria-valuetext', '1833 CE');
  await saveAtBothSizes(page, 'revisions-edit-from-my-events');

  // The moderator sees the proposal with its changes, oldest first, and accepts it.
  await moderator.reload();
  const proposed = queue.getByRole('listitem').filter({ hasText: 'Proposed edit' }).filter({ hasText: third });
  await pageTo(queue, proposed);
  await expect(proposed.getByRole('row', { name: /^Latitude/ }).getByRole('cell')).toHaveText(['51.5074', '23']);
  await saveAtBothSizes(moderator, 'revisions-queue', proposed);
  await proposed.getByRole('button', { name: 'Accept' }).click();
  await expect(proposed).toHaveCount(0);
  await moderator.context().close();

  // The card shows the new version, and its history the acceptance; My events says accepted.
  await page.goto(`/?event=${id}&year=1833`);
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(third);
  await card.getByRole('button', { name: 'History' }).click();
  await expect(card.getByRole('region', { name: 'History' }).getByRole('listitem').first()).toContainText('Proposed edit accepted');
  await page.goto('/my-events');
  await expect(page.getByRole('listitem').filter({ hasText: 'Proposed edit' }).getByTestId('submission-status')).toHaveText('Accepted');

  // The map draws it at its new place: resting on that point opens its popup with the new name.
  await page.goto('/?year=1833');
  await expect(page.getByTestId('events-counter')).not.toContainText('...');
  const point = projectToScreen(NEW_PLACE.longitude, NEW_PLACE.latitude, VIEW);
  const popup = await hoverUntilPopup(page, point, 25_000);
  await expect(popup.getByRole('heading', { name: third })).toBeVisible();
});
