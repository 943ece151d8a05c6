import { ButtonLink } from '../../../ui/button';
import { SiteLayout, Section, Lead } from '../internal/site-layout';
import { CURATED_REAL_EVENTS } from '../internal/site-facts';

/** /about: mission, differentiators and vision. */
export function AboutPage() {
  return (
    <SiteLayout title="About" description="Why we are building Epoch Atlas: our mission, what makes the map different, and where we want to take it.">
      <h1>About Epoch Atlas</h1>
      <Lead>People&apos;s stories in the context of history: a map and a timeline that put every event in its place and time.</Lead>

      <Section aria-labelledby="about-mission">
        <h2 id="about-mission">Our mission</h2>
        <p>
          History is usually taught as separate lists of dates, one country or one subject at a time. We want anyone to see what was happening at the same
          moment across the world, how events connect, and where their own family&apos;s and community&apos;s stories fit in.
        </p>
        <p>
          Epoch Atlas puts {CURATED_REAL_EVENTS} curated real events from 3500 BCE to 2000 CE on one interactive map, grouped into seven periods, and lets
          registered users add their own stories under clear moderation.
        </p>
      </Section>

      <Section aria-labelledby="about-different">
        <h2 id="about-different">What makes us different</h2>
        <ul>
          <li>
            <strong>Place and time together.</strong> A single timeline drives the map, so you see events in their geography and alongside what happened
            elsewhere in the same years.
          </li>
          <li>
            <strong>Real and what-if history, kept apart.</strong> What-if stories are labelled as creative writing and must be anchored to a real event, so
            imagination never passes for fact.
          </li>
          <li>
            <strong>Open contribution with moderation.</strong> Every submission passes an automatic content check before it is published, and real events stay
            marked &lsquo;Pending verification&rsquo; until moderators have checked them.
          </li>
          <li>
            <strong>Connections, not just points.</strong> Events link to the events they caused, influenced or imagined, and the map draws those connections.
          </li>
          <li>
            <strong>Open by default.</strong> A public GraphQL and REST API and exports in CSV, JSONL and GeoJSON let teachers, researchers and developers reuse
            the data.
          </li>
        </ul>
      </Section>

      <Section aria-labelledby="about-vision">
        <h2 id="about-vision">Our vision</h2>
        <p>
          We want Epoch Atlas to become a shared atlas of human experience, where a classroom, a local history society or a single curious reader can place a
          story on the map and see it against 5,500 years of context. The platform has been tested with a million events, so it can grow with its community.
        </p>
        <p>
          Further ahead, we intend to give creators ways to prove authorship of their stories and to earn from their work. These features are planned, not built
          yet, and we will only announce them when they are real.
        </p>
        <ButtonLink $variant="primary" $size="lg" to="/">
          Explore the map
        </ButtonLink>
      </Section>
    </SiteLayout>
  );
}
