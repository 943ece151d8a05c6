import type { ReactNode } from 'react';
import { ApiExampleCard, Code } from '../internal/api-example-card';
import { API_EXAMPLES } from '../internal/api-examples';
import { LimitsSection, MapFeedSection } from '../internal/api-reference';
import { Lead, Section, SiteLayout } from '../internal/site-layout';

const CURL_EXAMPLE = `curl https://YOUR-HOST/graphql \\
  -H 'content-type: application/json' \\
  -d '{"query":"{ periods { key name startYear endYear } }"}'`;

const ERROR_EXAMPLE = `{
  "errors": [{
    "message": "Validation failed: first: At most 500 a page",
    "path": ["events"],
    "extensions": { "code": "BAD_USER_INPUT", "violations": [{ "field": "first", "message": "At most 500 a page" }] }
  }],
  "data": null
}`;

/** /builders: the developer resources, the public GraphQL API with examples that run, and the newsletter card. */
export function BuildersPage({ newsletterSignup }: { newsletterSignup?: ReactNode }) {
  return (
    <SiteLayout
      title="Builders"
      description="Developer resources for Epoch Atlas: the public GraphQL API with runnable examples, its limits and errors, REST endpoints, exports and the binary map feed."
    >
      <h1>Build with Epoch Atlas</h1>
      <Lead>
        The events on the map are open to developers, teachers and researchers. Query them with GraphQL, fetch them over REST, or export them as CSV, JSON
        Lines, GeoJSON or Linked Places.
      </Lead>

      <Section aria-labelledby="builders-graphql">
        <h2 id="builders-graphql">The GraphQL API</h2>
        <p>
          The endpoint is <code>/graphql</code>: <code>POST</code> a JSON body <code>{'{ "query": "...", "variables": {} }'}</code>. Open{' '}
          <a href="/graphql">/graphql in your browser</a> for the explorer: write queries with completion, run them, and read the documentation of every type,
          field and enum value. It is part of this site and works without any other network.
        </p>
        <p>
          Lists are Relay connections (<code>edges</code>, <code>node</code>, <code>pageInfo</code>, <code>totalCount</code>; <code>first</code>/
          <code>after</code> forward, <code>last</code>/<code>before</code> backward), every object implements <code>Node</code> with an id that{' '}
          <code>node(id:)</code> reads back, and fixed value sets are enums in UPPER_CASE (<code>REAL</code>, <code>DEEP_ANCIENT</code>, <code>VALIDATED</code>
          ).
        </p>
        <Code>
          <code>{CURL_EXAMPLE}</code>
        </Code>
      </Section>

      <Section aria-labelledby="builders-examples">
        <h2 id="builders-examples">Examples that run</h2>
        {API_EXAMPLES.map((example) => (
          <ApiExampleCard key={example.id} example={example} />
        ))}
      </Section>

      <Section aria-labelledby="builders-auth">
        <h2 id="builders-auth">Authentication</h2>
        <p>
          Public reads (events, search, relationships, periods, categories, country tags) need nothing. Creating events and the account, moderation and admin
          fields need a session: the <code>login</code> mutation (or <code>POST /api/login</code>) sets an httpOnly cookie that later calls send. A field the
          caller may not read answers <code>UNAUTHENTICATED</code> or <code>FORBIDDEN</code> on that field alone; the rest of the answer keeps its data.
        </p>
      </Section>

      <Section aria-labelledby="builders-errors">
        <h2 id="builders-errors">Errors</h2>
        <p>
          Every GraphQL error has a stable <code>extensions.code</code>: <code>BAD_USER_INPUT</code> (with <code>violations</code> naming each argument),{' '}
          <code>GRAPHQL_VALIDATION_FAILED</code>, <code>GRAPHQL_PARSE_FAILED</code>, <code>UNAUTHENTICATED</code>, <code>FORBIDDEN</code>,{' '}
          <code>NOT_FOUND</code>, <code>RATE_LIMITED</code>, <code>DATABASE_UNAVAILABLE</code>. No answer carries a stack trace.
        </p>
        <Code>
          <code>{ERROR_EXAMPLE}</code>
        </Code>
        <p>
          REST errors have one shape: <code>{'{ message, code, violations?, requestId }'}</code>, with the HTTP status; quote the <code>requestId</code> when
          you write to us.
        </p>
      </Section>

      <LimitsSection />

      <Section aria-labelledby="builders-cors">
        <h2 id="builders-cors">Calling from another site, and caching</h2>
        <ul>
          <li>
            Any website may read public data from the browser without credentials (CORS). Calls with cookies, and every write, are allowed only from sites the
            operator lists; others are refused with 403.
          </li>
          <li>
            Public reads can be sent as <code>GET /graphql?query=...</code> (with the header <code>apollo-require-preflight: true</code>) or as automatic
            persisted queries (<code>extensions.persistedQuery.sha256Hash</code>, sending the query only once), so a CDN can cache them.
          </li>
          <li>
            Public GET answers, and <code>GET /api/events</code>, carry an <code>ETag</code> from the data version and{' '}
            <code>Cache-Control: public, max-age=60</code>; send <code>If-None-Match</code> and an unchanged answer is a 304 without a body.
          </li>
        </ul>
      </Section>

      <Section aria-labelledby="builders-rest">
        <h2 id="builders-rest">REST endpoints</h2>
        <p>
          The same events as plain JSON. List and export calls take the filters in the query string: <code>mode</code>, <code>year</code>, <code>fromYear</code>
          , <code>toYear</code>, <code>periods</code>, <code>bbox=west,south,east,north</code>, <code>category</code>, <code>countryTags</code>,{' '}
          <code>search</code>.
        </p>
        <ul>
          <li>
            <code>GET /api/events</code> returns the events as one JSON array, streamed (<code>limit</code> and <code>offset</code> page it).
          </li>
          <li>
            <code>GET /api/events/search?q=</code> returns the events that best match a search text.
          </li>
          <li>
            <code>GET /api/events/export?format=csv|jsonl|geojson|lpf</code> downloads the events as CSV, JSON Lines, GeoJSON or Linked Places (with each
            event&apos;s dates as <code>when</code>); the files import back without loss.
          </li>
        </ul>
      </Section>

      <MapFeedSection />

      <Section aria-labelledby="builders-use">
        <h2 id="builders-use">Using the data well</h2>
        <ul>
          <li>
            Keep the distinction between real and what-if events visible in anything you build: <code>eventType</code> and <code>verificationStatus</code> tell
            them apart.
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
