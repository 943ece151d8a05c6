/**
 * The mixed load test of issue 9: many connections at once (100 for 30 s in the full run) sending
 * what a busy site gets: GraphQL pages of events, searches, single events, sign-ins and newsletter
 * sign-ups, each from its own client address. It reports throughput and latency, every error and
 * non-2xx answer, and checks afterwards that every sign-up the API acknowledged is in the database
 * (lost writes must be zero).
 *
 * Rate limits stay on and are counted in PostgreSQL as usual, but multiplied by 100
 * (RATE_LIMIT_FACTOR) so that the test's 40 accounts can sign in hundreds of times.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { startApiServer } from './processes.js';
import { SEARCH_QUERIES } from './search-bench.js';
import { round } from './stats.js';

export interface LoadTestFigures {
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  byKind: Record<string, number>;
  acknowledgedWrites: number;
  lostWrites: number;
}

const ACCOUNTS = 40;
const PASSWORD = 'load test password';

type Kind = 'page' | 'search' | 'event' | 'login' | 'subscribe';
/** Shares of the mix, in percent: reads dominate, as on the real site. */
const MIX: [Kind, number][] = [
  ['page', 45],
  ['search', 25],
  ['event', 15],
  ['subscribe', 10],
  ['login', 5],
];

function pickKind(): Kind {
  let r = Math.random() * 100;
  for (const [kind, share] of MIX) {
    if ((r -= share) < 0) return kind;
  }
  return 'page';
}

const randomAddress = () => `10.${(Math.random() * 255) | 0}.${(Math.random() * 255) | 0}.${(Math.random() * 254 + 1) | 0}`;

export async function benchLoad(databaseUrl: string, options: { connections: number; seconds: number }): Promise<LoadTestFigures> {
  // The load stands for many clients behind one proxy on loopback (each request its own X-Forwarded-For).
  const api = await startApiServer(databaseUrl, { RATE_LIMIT_FACTOR: '100', LOG_LEVEL: 'warn', TRUST_PROXY: 'loopback' });
  try {
    for (let i = 0; i < ACCOUNTS; i++) {
      const res = await fetch(`${api.url}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() },
        body: JSON.stringify({ email: `load${i}@bench.example.org`, password: PASSWORD }),
      });
      if (res.status !== 201 && res.status !== 409) throw new Error(`registering a load-test account failed: ${res.status}`);
    }
    const ids = ((await (await fetch(`${api.url}/api/events?limit=500`)).json()) as { id: string }[]).map((e) => e.id);

    const byKind: Record<string, number> = {};
    const sent = new Set<string>();
    const acknowledged = new Set<string>();
    let sequence = 0;
    const result = await autocannon({
      url: api.url,
      connections: options.connections,
      duration: options.seconds,
      timeout: 10,
      requests: [
        {
          setupRequest(request, context: { email?: string }) {
            const kind = pickKind();
            byKind[kind] = (byKind[kind] ?? 0) + 1;
            context.email = undefined;
            const headers = { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() };
            // A timeline year (there is no year 0: the API refuses it).
            const year = -3000 + ((Math.random() * 5000) | 0) || 1;
            switch (kind) {
              case 'page':
                return {
                  ...request,
                  method: 'POST',
                  path: '/graphql',
                  headers,
                  body: JSON.stringify({
                    query: 'query($f: EventFilter) { events(filter: $f, first: 50) { edges { node { id name startYear latitude longitude } } } }',
                    variables: { f: { year } },
                  }),
                };
              case 'search':
                return {
                  ...request,
                  method: 'GET',
                  path: `/api/events/search?q=${encodeURIComponent(SEARCH_QUERIES[(Math.random() * SEARCH_QUERIES.length) | 0]!)}`,
                  headers,
                };
              case 'event':
                return { ...request, method: 'GET', path: `/api/events/${ids[(Math.random() * ids.length) | 0]}`, headers };
              case 'login':
                return {
                  ...request,
                  method: 'POST',
                  path: '/api/login',
                  headers,
                  body: JSON.stringify({ email: `load${(Math.random() * ACCOUNTS) | 0}@bench.example.org`, password: PASSWORD }),
                };
              case 'subscribe': {
                const email = `reader${sequence++}-${process.pid}@bench.example.org`;
                context.email = email;
                sent.add(email);
                return { ...request, method: 'POST', path: '/api/newsletter/subscribe', headers, body: JSON.stringify({ email }) };
              }
            }
          },
          onResponse(status, _body, context: { email?: string }) {
            if (context.email && status === 200) acknowledged.add(context.email);
          },
        },
      ],
    });

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const stored = new Set(
      ((await client.query(`select email from newsletter_subscribers where email like 'reader%@bench.example.org'`)).rows as { email: string }[]).map(
        (r) => r.email,
      ),
    );
    await client.end();
    const lost = [...acknowledged].filter((e) => !stored.has(e)).length;

    return {
      connections: options.connections,
      seconds: options.seconds,
      requests: result.requests.total,
      requestsPerSecond: round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      byKind,
      acknowledgedWrites: acknowledged.size,
      lostWrites: lost,
    };
  } finally {
    await api.stop();
  }
}

/** The load test's rows for the Markdown report. */
export function loadTestRows(load: LoadTestFigures | undefined): string[] {
  if (!load) return [];
  const mix = Object.entries(load.byKind)
    .map(([kind, n]) => `${kind} ${n.toLocaleString('en')}`)
    .join(', ');
  const clean = load.errors === 0 && load.timeouts === 0 && load.non2xx === 0 && load.lostWrites === 0;
  return [
    `| Mixed load: ${load.connections} connections for ${load.seconds} s | figure |`,
    '|---|---:|',
    `| requests (${mix}) | ${load.requests.toLocaleString('en')} |`,
    `| throughput, req/s (p50 / p99 ms) | ${load.requestsPerSecond.toLocaleString('en')} (${load.p50} / ${load.p99}) |`,
    `| errors / timeouts / non-2xx answers | ${load.errors} / ${load.timeouts} / ${load.non2xx} |`,
    `| newsletter sign-ups acknowledged / lost | ${load.acknowledgedWrites.toLocaleString('en')} / ${load.lostWrites} |`,
    `| zero errors and zero lost writes | ${clean ? 'met' : '**missed**'} |`,
    '',
  ];
}
