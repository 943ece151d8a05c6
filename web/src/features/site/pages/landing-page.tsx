import styled from 'styled-components';
import { ButtonLink } from '../../../ui/button';
import { SiteLayout, Section, Cards, Card, Lead } from '../internal/site-layout';
import { CURATED_REAL_EVENTS } from '../internal/site-facts';

/** /landing: the welcome page, with the two ways in and what the product offers. */
export function LandingPage() {
  return (
    <SiteLayout
      title="Welcome"
      description="Epoch Atlas is an interactive map of history from 3500 BCE to 2000 CE, with real events, what-if stories and a timeline you can explore."
    >
      <h1>Welcome to Epoch Atlas</h1>
      <Lead>
        An interactive map of history from 3500 BCE to 2000 CE. Move along the timeline, open real events where they happened, read what-if stories about how
        things could have gone, and add people&apos;s stories of your own.
      </Lead>
      <Actions>
        <ButtonLink $variant="primary" $size="lg" to="/auth">
          Log In to Explore
        </ButtonLink>
        <ButtonLink $variant="primary" $size="lg" to="/">
          Browse Without Account
        </ButtonLink>
      </Actions>
      <Section aria-labelledby="landing-features">
        <h2 id="landing-features">What you can do</h2>
        <Cards>
          <Card>
            <h3>Travel 5,500 years of history</h3>
            <p>
              Drag the timeline from 3500 BCE to 2000 CE across seven periods, from the Deep Ancient world to the Modern age, and watch events appear on the map
              where they happened.
            </p>
          </Card>
          <Card>
            <h3>Real history and what-if history</h3>
            <p>
              Browse {CURATED_REAL_EVENTS} curated real events, then switch to what-if mode: creative stories, clearly labelled, each anchored to the real event
              it starts from, with connections drawn on the map.
            </p>
          </Card>
          <Card>
            <h3>Publish your own stories</h3>
            <p>
              Create a free account to add events. Every submission passes an automatic content check; real events show as pending verification until our
              moderators review them.
            </p>
          </Card>
        </Cards>
      </Section>
    </SiteLayout>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(6)} 0;
`;
