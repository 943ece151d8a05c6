import styled from 'styled-components';
import type { ReactNode } from 'react';
import { SiteLayout, Section, Lead } from '../internal/site-layout';

const EVENTS_QUERY = `{
  events(filter: { year: -490, mode: REAL }, first: 5) {
    totalCount
    edges { node { name startYear location } }
  }
}`;

const SEARCH_QUERY = `{
  searchEvents(query: "marathon", first: 3) { edges { node { name startYear } } }
}`;

const CURL_EXAMPLE = `curl -X POST https://YOUR-HOST/graphql \\
  -H 'content-type: application/json' \\
  -d '{"query":"{ searchEvents(query: \\"marathon\\", first: 3) { edges { node { name startYear } } } }"}'`;

/** /builders: developer resources, the public GraphQL API and the REST calls. */
export function BuildersPage({ newsletterSignup }: { newsletterSignup?: ReactNode }) {
  return (
    <SiteLayout
      title="Builders"
      description="Developer resources for Epoch Atlas: the public GraphQL API, REST endpoints, data exports and the binary map feed."
    >
      <h1>Build with Epoch Atlas</h1>
      <Lead>
        The events on the map are open to developers, teachers and researchers. Query them with GraphQL, fetch them over REST, or export them as CSV, JSONL or
        GeoJSON.
      </Lead>

      <Section aria-labelledby="builders-graphql">
        <h2 id="builders-graphql">Public GraphQL API</h2>
        <p>
          The endpoint is <code>/graphql</code>. Send a <code>POST</code> request with a JSON body (<code>{'{ "query": "...", "variables": {} }'}</code>
          ). Introspection is enabled, so GraphQL tools can load the full schema with its descriptions. Opening the{' '}
          <a href="/graphql">GraphQL endpoint in your browser</a> shows Apollo&apos;s landing page for the API.
        </p>
        <h3>Example: real events visible in 490 BCE</h3>
        <p>
          Years are signed integers: <code>-490</code> is 490 BCE. The <code>events</code> connection is paged; pass the last cursor as <code>after</code> to
          read the next page (up to 500 a page).
        </p>
        <Code>
          <code>{EVENTS_QUERY}</code>
        </Code>
        <h3>Example: full-text search</h3>
        <p>Search needs at least three characters and ranks results across names, descriptions, places, participants and tags.</p>
        <Code>
          <code>{SEARCH_QUERY}</code>
        </Code>
        <h3>Example: calling it from the command line</h3>
        <Code>
          <code>{CURL_EXAMPLE}</code>
        </Code>
      </Section>

      <Section aria-labelledby="builders-rest">
        <h2 id="builders-rest">REST endpoints</h2>
        <p>
          The same events are available as plain JSON. List and export calls accept filters in the query string, such as <code>mode</code>, <code>year</code>,{' '}
          <code>fromYear</code>, <code>toYear</code>, <code>periods</code> and <code>bbox</code>.
        </p>
        <ul>
          <li>
            <code>GET /api/events</code> returns the events as one JSON array.
          </li>
          <li>
            <code>GET /api/events/search?q=</code> returns the events that best match a search text.
          </li>
          <li>
            <code>GET /api/events/export?format=csv|jsonl|geojson</code> downloads the events as a CSV, JSON Lines or GeoJSON file, ready for spreadsheets,
            scripts or GIS tools.
          </li>
          <li>
            <code>GET /api/map/points</code> is the compact binary feed the map itself draws from. It is sent with an <code>ETag</code>, so clients can
            revalidate cheaply and only download it again when the data changes.
          </li>
        </ul>
      </Section>

      <Section aria-labelledby="builders-use">
        <h2 id="builders-use">Using the data well</h2>
        <ul>
          <li>Cache responses and reuse the ETag of the map feed rather than polling it.</li>
          <li>
            Keep the distinction between real and what-if events visible in anything you build: the <code>eventType</code> and <code>verificationStatus</code>{' '}
            fields tell them apart.
          </li>
          <li>Real events submitted by users may still be pending verification by our moderators.</li>
        </ul>
      </Section>

      <Section aria-labelledby="builders-updates">
        <h2 id="builders-updates">Developer updates</h2>
        <p>We announce API changes in the weekly digest.</p>
        {newsletterSignup}
      </Section>
    </SiteLayout>
  );
}

const Code = styled.pre`
  margin: ${({ theme }) => theme.space(3)} 0;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.9rem;
  overflow-x: auto;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
