/**
 * The public API as a third-party developer meets it: the examples of /builders run, the explorer
 * at /graphql loads and runs a query with no network beyond the app, and a page on another origin
 * reads public data but cannot make credentialed calls.
 */
import { expect, test, type Page } from '@playwright/test';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { saveScreenshot } from '../support/screenshots';

/** Fails the test on any request that leaves the app's origin (no CDN, no fonts from elsewhere). */
async function onlyTheApp(page: Page, origin: string): Promise<string[]> {
  const outside: string[] = [];
  await page.route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('blob:') || url.startsWith('data:')) return route.continue();
    outside.push(url);
    return route.abort();
  });
  return outside;
}

test('/builders: every example runs from the page and answers as it says', async ({ page, baseURL }) => {
  const outside = await onlyTheApp(page, baseURL!);
  await page.goto('/builders');
  const examples = page.getByRole('region', { name: 'Examples that run' }).getByRole('article');
  await expect(examples.first()).toBeVisible();
  const count = await examples.count();
  expect(count).toBeGreaterThanOrEqual(5);
  for (let i = 0; i < count; i++) {
    const example = examples.nth(i);
    const title = (await example.getByRole('heading').textContent())!;
    await example.getByRole('button', { name: 'Run' }).click();
    const answer = example.getByRole('region', { name: `Answer to ${title}` });
    await expect(answer, title).toContainText('HTTP ');
    const text = (await answer.textContent())!;
    if (/refusal/.test(title)) {
      expect(text, title).toContain('HTTP 200');
      expect(text, title).toContain('"code": "BAD_USER_INPUT"');
      expect(text, title).toContain('"field": "first"');
      // The Errors section shows the same refusal word for word.
      const message = /"message": "([^"]+)"/.exec(text)![1]!;
      await expect(page.getByRole('region', { name: 'Errors' })).toContainText(message);
    } else {
      expect(text, title).toContain('HTTP 200');
      expect(text, title).not.toContain('"errors"');
      expect(text, title).toMatch(/"data": \{\s+"\w+": [[{]/);
    }
  }
  await saveScreenshot(page, 'builders');
  await page.setViewportSize({ width: 360, height: 740 });
  await examples.first().scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'builders-phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(outside).toEqual([]);
});

test('the explorer at /graphql loads from the app alone, shows the docs and runs a query', async ({ page, baseURL }) => {
  const outside = await onlyTheApp(page, baseURL!);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  await page.goto('/graphql');
  await expect(page).toHaveTitle(/GraphQL explorer/);
  const run = page.getByRole('button', { name: /Execute query/ });
  await expect(run).toBeVisible({ timeout: 30_000 });
  // The editor knows the schema once introspection has answered (its Docs panel lists the root types).
  await page.getByRole('button', { name: /Show Documentation Explorer/ }).click();
  await expect(page.getByText('HistoricalEvent', { exact: false }).first()).toBeVisible();
  await run.click();
  await expect(page.locator('.graphiql-response')).toContainText('totalCount', { timeout: 30_000 });
  await expect(page.locator('.graphiql-response')).not.toContainText('"errors"');
  await saveScreenshot(page, 'graphql-explorer');
  await page.setViewportSize({ width: 360, height: 740 });
  await saveScreenshot(page, 'graphql-explorer-phone');
  expect(outside).toEqual([]);
  expect(violations.filter((v) => /Content Security Policy|Refused/.test(v))).toEqual([]);
});

test('the explorer opens with the query of a link (/graphql?query=)', async ({ page }) => {
  await page.goto(`/graphql?query=${encodeURIComponent('query FromALink { periods { key } }')}`);
  await expect(page.getByRole('button', { name: /Execute query/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.graphiql-query-editor')).toContainText('FromALink');
});

test('a page on another origin reads public data, and a credentialed call from it is refused', async ({ page, baseURL }) => {
  // Another site: a server of its own on another port (a page Playwright made up would count as
  // a public site, which Chromium never lets call a loopback address, whatever CORS says).
  const app = new URL(baseURL!);
  const site = http.createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Another site</title><p>hello</p>'),
  );
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const elsewhere = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  await page.goto(`${elsewhere}/`);
  const api = `${app.origin}/graphql`;

  const publicRead = await page.evaluate(async (url) => {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ periods { key } }' }) });
    return { status: res.status, body: (await res.json()) as { data?: { periods: unknown[] } } };
  }, api);
  expect(publicRead.status).toBe(200);
  expect(publicRead.body.data?.periods).toHaveLength(7);

  const credentialed = await page.evaluate(async (url) => {
    try {
      const res = await fetch(url, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation { logout }' }),
      });
      return { status: res.status, text: await res.text() };
    } catch (error) {
      return { blocked: String(error) };
    }
  }, api);
  // Either the browser refuses to hand the answer over (no CORS grant) or the server says 403.
  if ('status' in credentialed) expect(credentialed.status).toBe(403);
  else expect(credentialed.blocked).toMatch(/Failed to fetch|TypeError/);
  site.close();
});
