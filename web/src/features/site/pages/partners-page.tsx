import styled from 'styled-components';
import { SiteLayout, Section, Cards, Card, Lead } from '../internal/site-layout';

/** /partners: the two open-data sources the product builds on (data sources, not signed partnerships). */
export function PartnersPage() {
  return (
    <SiteLayout title="Partners" description="The open-data sources Epoch Atlas builds on: Wikipedia for event articles and Natural Earth for the basemap.">
      <h1>Partners</h1>
      <Lead>
        We build on open knowledge. These are the open-data projects our map relies on. They are data sources we use under their open licences, not signed
        partnerships.
      </Lead>

      <Section aria-labelledby="partners-sources">
        <h2 id="partners-sources">Data sources we build on</h2>
        <Cards>
          <Card>
            <h3>Wikipedia</h3>
            <p>
              We build on Wikipedia, the free encyclopedia run by the Wikimedia Foundation. Events on the map link to their Wikipedia article where one exists,
              so you can read further and check the sources.
            </p>
            <p>
              <a href="https://www.wikipedia.org" target="_blank" rel="noopener noreferrer">
                Visit Wikipedia
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </p>
          </Card>
          <Card>
            <h3>Natural Earth</h3>
            <p>
              We build on Natural Earth, a public-domain map dataset supported by the North American Cartographic Information Society. Its country shapes and
              borders form the basemap under every event.
            </p>
            <p>
              <a href="https://www.naturalearthdata.com" target="_blank" rel="noopener noreferrer">
                Visit Natural Earth
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </p>
          </Card>
        </Cards>
      </Section>
    </SiteLayout>
  );
}

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
