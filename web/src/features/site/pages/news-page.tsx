import styled from 'styled-components';
import type { ReactNode } from 'react';
import { SiteLayout, Section, Lead } from '../internal/site-layout';

/** /news: dated product updates, newest first. */
export function NewsPage({ newsletterSignup }: { newsletterSignup?: ReactNode }) {
  return (
    <SiteLayout title="News" description="Product updates from Epoch Atlas: the curated event dataset, what-if mode, connections, accounts and moderation.">
      <h1>News</h1>
      <Lead>What we have shipped lately, newest first.</Lead>

      <Post aria-labelledby="news-2026-11-23">
        <h2 id="news-2026-11-23">Accounts and moderation are live</h2>
        <Meta>
          Posted <time dateTime="2026-11-23">November 23, 2026</time>
        </Meta>
        <p>
          You can now create an account and publish your own events. Every submission passes an automatic content check before it is published. Real events
          appear on the map marked &lsquo;Pending verification&rsquo; until a moderator has checked them; what-if events are labelled as creative and must be
          anchored to a real event.
        </p>
        <p>Moderators have their own review tools, and every moderation decision is logged.</p>
      </Post>

      <Post aria-labelledby="news-2026-10-20">
        <h2 id="news-2026-10-20">What-if mode and connections on the map</h2>
        <Meta>
          Posted <time dateTime="2026-10-20">October 20, 2026</time>
        </Meta>
        <p>
          Switch the map to what-if mode to read alternative history: creative stories about how events could have turned out differently. Each one is linked to
          the real event it starts from.
        </p>
        <p>
          The map now also draws connections between events, so you can follow how one event led to, influenced or inspired another across places and centuries.
        </p>
      </Post>

      <Post aria-labelledby="news-2026-09-14">
        <h2 id="news-2026-09-14">About 1,200 curated real events</h2>
        <Meta>
          Posted <time dateTime="2026-09-14">September 14, 2026</time>
        </Meta>
        <p>
          The map opens with a curated dataset of about 1,200 real events from 3500 BCE to 2000 CE, spread across seven periods: Deep Ancient, Classical
          Antiquity, Medieval, Renaissance &amp; Early Modern, Enlightenment, Industrial and Modern.
        </p>
        <p>Drag the timeline to move through the years, search by name or place, and open any event for its details and further reading.</p>
      </Post>

      <Section aria-labelledby="news-subscribe">
        <h2 id="news-subscribe">Get updates by email</h2>
        {newsletterSignup}
      </Section>
    </SiteLayout>
  );
}

const Post = styled.article`
  margin: ${({ theme }) => theme.space(8)} 0;
  padding-bottom: ${({ theme }) => theme.space(6)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    font-size: 1.4rem;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

const Meta = styled.p`
  margin-top: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;
