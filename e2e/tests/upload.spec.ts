import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from '../support/screenshots';

async function signIn(page: Page) {
  const account = { email: `uploader-${Date.now()}@example.org`, password: 'uploader password' };
  expect((await page.request.post('/api/register', { data: account })).status()).toBe(201);
}

async function fillWizard(page: Page, name: string, description: string) {
  const wizard = page.getByRole('dialog', { name: /^Upload Event/ });
  const next = () => wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard).toHaveAccessibleName('Upload Event: step 1 of 11');
  await next();
  await next();
  await expect(wizard.getByRole('alert')).toContainText('Give the event a name');
  await wizard.getByLabel('Event name').fill(name);
  await next();
  await next(); // real
  await wizard.getByLabel(/Who was involved/).fill('Ada Lovelace, Charles Babbage');
  await next();
  await wizard.getByLabel('Place name').fill('London, United Kingdom');
  // A click on the map sets the coordinates to six decimals.
  await wizard.locator('.maplibregl-canvas').click({ position: { x: 150, y: 60 } });
  await expect(wizard.getByLabel('Latitude')).toHaveValue(/^-?\d+\.\d{6}$/);
  await wizard.getByLabel('Latitude').fill('51.507400');
  await wizard.getByLabel('Longitude').fill('-0.127800');
  await saveScreenshot(page, 'wizard-place');
  await next();
  await expect(wizard.getByLabel('Start date')).toHaveValue('1969-08-15');
  await wizard.getByLabel('Start date').fill('1843-07-01');
  await wizard.getByLabel('End date (optional)').fill('');
  await next();
  await wizard.getByLabel('What happened').fill(description);
  await next();
  await wizard.getByLabel('Why it matters').fill('It is often called the first computer program.');
  await next();
  await next(); // what happened next (optional)
  await next(); // media (optional)
  await expect(wizard).toHaveAccessibleName('Upload Event: step 11 of 11');
  return wizard;
}

test('the wizard publishes a real event that appears on the map as pending', async ({ page }) => {
  await signIn(page);
  await page.goto('/?year=1843');
  await expect(page.getByTestId('events-counter')).not.toContainText('...');
  await page.getByRole('button', { name: 'Upload Event' }).click();
  const wizard = await fillWizard(page, 'Lovelace publishes her Notes on the Analytical Engine', 'Ada Lovelace published her translation of Menabrea with long notes of her own.');
  await saveScreenshot(page, 'wizard-publish');
  await wizard.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: "published as 'Pending verification'" })).toBeVisible();
  await expect(wizard).toHaveCount(0, { timeout: 6000 });

  const found = await page.request.get('/api/events/search?q=Lovelace%20publishes');
  const event = ((await found.json()) as { id: string; verificationStatus: string }[])[0]!;
  expect(event.verificationStatus).toBe('pending');
  // After the data reload, the map shows it: its card carries the pending label.
  await page.goto(`/?event=${event.id}`);
  await expect(page.getByTestId('verification-status')).toContainText('Pending Validation');
});

test('a refused submission shows its violations at the right step and keeps the draft', async ({ page }) => {
  await signIn(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Upload Event' }).click();
  const wizard = await fillWizard(page, 'A test <script>alert(1)</script>', 'Nothing <b>bold</b> here.');
  await wizard.getByRole('button', { name: 'Publish' }).click();
  // The first step with a violation opens, with the server's words.
  await expect(wizard).toHaveAccessibleName('Upload Event: step 2 of 11');
  await expect(wizard.getByRole('alert')).toContainText(/HTML|script/i);
  await expect(wizard.getByLabel('Event name')).toHaveValue('A test <script>alert(1)</script>');
  await saveScreenshot(page, 'wizard-violations');
});

test('signed out, the last step asks to sign in and keeps the draft', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Upload Event' }).click();
  const wizard = await fillWizard(page, 'Draft kept while signing in', 'Something happened.');
  await expect(wizard.getByRole('link', { name: 'Log in or sign up' })).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Upload Event' }).click();
  await page.getByRole('dialog', { name: /^Upload Event/ }).getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Event name')).toHaveValue('Draft kept while signing in');
});
