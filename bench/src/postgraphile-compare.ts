/**
 * Issue 32 point 2: our GraphQL reads against their hand-written floors and PostGraphile v5 on the
 * same database. Three requests (the flat page executed every time, the nested page, the nested
 * page through `nodes(ids:)`), each through our server, its floor and PostGraphile; all nine loads
 * alternate round by round (http-bench.ts's loadInRounds), with each server's CPU per request.
 */
import assert from 'node:assert/strict';
import os from 'node:os';
import pg from 'pg';
import { loadInRounds, startBenchProcess, type Load, type LoadFigures, type PageLoadOptions } from './http-bench.js';
import { NESTED_GRAPHQL, nodesGraphql, PEER_FLAT_GRAPHQL, PEER_NESTED_GRAPHQL, peerByIdsGraphql, SEED_RELATIONSHIPS_SQL } from './nested-page.js';
import { PAGE_GRAPHQL } from './page.js';
import { PEER_SCHEMA_SQL } from './postgraphile-schema.js';
import type { ApiServer } from './processes.js';

export interface PeerRow {
  ours: LoadFigures;
  /** Another build of ours, loaded alongside (postgraphile-bench.ts --baseline): an A/B of two builds. */
  baseline?: LoadFigures;
  floor: LoadFigures;
  postgraphile: LoadFigures;
}

export interface PeerFigures {
  flat: PeerRow;
  nested: PeerRow;
  nodes: PeerRow;
  eventsPerPage: number;
  relationshipsPerPage: number;
  rounds: number;
  seconds: number;
  warmUpSeconds: number;
  /** The machine's 1-minute load average before and after (other work shares the cores). */
  loadAverage: [number, number];
}

/** Gives the events relationships (once) and adds PostGraphile's functions. */
export async function preparePeerDatabase(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from event_relationships');
    if (!rows[0]!.n) {
      await client.query(SEED_RELATIONSHIPS_SQL);
      await client.query('vacuum analyze event_relationships');
    }
    await client.query(PEER_SCHEMA_SQL);
  } finally {
    await client.end();
  }
}

const post = (url: string, body: string, headers: Record<string, string> = {}): Load => ({
  url,
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body,
});

async function json(load: Load): Promise<unknown> {
  const response = await fetch(load.url, {
    method: load.method ?? 'GET',
    headers: load.headers as Record<string, string> | undefined,
    body: load.body as string | undefined,
  });
  const body = (await response.json()) as { errors?: unknown };
  if (!response.ok || body.errors) throw new Error(`${load.url} answered ${response.status}: ${JSON.stringify(body).slice(0, 500)}`);
  return body;
}

type Nested = { data: { events: { edges: { node: { id: string; relationships: unknown[] } }[] } } };
type PeerNested = { data: { peerEventsPage: { nodes: { rowId: string; relationships: { nodes: unknown[] } }[] } } };

/**
 * Measures the three requests on our server (running on `databaseUrl`, prepared by
 * preparePeerDatabase), and on `baseline` (another build of ours) when given.
 */
export async function benchPeer(api: ApiServer, databaseUrl: string, options: PageLoadOptions, baseline?: ApiServer): Promise<PeerFigures> {
  const loadBefore = os.loadavg()[0]!;
  const [raw, nestedFloor, peer] = [
    await startBenchProcess('raw-floor.ts', databaseUrl),
    await startBenchProcess('nested-floor.ts', databaseUrl),
    await startBenchProcess('postgraphile-server.ts', databaseUrl),
  ];
  try {
    const graphqlOn = (server: ApiServer) => (body: string) => ({ ...post(`${server.url}/graphql`, body, { 'cache-control': 'no-cache' }), pid: server.pid });
    const ours = graphqlOn(api);
    const peerGraphql = (body: string) => ({ ...post(`${peer.url}graphql`, body), pid: peer.pid });
    // The same answers before any load: ours and the floor to the byte, PostGraphile the same events and links.
    const nested = (await json(ours(NESTED_GRAPHQL))) as Nested;
    assert.deepEqual(await json({ url: `${nestedFloor.url}nested` }), nested, 'the nested floor answers what our server does');
    const ids = nested.data.events.edges.map((e) => e.node.id);
    const links = nested.data.events.edges.reduce((n, e) => n + e.node.relationships.length, 0);
    const peerNested = (await json(peerGraphql(PEER_NESTED_GRAPHQL))) as PeerNested;
    assert.deepEqual(
      peerNested.data.peerEventsPage.nodes.map((n) => [n.rowId, n.relationships.nodes.length]),
      nested.data.events.edges.map((e) => [e.node.id, e.node.relationships.length]),
      'PostGraphile reads the same events and relationships',
    );
    const byIds = JSON.stringify({ ids });
    assert.deepEqual(
      ((await json(post(`${nestedFloor.url}nodes`, byIds))) as { data: { nodes: unknown[] } }).data.nodes,
      nested.data.events.edges.map((e) => e.node),
      'the nodes floor answers the same events',
    );
    await json(ours(nodesGraphql(ids)));
    await json(peerGraphql(peerByIdsGraphql(ids)));
    const baselineLoads = baseline ? [PAGE_GRAPHQL, NESTED_GRAPHQL, nodesGraphql(ids)].map(graphqlOn(baseline)) : [];
    if (baseline) assert.deepEqual(await json(baselineLoads[1]!), nested, 'the baseline build answers what ours does');

    const figures = await loadInRounds(
      [
        ours(PAGE_GRAPHQL),
        { url: raw.url, pid: raw.pid },
        peerGraphql(PEER_FLAT_GRAPHQL),
        ours(NESTED_GRAPHQL),
        { url: `${nestedFloor.url}nested`, pid: nestedFloor.pid },
        peerGraphql(PEER_NESTED_GRAPHQL),
        ours(nodesGraphql(ids)),
        { ...post(`${nestedFloor.url}nodes`, byIds), pid: nestedFloor.pid },
        peerGraphql(peerByIdsGraphql(ids)),
        ...baselineLoads,
      ],
      options,
    );
    const row = (i: number): PeerRow => ({
      ours: figures[i]!,
      floor: figures[i + 1]!,
      postgraphile: figures[i + 2]!,
      ...(baseline ? { baseline: figures[9 + i / 3]! } : {}),
    });
    return {
      flat: row(0),
      nested: row(3),
      nodes: row(6),
      eventsPerPage: ids.length,
      relationshipsPerPage: links,
      rounds: options.rounds,
      seconds: options.seconds,
      warmUpSeconds: options.warmUpSeconds,
      loadAverage: [loadBefore, os.loadavg()[0]!],
    };
  } finally {
    await Promise.all([raw.close(), nestedFloor.close(), peer.close()]);
  }
}
