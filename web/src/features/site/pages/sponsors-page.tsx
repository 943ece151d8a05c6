import { ButtonLink } from '../../../ui/button';
import { SiteLayout, Section, Lead } from '../internal/site-layout';

/** /sponsors: no sponsors yet; says so plainly and explains how to get involved. */
export function SponsorsPage() {
  return (
    <SiteLayout title="Sponsors" description="Epoch Atlas has no sponsors yet; here is what sponsorship would support and how to get in touch.">
      <h1>Sponsors</h1>
      <Lead>No sponsors are listed yet. Epoch Atlas is an early project, and we would rather show an empty page than invent names.</Lead>

      <Section aria-labelledby="sponsors-support">
        <h2 id="sponsors-support">What sponsorship would support</h2>
        <ul>
          <li>Curating and checking more real events, with sources, across all seven periods from 3500 BCE to 2000 CE.</li>
          <li>Moderation, so that what readers see stays accurate and respectful.</li>
          <li>Keeping the map, the public API and the data exports free to use for schools and researchers.</li>
        </ul>
      </Section>

      <Section aria-labelledby="sponsors-tax">
        <h2 id="sponsors-tax">A note on donations</h2>
        <p>
          We plan to arrange fiscal sponsorship, which would make donations tax-deductible. It is not in place yet, so please do not treat any payment to Epoch
          Atlas as a tax-deductible donation today. We will say so on this page when that changes.
        </p>
      </Section>

      <Section aria-labelledby="sponsors-contact">
        <h2 id="sponsors-contact">Interested in supporting us?</h2>
        <p>Tell us what you have in mind and we will get back to you.</p>
        <ButtonLink $variant="primary" $size="lg" to="/contacts">
          Contact us
        </ButtonLink>
      </Section>
    </SiteLayout>
  );
}
