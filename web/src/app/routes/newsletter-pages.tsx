import { NewsletterCard } from '../../features/newsletter/newsletter-card';
import { BuildersPage } from '../../features/site/pages/builders-page';
import { MonetizationPage } from '../../features/site/pages/monetization-page';
import { NewsPage } from '../../features/site/pages/news-page';

// The site pages that carry the newsletter's signup card: the app puts the two features together.
export const BuildersRoute = () => <BuildersPage newsletterSignup={<NewsletterCard variant="inline" />} />;
export const MonetizationRoute = () => <MonetizationPage newsletterSignup={<NewsletterCard variant="full" />} />;
export const NewsRoute = () => <NewsPage newsletterSignup={<NewsletterCard variant="inline" />} />;
