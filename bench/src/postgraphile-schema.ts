/**
 * What PostGraphile v5 serves in the bench (issue 32 point 2): our page as a STABLE SQL function
 * with the same statement our server runs (event-window-sql.ts: events of up to 64 years read
 * from the window minus the longest of them, longer ones from their own index, merged in timeline
 * order, 101 rows for a page of 100 and whether there is more), an event's relationships as a
 * computed column (source or target, oldest first, as ours), and events by their ids.
 */
const PART = (bound: string, duration: string) => `(select e.* from historical_events e
    where e.start_year <= to_year and e.latitude >= south and e.latitude <= north and e.longitude >= west and e.longitude <= east
      and e.end_year >= from_year and e.start_year >= from_year - ${bound} and e.end_year - e.start_year ${duration}
    order by e.start_year, e.id limit 101)`;

export const PEER_SCHEMA_SQL = `
create or replace function peer_events_page(from_year int, to_year int, west float8, south float8, east float8, north float8)
  returns setof historical_events language sql stable as $$
  select * from (${PART('events_longest_short_duration()', '<= 64')} union all ${PART('events_longest_duration()', '> 64')}) w
  order by w.start_year, w.id limit 101
$$;
create or replace function historical_events_relationships(e historical_events)
  returns setof event_relationships language sql stable as $$
  select * from event_relationships r where r.source_event_id = e.id or r.target_event_id = e.id order by r.created_at, r.id
$$;
create or replace function peer_events_by_ids(ids uuid[])
  returns setof historical_events language sql stable as $$
  select * from historical_events where id = any(ids)
$$;
`;
