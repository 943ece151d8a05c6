/**
 * The app the fuzz tests run against and the properties they check on every answer: never a 5xx,
 * never an INTERNAL_SERVER_ERROR, always a typed answer, and a refused request writes nothing (row
 * counts of every data table are unchanged). Rate limits are off so payloads reach the validation
 * behind them (the limits have their own tests).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import supertest from 'supertest';
import { expect } from 'vitest';
import { User } from '../../modules/users/user.entity.js';
import { SAMPLE_EVENTS } from '../fixtures/sample-events.js';
import { linkTokenFor } from '../outbox.js';
import { bodyOf } from '../response-body.js';
import { createTestApp, type GraphQLAnswer, type TestApp } from '../test-app.js';

export type Agent = ReturnType<typeof supertest.agent>;

/** Tables that hold data; refused requests must not change them (logs and counters may). */
const DATA_TABLES = [
  'users',
  'newsletter_subscribers',
  'newsletter_confirmations',
  'newsletter_campaigns',
  'newsletter_deliveries',
  'newsletter_engagements',
  'historical_events',
  'event_submissions',
  'event_revisions',
  'event_relationships',
  'contact_messages',
  'link_feedback',
  'dismissed_link_suggestions',
  'password_reset_tokens',
  'email_verification_tokens',
  'media_files',
  'stories',
  'story_revisions',
];

const ADMIN_EMAIL = 'fuzz.admin@example.org';
/** The site's public address in the fuzz app: oEmbed answers for addresses under it. */
export const FUZZ_PUBLIC_URL = 'https://atlas.example.org';

export interface FuzzApp {
  t: TestApp;
  /** Signed in as a proven admin: every role-gated path is reachable. */
  admin: Agent;
  /** Signed in as a plain account whose address is not proven yet: meets the role refusals. */
  member: Agent;
  /** Real ids the generators' tokens stand for: an event, the admin, the member, a draft campaign, a story of the member's. */
  ids: { EVENT: string; SELF: string; OTHER: string; CAMPAIGN: string; STORY: string };
  /** The uploads folder (removed at close). */
  mediaDir: string;
  requestsSent: number;
  close(): Promise<void>;
}

/** A fresh app and database with a proven admin, a second account and the sample events. */
export async function startFuzzApp(): Promise<FuzzApp> {
  const sandbox = fs.mkdtempSync(path.join(os.tmpdir(), 'epoch-fuzz-'));
  const mediaDir = path.join(sandbox, 'media');
  // A stand-in for the web build, so GET /graphql from a browser gets the explorer page (not the
  // 503 that says the build is missing).
  const webDir = path.join(sandbox, 'web');
  fs.mkdirSync(webDir);
  fs.writeFileSync(path.join(webDir, 'explorer.html'), '<!doctype html><title>explorer</title>');
  // And the app's page, whose head tags name the event in ?event= (link previews).
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head><title>Epoch Atlas</title></head><body></body></html>');
  const t = await createTestApp({ ADMIN_EMAILS: ADMIN_EMAIL, RATE_LIMIT_FACTOR: '0', MEDIA_DIR: mediaDir, WEB_DIST_DIR: webDir, PUBLIC_URL: FUZZ_PUBLIC_URL });
  const admin = supertest.agent(t.app);
  expect((await admin.post('/api/register').send({ email: ADMIN_EMAIL, password: 'fuzz admin password' })).status).toBe(201);
  // The admin role comes with the proven address (the link mailed at sign-up).
  const verified = await t.http.post('/api/verify-email').send({ token: await linkTokenFor(t.outbox, ADMIN_EMAIL, 'verify') });
  const self = bodyOf<{ user: { id: string; role: string } }>(verified).user;
  expect(self.role).toBe('admin');
  const member = supertest.agent(t.app);
  const other = await member.post('/api/register').send({ email: 'fuzz.member@example.org', password: 'fuzz member password' });
  expect(other.status).toBe(201);
  for (const event of SAMPLE_EVENTS) expect((await admin.post('/api/events').send(event)).status).toBe(201);
  const [first] = bodyOf<{ id: string }[]>(await admin.get('/api/events?limit=1'));
  const draft = await admin
    .post('/graphql')
    .send({ query: 'mutation { createCampaign(input: { newsletter: WEEKLY_DIGEST, subject: "Fuzz", markdown: "Fuzz [link](/)" }) { id } }' });
  const campaign = bodyOf<{ data: { createCampaign: { id: string } } }>(draft).data.createCampaign.id;
  const story = await member.post('/graphql').send({
    query: 'mutation($i: StoryInput!) { createStory(input: $i) { id } }',
    variables: { i: { title: 'Fuzz story', steps: [{ title: 'One', text: 'Step', startYear: 1066, longitude: 0, latitude: 51, zoom: 5 }] } },
  });
  return {
    t,
    admin,
    member,
    ids: {
      EVENT: first!.id,
      SELF: self.id,
      OTHER: bodyOf<{ user: { id: string } }>(other).user.id,
      CAMPAIGN: campaign,
      STORY: bodyOf<{ data: { createStory: { id: string } } }>(story).data.createStory.id,
    },
    mediaDir,
    requestsSent: 0,
    async close() {
      await t.close();
      fs.rmSync(sandbox, { recursive: true, force: true });
    },
  };
}

/** Who sends a request: the admin reaches every role-gated path; a member and a stranger meet the refusals first. */
export type Who = 'admin' | 'member' | 'anonymous';
export const WHO: readonly Who[] = ['admin', 'member', 'anonymous'];

/** The agent for `who`: the stranger is a new cookie-less client each time. */
export function agentOf(fx: FuzzApp, who: Who): Agent {
  return who === 'admin' ? fx.admin : who === 'member' ? fx.member : supertest(fx.t.app);
}

/** The generated value with the tokens EVENT, SELF and OTHER replaced by the real ids. */
export function withRealIds<T>(fx: FuzzApp, value: T): T {
  const text = JSON.stringify(value);
  if (text === undefined) return value;
  return JSON.parse(text.replace(/"(EVENT|SELF|OTHER|CAMPAIGN|STORY)"/g, (_, token: keyof FuzzApp['ids']) => JSON.stringify(fx.ids[token]))) as T;
}

async function rowCounts(t: TestApp): Promise<string> {
  const sql = DATA_TABLES.map((table) => `(select count(*) from ${table}) as ${table}`).join(', ');
  const [row] = await t.db.orm.em.fork().getConnection().execute(`select ${sql}`);
  return JSON.stringify(row);
}

/** The answer types our endpoints give; the explorer page and the web app's pages are HTML, link preview cards PNG. */
const ANSWER_TYPES = /json|csv|octet-stream|ndjson|geo\+json|text\/html|image\/png/;

/** Never a 5xx, a typed answer, and no GraphQL error that is an internal one. */
export function checkAnswer(fx: FuzzApp, res: supertest.Response, what: string): void {
  fx.requestsSent++;
  expect(res.status, `${what} → ${res.status} ${(res.text ?? '').slice(0, 200)}`).toBeLessThan(500);
  // Node itself answers a request line or headers over 16 KB with a bare 431 before our code sees it;
  // a 304 (If-None-Match: * matches any answer, as HTTP says) has no body to type.
  if (res.status === 431 || res.status === 304) return;
  expect(res.headers['content-type'] ?? '', what).toMatch(ANSWER_TYPES);
  const errors = (bodyOf<GraphQLAnswer<unknown> | undefined>(res)?.errors ?? []) as unknown;
  for (const error of Array.isArray(errors) ? (errors as { extensions?: { code?: unknown } }[]) : []) {
    expect(error?.extensions?.code, `${what}: ${JSON.stringify(error).slice(0, 300)}`).not.toBe('INTERNAL_SERVER_ERROR');
  }
}

/** checkAnswer, and a refused request (4xx or GraphQL errors) changed no data table. */
export async function checkWrite(fx: FuzzApp, send: () => supertest.Test, what: string): Promise<supertest.Response> {
  const before = await rowCounts(fx.t);
  const res = await send();
  checkAnswer(fx, res, what);
  const refused = res.status >= 400 || Boolean(bodyOf<GraphQLAnswer<unknown> | undefined>(res)?.errors);
  if (refused) expect(await rowCounts(fx.t), `${what} was refused (${res.status}) but wrote`).toBe(before);
  return res;
}

/** The root fields the documents select, each with the arguments they pass it (sorted). */
export function rootArguments(documents: string[]): Record<string, string[]> {
  const found: Record<string, Set<string>> = {};
  for (const document of documents) {
    for (const definition of parse(document).definitions as OperationDefinitionNode[]) {
      for (const selection of definition.selectionSet.selections) {
        if (selection.kind !== Kind.FIELD) continue;
        const args = (found[selection.name.value] ??= new Set());
        for (const arg of selection.arguments ?? []) args.add(arg.name.value);
      }
    }
  }
  return Object.fromEntries(Object.entries(found).map(([name, args]) => [name, [...args].sort()]));
}

/** The schema's root fields of queries or mutations, each with its arguments (sorted), as the running app serves them. */
export async function schemaRootArguments(fx: FuzzApp, root: 'queryType' | 'mutationType'): Promise<Record<string, string[]>> {
  type Fields = { name: string; args: { name: string }[] }[];
  const res = await fx.t.graphql<{ __schema: Record<typeof root, { fields: Fields }> }>(`{ __schema { ${root} { fields { name args { name } } } } }`);
  return Object.fromEntries(res.data!.__schema[root].fields.map((f) => [f.name, f.args.map((a) => a.name).sort()]));
}

/** The admin account the fuzzing ran as still exists (nothing removed or renamed it). */
export async function expectAdminIntact(fx: FuzzApp, file: string): Promise<void> {
  expect(await fx.t.db.orm.em.fork().count(User, { email: ADMIN_EMAIL })).toBe(1);
  expect(bodyOf<{ role: string }>(await fx.admin.get('/api/user')).role).toBe('admin');
  console.log(`[fuzz ${file}] ${fx.requestsSent} requests, ${process.env.FUZZ_RUNS ?? 25} cases per property`);
}
