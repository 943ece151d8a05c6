import { API_LIMITS } from '@domain/api-limits';
import { BYTES_PER_EVENT, HEADER_BYTES, RADIUS_UNIT_M } from '@domain/map-feed-layout';
import { RATE_LIMIT_POLICIES, type Limit } from '@domain/rate-limits';
import styled from 'styled-components';
import { Section } from './site-layout';

const { graphql, pageSize, searchText } = API_LIMITS;

function per(limit: Limit): string {
  const minutes = limit.windowSeconds / 60;
  return `${limit.hits} per ${minutes === 60 ? 'hour' : `${minutes} min`}`;
}

/** The limits of /builders, from the numbers the server enforces. */
export function LimitsSection() {
  return (
    <Section aria-labelledby="builders-limits">
      <h2 id="builders-limits">Limits</h2>
      <ul>
        <li>
          Pages hold {pageSize.min} to {pageSize.max} items (<code>first</code> or <code>last</code>); search text is {searchText.min} to {searchText.max}{' '}
          characters; years run from -3500 to 2000 with no year 0. Anything outside is refused, never clamped.
        </li>
        <li>
          One document: depth {graphql.depth}, {graphql.aliases} aliases, {graphql.directives} directives, {graphql.tokens.toLocaleString('en')} tokens, and a
          cost of {graphql.cost.toLocaleString('en')} (objects 2, scalars 1, ×1.5 per level, × the page size). A whole page of events with every field fits.
          Batched requests and subscriptions are refused; introspection is on.
        </li>
        <li>Cursors are signed: a cursor that was not made here is refused, so a paging loop cannot run forever.</li>
      </ul>
      <h3>Rate limits</h3>
      <p>
        Reading is not rate limited (the cost limit bounds each request). Writes are counted per client address and per account across every server; past a
        limit the answer is <code>RATE_LIMITED</code> (HTTP 429) with <code>Retry-After</code>.
      </p>
      <Table>
        <thead>
          <tr>
            <th scope="col">Action</th>
            <th scope="col">Per address</th>
            <th scope="col">Per account</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(RATE_LIMIT_POLICIES).map(([key, policy]) => (
            <tr key={key}>
              <td>{policy.label}</td>
              <td>{per(policy.perAddress)}</td>
              <td>{'perAccount' in policy ? per(policy.perAccount) : '-'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Section>
  );
}

/** The binary map feed's layout, from the layout module the server and the map share. */
export function MapFeedSection() {
  return (
    <Section aria-labelledby="builders-feed">
      <h2 id="builders-feed">The binary map feed</h2>
      <p>
        <code>GET /api/map/points</code> is every event the map draws, as typed columns in one little-endian buffer: {BYTES_PER_EVENT} bytes per event after a{' '}
        {HEADER_BYTES}-byte header. It carries an <code>ETag</code> that changes only with the data, so revalidate instead of downloading again.{' '}
        <code>GET /api/map/ids</code> has the events&apos; ids in the same order (16 bytes each, the same snapshot tag).
      </p>
      <Table>
        <thead>
          <tr>
            <th scope="col">Column</th>
            <th scope="col">Type</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>header</td>
            <td>Uint32 × 4</td>
            <td>magic, version, count n, snapshot tag</td>
          </tr>
          <tr>
            <td>position</td>
            <td>Float32 × 2n</td>
            <td>longitude, latitude</td>
          </tr>
          <tr>
            <td>years</td>
            <td>Int16 × 4n</td>
            <td>startYear, endYear, visibleFrom, visibleTo (signed historical years)</td>
          </tr>
          <tr>
            <td>radius</td>
            <td>Uint16 × n</td>
            <td>metres ÷ {RADIUS_UNIT_M}</td>
          </tr>
          <tr>
            <td>packed</td>
            <td>Uint8 × n</td>
            <td>bits 0-2 period index, 3-4 event type, 5-6 verification status, 7 cultural</td>
          </tr>
          <tr>
            <td>category</td>
            <td>Uint8 × n</td>
            <td>index in the categories query&apos;s order, 255 when none</td>
          </tr>
        </tbody>
      </Table>
    </Section>
  );
}

const Table = styled.table`
  border-collapse: collapse;
  margin: ${({ theme }) => theme.space(3)} 0;
  font-size: 0.95rem;
  display: block;
  overflow-x: auto;
  th,
  td {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
`;
