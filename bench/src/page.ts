/** The page both sides of the page benchmark fetch: a year window and a bounding box, 100 rows. */
export const PAGE = { fromYear: 1400, toYear: 1600, west: -10, south: 35, east: 30, north: 60 };

// The best hand-written SQL for the page, with the same lower bound on start_year as the API (the
// longest duration, read by the schema's function in one probe of its index), so both sides get the
// same plan. The floor sends it as pg's plain query (unnamed, parsed on every run); the API prepares it.
export const PAGE_SQL = `select id, name, start_year, end_year, latitude, longitude, period, event_type from historical_events
  where end_year >= $1 and start_year >= $1 - events_longest_duration()
    and start_year <= $2 and latitude between $3 and $4 and longitude between $5 and $6
  order by start_year, id limit 100`;

export const PAGE_GRAPHQL = JSON.stringify({
  query: `query Page($f: EventFilter) { events(filter: $f, first: 100) { edges { node { id name startYear endYear latitude longitude period eventType } } } }`,
  variables: {
    f: { fromYear: PAGE.fromYear, toYear: PAGE.toYear, bbox: { west: PAGE.west, south: PAGE.south, east: PAGE.east, north: PAGE.north } },
  },
});
