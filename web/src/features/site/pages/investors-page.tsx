import { ButtonLink } from '../../../ui/button';
import { SiteLayout, Section, Cards, Card, Lead } from '../internal/site-layout';
import { CURATED_REAL_EVENTS } from '../internal/site-facts';

/** /investors: the pitch, with traction stated honestly (early, no invented numbers). */
export function InvestorsPage() {
  return (
    <SiteLayout
      title="Investors"
      description="The Epoch Atlas pitch: the problem we solve, the product that exists today, where we are, and what we plan next."
    >
      <h1>Investors</h1>
      <Lead>
        Epoch Atlas is an interactive map of history from 3500 BCE to 2000 CE where people place their own stories in the context of history. We are early, and
        this page says plainly what exists and what is still a plan.
      </Lead>

      <Section aria-labelledby="investors-problem">
        <h2 id="investors-problem">The problem</h2>
        <ul>
          <li>History is taught and published in silos: one country, one period or one subject at a time, so connections across the world are lost.</li>
          <li>Family, local and community stories have no place to sit next to the wider history they belong to.</li>
          <li>Alternative history is popular as fiction, but there is nowhere to publish it that keeps it clearly apart from fact.</li>
        </ul>
      </Section>

      <Section aria-labelledby="investors-product">
        <h2 id="investors-product">The product today</h2>
        <Cards>
          <Card>
            <h3>Map and timeline</h3>
            <p>5,500 years on one map, in seven periods, with {CURATED_REAL_EVENTS} curated real events, search and connections between events.</p>
          </Card>
          <Card>
            <h3>Real and what-if history</h3>
            <p>What-if stories are labelled as creative and anchored to a real event, so readers always know which is which.</p>
          </Card>
          <Card>
            <h3>Community publishing</h3>
            <p>
              Accounts, an automatic content check on every submission, and moderators who verify real events before the &lsquo;Pending verification&rsquo;
              label is removed.
            </p>
          </Card>
          <Card>
            <h3>Open platform</h3>
            <p>A public GraphQL and REST API, exports in CSV, JSONL and GeoJSON, and an architecture load-tested with 1,000,000 events.</p>
          </Card>
        </Cards>
      </Section>

      <Section aria-labelledby="investors-traction">
        <h2 id="investors-traction">Traction</h2>
        <p>
          We are at an early stage. The product is built and working, and we are starting to grow a community of readers and writers through the site and our
          weekly newsletter. We have no revenue yet and we do not publish user numbers until they are meaningful; we will share real figures directly with
          interested investors.
        </p>
      </Section>

      <Section aria-labelledby="investors-plans">
        <h2 id="investors-plans">What we plan next</h2>
        <ul>
          <li>Creator earnings: premium collections and reader support for the best storytellers (planned).</li>
          <li>Licensing curated collections to schools and publishers (planned).</li>
          <li>
            Optional proof of authorship, which may use blockchain verification, minting, royalties and decentralised storage; we intend to test these
            carefully, and none of them is built today.
          </li>
          <li>Fiscal sponsorship so that donations can become tax-deductible (planned, not in place).</li>
        </ul>
      </Section>

      <Section aria-labelledby="investors-contact">
        <h2 id="investors-contact">Talk to us</h2>
        <p>If you would like the deck, a demo or a conversation, get in touch.</p>
        <ButtonLink $variant="primary" $size="lg" to="/contacts">
          Contact the team
        </ButtonLink>
      </Section>
    </SiteLayout>
  );
}
