import { ContactForm } from '../internal/contact-form';
import { SiteLayout, Section, Lead } from '../internal/site-layout';

/** /contacts: how to reach the team, and the contact form. */
export function ContactsPage() {
  return (
    <SiteLayout title="Contacts" description="Contact the Epoch Atlas team by email or with the contact form; we reply within two working days.">
      <h1>Contacts</h1>
      <Lead>Questions, corrections to an event, partnership ideas or press enquiries: we would like to hear from you.</Lead>

      <Section aria-labelledby="contacts-email">
        <h2 id="contacts-email">Email</h2>
        <p>
          Write to <a href="mailto:hello@epoch-atlas.org">hello@epoch-atlas.org</a>. We reply within two working days; press enquiries get an answer within 24
          hours.
        </p>
        <p>If you are reporting a mistake in an event, please include the event&apos;s name and year and, if you can, a source.</p>
      </Section>

      <Section aria-labelledby="contacts-form">
        <h2 id="contacts-form">Send us a message</h2>
        <ContactForm />
      </Section>
    </SiteLayout>
  );
}
