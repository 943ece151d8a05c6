import { ButtonLink } from '../../../ui/button';
import { SiteLayout, Lead } from '../internal/site-layout';

/** Any unknown route. */
export function NotFoundPage() {
  return (
    <SiteLayout title="Page not found" description="The page you were looking for does not exist on Epoch Atlas.">
      <h1>404 Page Not Found</h1>
      <Lead>This page is not on the map. It may have moved, or the address may be mistyped.</Lead>
      <ButtonLink $variant="primary" $size="lg" to="/">
        Back to the map
      </ButtonLink>
    </SiteLayout>
  );
}
