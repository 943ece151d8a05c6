import { ButtonLink } from '../../../ui/button';
import { SiteLayout, Section, Lead } from '../internal/site-layout';
import { CURATED_REAL_EVENTS } from '../internal/site-facts';

/** /media-kit: press contact, boilerplate and the presentation deck (the site menu links to #deck). */
export function MediaKitPage() {
  return (
    <SiteLayout title="Media kit" description="Press information about Epoch Atlas: how to reach us, a boilerplate description and a short presentation deck.">
      <h1>Media kit</h1>
      <Lead>Everything journalists and writers need to cover Epoch Atlas.</Lead>

      <Section aria-labelledby="media-press">
        <h2 id="media-press">Press contact</h2>
        <p>We respond to press enquiries within 24 hours.</p>
        <p>
          Write to <a href="mailto:hello@epoch-atlas.org">hello@epoch-atlas.org</a> or use the contact form.
        </p>
        <ButtonLink $variant="primary" $size="lg" to="/contacts">
          Contact us
        </ButtonLink>
      </Section>

      <Section aria-labelledby="media-boilerplate">
        <h2 id="media-boilerplate">Boilerplate</h2>
        <p>
          Epoch Atlas is an interactive web map of history from 3500 BCE to 2000 CE. Its tagline, &lsquo;People&apos;s stories in the context of history&rsquo;,
          sums up the idea: a timeline across seven periods drives a world map of {CURATED_REAL_EVENTS} curated real events, alongside clearly labelled what-if
          stories that imagine how history could have gone differently. Registered users publish their own events; every submission passes an automatic content
          check, and real events are verified by moderators. The data is open through a public GraphQL and REST API and exports in CSV, JSONL and GeoJSON.
        </p>
      </Section>

      <Section id="deck" aria-labelledby="media-deck">
        <h2 id="media-deck">Presentation deck</h2>
        <ul>
          <li>
            <strong>Problem:</strong> history is learned in silos, and personal and local stories have nowhere to sit beside the history they belong to.
          </li>
          <li>
            <strong>Product:</strong> one map and timeline for 5,500 years, {CURATED_REAL_EVENTS} curated real events, what-if stories anchored to real events,
            search and connections between events.
          </li>
          <li>
            <strong>Trust:</strong> an automatic content check on every submission, moderator verification for real events, and clear labels for creative
            what-if stories.
          </li>
          <li>
            <strong>Platform:</strong> public GraphQL and REST API, open data exports, and an architecture tested with 1,000,000 events.
          </li>
          <li>
            <strong>Stage:</strong> early, with no revenue yet. Creator earnings, licensing and optional blockchain-based proof of authorship are planned, not
            built.
          </li>
        </ul>
      </Section>
    </SiteLayout>
  );
}
