import { expect, test, type Page } from '@playwright/test';
import { newModeratorPage, signIn } from '../support/outbox';
import { saveAtBothSizes } from '../support/screenshots';

/** The id of the curated event with this exact name. */
async function eventId(page: Page, name: string): Promise<string> {
  const found = await page.request.get(`/api/events/search?q=${encodeURIComponent(name)}`);
  return ((await found.json()) as { id: string; name: string }[]).find((e) => e.name === name)!.id;
}

/** The signed-in viewer's side of the event's links, as the server has it. */
async function linkReview(page: Page, id: string) {
  const res = await page.request.post('/graphql', {
    data: { query: 'query($id: ID!) { eventLinkReview(eventId: $id) { relationshipId yourAnswer feedback { looksRight notRelated } } }', variables: { id } },
  });
  return ((await res.json()) as { data: { eventLinkReview: { relationshipId: string; yourAnswer: string | null; feedback: object | null }[] } }).data
    .eventLinkReview;
}

/** Saves the card's Connections at the desktop size and on a phone, and comes back to the desktop. */
const saveConnections = (page: Page, name: string) => saveAtBothSizes(page, name, page.getByRole('region', { name: 'Connections' }));

test("a signed-in visitor answers 'Looks Right' on a suggested link; a moderator sees the answer and confirms the link", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, { email: `suggestions-visitor-${Date.now()}@example.org`, password: 'visitor password' });
  const issus = await eventId(page, 'Battle of Issus');

  // The card of the Battle of Issus shows the server's suggestion: the Battle of Gaugamela, with its reason.
  await page.goto(`/?event=${issus}&year=-333`);
  const card = page.getByRole('complementary', { name: 'Event details' });
  const suggestion = card.getByRole('listitem', { name: 'Suggested link to Battle of Gaugamela' });
  await expect(suggestion).toContainText('Both list Darius III among the participants.');
  await suggestion.getByRole('button', { name: 'Looks Right' }).click();
  await expect(suggestion.getByRole('status')).toHaveText('Thank you for your feedback!');
  await expect(suggestion.getByRole('button', { name: 'Looks Right' })).toHaveAttribute('aria-pressed', 'true');
  const answered = (await linkReview(page, issus)).filter((r) => r.yourAnswer);
  expect(answered).toEqual([expect.objectContaining({ yourAnswer: 'LOOKS_RIGHT', feedback: null })]);
  await saveConnections(page, 'suggestions-visitor');

  // The moderator sees the count, confirms the link as "Gaugamela response to Issus", and it joins the links people made.
  const moderator = await newModeratorPage(browser, 'suggestions');
  await moderator.goto(`/?event=${issus}&year=-333`);
  const moderatorCard = moderator.getByRole('complementary', { name: 'Event details' });
  const row = moderatorCard.getByRole('listitem', { name: 'Suggested link to Battle of Gaugamela' });
  await expect(row).toContainText('Looks Right 1 · Not Related 0');
  await row.getByRole('combobox', { name: 'Type of the confirmed link' }).selectOption({ label: 'response to' });
  await saveConnections(moderator, 'suggestions-moderator');
  await row.getByRole('button', { name: 'Confirm' }).click();
  const connections = moderatorCard.getByRole('region', { name: 'Connections' });
  await expect(connections.getByRole('listitem').filter({ hasText: 'Battle of Gaugamela — response to this event' })).toBeVisible();
  await expect(row).toHaveCount(0);
  await saveConnections(moderator, 'suggestions-confirmed');

  // Anyone reading the event now gets the confirmed, typed link.
  const read = await page.request.post('/graphql', {
    data: {
      query: 'query($id: ID!) { event(id: $id) { relationships { connectionType relationshipType source { name } } } }',
      variables: { id: issus },
    },
  });
  const relationships = (
    (await read.json()) as { data: { event: { relationships: { connectionType: string; relationshipType: string; source: { name: string } }[] } } }
  ).data.event.relationships;
  expect(relationships).toContainEqual({ connectionType: 'MANUAL', relationshipType: 'RESPONSE_TO', source: { name: 'Battle of Gaugamela' } });
});
