/**
 * The floor of the nested page (issue 32 point 2): a bare Node HTTP handler answering the same JSON
 * our GraphQL nested page (nested-page.ts) returns, with one hand-written statement per request
 * (the page or the ids, each event's relationships and both of their events, joined in
 * PostgreSQL) through a pg pool of 10. Run as its own process, like raw-floor.ts:
 *
 *   node --import tsx src/nested-floor.ts DATABASE_URL   prints the port it listens on
 *   GET /nested            the page's events with their relationships ({ data: { events: { edges } } })
 *   POST /nodes {"ids"}    the same for the events of `ids` ({ data: { nodes } })
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { constantCase } from '../../graphql-api/src/domain/enums.js';
import { PAGE, PAGE_SQL } from './page.js';

const WITH_LINKS = (events: string) => `with p as (${events})
  select p.id, p.name, p.start_year, p.end_year, p.latitude, p.longitude, p.period, p.event_type,
    r.id as r_id, r.relationship_type, r.source_event_id, r.target_event_id, s.name as s_name, s.start_year as s_start, t.name as t_name, t.start_year as t_start
  from p left join lateral (select * from event_relationships r where r.source_event_id = p.id or r.target_event_id = p.id) r on true
    left join historical_events s on s.id = r.source_event_id left join historical_events t on t.id = r.target_event_id
  order by p.start_year, p.id, r.created_at, r.id`;
const NESTED_SQL = WITH_LINKS(PAGE_SQL);
const NODES_SQL = WITH_LINKS(
  `select id, name, start_year, end_year, latitude, longitude, period, event_type from historical_events where id = any($1::uuid[])`,
);

interface Row {
  id: string;
  name: string;
  start_year: number;
  end_year: number;
  latitude: number;
  longitude: number;
  period: string;
  event_type: string;
  r_id: string | null;
  relationship_type: string | null;
  source_event_id: string;
  target_event_id: string;
  s_name: string;
  s_start: number;
  t_name: string;
  t_start: number;
}

const constants = new Map<string, string>();
const constant = (value: string) => constants.get(value) ?? (constants.set(value, constantCase(value)), constants.get(value)!);

/** The rows of one event follow one another; each becomes an event with its relationships. */
interface NestedEvent {
  id: string;
  relationships: object[];
}

function events(rows: Row[]): NestedEvent[] {
  const out: NestedEvent[] = [];
  let last: NestedEvent | null = null;
  for (const row of rows) {
    if (last?.id !== row.id) {
      last = {
        id: row.id,
        name: row.name,
        startYear: row.start_year,
        endYear: row.end_year,
        latitude: row.latitude,
        longitude: row.longitude,
        period: constant(row.period),
        eventType: constant(row.event_type),
        relationships: [],
      } as NestedEvent;
      out.push(last);
    }
    if (row.r_id)
      last.relationships.push({
        id: row.r_id,
        relationshipType: row.relationship_type && constant(row.relationship_type),
        sourceEventId: row.source_event_id,
        targetEventId: row.target_event_id,
        source: { id: row.source_event_id, name: row.s_name, startYear: row.s_start },
        target: { id: row.target_event_id, name: row.t_name, startYear: row.t_start },
      });
  }
  return out;
}

const pool = new pg.Pool({ connectionString: process.argv[2], max: 10 });
const answer = (res: http.ServerResponse, body: unknown) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const fail = (res: http.ServerResponse) => (e: unknown) => {
  res.writeHead(500);
  res.end(String(e));
};

const server = http.createServer((req, res) => {
  if (req.url === '/nodes') {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const { ids } = JSON.parse(body) as { ids: string[] };
      pool
        .query<Row>(NODES_SQL, [ids])
        .then((result) => {
          const byId = new Map(events(result.rows).map((e) => [e.id, e]));
          answer(res, { data: { nodes: ids.map((id) => byId.get(id) ?? null) } });
        })
        .catch(fail(res));
    });
    return;
  }
  pool
    .query<Row>(NESTED_SQL, [PAGE.fromYear, PAGE.toYear, PAGE.south, PAGE.north, PAGE.west, PAGE.east])
    .then((result) => answer(res, { data: { events: { edges: events(result.rows).map((node) => ({ node })) } } }))
    .catch(fail(res));
});
server.listen(0, '127.0.0.1', () => console.log(`listening ${(server.address() as AddressInfo).port}`));
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
