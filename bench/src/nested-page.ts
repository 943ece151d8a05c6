/**
 * The nested page of issue 32 point 2: the flat page's 100 events (page.ts), each with its
 * relationships and both events of each relationship; the same through `nodes(ids:)`. Shared by our
 * server's queries, the nested floor (nested-floor.ts) and PostGraphile's (postgraphile-server.ts).
 */
import { PAGE } from './page.js';

const EVENT = 'id name startYear endYear latitude longitude period eventType';
const LINK_EVENT = 'id name startYear';
const RELATIONSHIP = `id relationshipType sourceEventId targetEventId source { ${LINK_EVENT} } target { ${LINK_EVENT} }`;
const NESTED_EVENT = `${EVENT} relationships { ${RELATIONSHIP} }`;
const FILTER = { fromYear: PAGE.fromYear, toYear: PAGE.toYear, bbox: { west: PAGE.west, south: PAGE.south, east: PAGE.east, north: PAGE.north } };

export const NESTED_GRAPHQL = JSON.stringify({
  query: `query NestedPage($f: EventFilter) { events(filter: $f, first: 100) { edges { node { ${NESTED_EVENT} } } } }`,
  variables: { f: FILTER },
});

/** The same events and fields by their ids (the page's ids, read once before the load). */
export const nodesGraphql = (ids: string[]) =>
  JSON.stringify({ query: `query NestedNodes($ids: [ID!]!) { nodes(ids: $ids) { ... on HistoricalEvent { ${NESTED_EVENT} } } }`, variables: { ids } });

/**
 * PostGraphile's side, in its own names (postgraphile-schema.ts): the page is the function
 * peer_events_page, the relationships a computed column, the two events its foreign keys' fields.
 * The same columns, so the same rows are read and sent (PostGraphile's `id` is its global node id;
 * the uuid column is `rowId`).
 */
const PEER_EVENT = 'rowId name startYear endYear latitude longitude period eventType';
const PEER_LINK_EVENT = 'rowId name startYear';
const PEER_NESTED_EVENT = `${PEER_EVENT} relationships { nodes { rowId relationshipType sourceEventId targetEventId
  historicalEventBySourceEventId { ${PEER_LINK_EVENT} } historicalEventByTargetEventId { ${PEER_LINK_EVENT} } } }`;
const PEER_ARGS = { fromYear: PAGE.fromYear, toYear: PAGE.toYear, west: PAGE.west, south: PAGE.south, east: PAGE.east, north: PAGE.north };
const PEER_PARAMS = '$fromYear: Int!, $toYear: Int!, $west: Float!, $south: Float!, $east: Float!, $north: Float!';
const PEER_CALL = 'fromYear: $fromYear, toYear: $toYear, west: $west, south: $south, east: $east, north: $north';

export const PEER_FLAT_GRAPHQL = JSON.stringify({
  query: `query Page(${PEER_PARAMS}) { peerEventsPage(${PEER_CALL}, first: 100) { nodes { ${PEER_EVENT} } } }`,
  variables: PEER_ARGS,
});
export const PEER_NESTED_GRAPHQL = JSON.stringify({
  query: `query NestedPage(${PEER_PARAMS}) { peerEventsPage(${PEER_CALL}, first: 100) { nodes { ${PEER_NESTED_EVENT} } } }`,
  variables: PEER_ARGS,
});
export const peerByIdsGraphql = (ids: string[]) =>
  JSON.stringify({ query: `query NestedNodes($ids: [UUID]!) { peerEventsByIds(ids: $ids) { nodes { ${PEER_NESTED_EVENT} } } }`, variables: { ids } });

/**
 * Gives every event two relationships (the synthetic seeder makes none): it is the source of a
 * link to the next event in timeline order, so the target of one from the previous event.
 */
export const SEED_RELATIONSHIPS_SQL = `insert into event_relationships (id, source_event_id, target_event_id, relationship_type, connection_type, description)
  select gen_random_uuid(), id, next_id, (array['caused_by', 'inspired_by', 'response_to', 'depicts'])[1 + (row_number() over () % 4)::int], 'manual', null
  from (select id, lead(id) over (order by start_year, id) as next_id from historical_events) e where next_id is not null`;
