import type { ReactNode } from 'react';
import { SiteLayout, Section, Cards, Card, Lead } from '../internal/site-layout';

/** /monetization: ideas for creator revenue, all of them plans, plus the newsletter. */
export function MonetizationPage({ newsletterSignup }: { newsletterSignup?: ReactNode }) {
  return (
    <SiteLayout
      title="Monetization"
      description="How we intend to let Epoch Atlas creators earn from their historical and what-if stories, and what exists today."
    >
      <h1>Earning from your stories</h1>
      <Lead>
        Publishing on Epoch Atlas is free. We want the people who write the best stories to be able to earn from them too. None of the ideas below is built yet;
        this page describes what we intend to do.
      </Lead>

      <Section aria-labelledby="monetization-today">
        <h2 id="monetization-today">What you can do today</h2>
        <p>
          Create an account, publish real events and what-if stories on the map, and link them to the events they connect to. Your work is credited to you, and
          every submission passes the same automatic content check and moderation.
        </p>
      </Section>

      <Section aria-labelledby="monetization-ideas">
        <h2 id="monetization-ideas">Ideas we are planning</h2>
        <Cards>
          <Card>
            <h3>Premium story collections</h3>
            <p>
              Creators could bundle a series of events or what-if stories into a collection that readers pay a small amount to unlock, with most of the revenue
              going to the creator.
            </p>
          </Card>
          <Card>
            <h3>Reader support</h3>
            <p>We intend to let readers tip or subscribe to the creators they follow, directly from a story on the map.</p>
          </Card>
          <Card>
            <h3>Licensing for education</h3>
            <p>Schools and publishers could license curated collections for lessons and books, with creators paid for the stories used.</p>
          </Card>
          <Card>
            <h3>Proof of authorship and royalties</h3>
            <p>
              We are exploring optional proof of authorship, such as blockchain verification, minting and royalties on resale. This is planned research, not a
              feature, and we will only offer it if it clearly helps creators.
            </p>
          </Card>
        </Cards>
      </Section>

      <Section aria-labelledby="monetization-news">
        <h2 id="monetization-news">Hear first when it launches</h2>
        <p>Subscribe to the weekly digest and we will tell you when the first creator features are ready.</p>
        {newsletterSignup}
      </Section>
    </SiteLayout>
  );
}
