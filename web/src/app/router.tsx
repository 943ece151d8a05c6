import type { AppPath } from '@domain/app-routes';
import { lazy, Suspense, type ReactElement } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { RouteErrorBoundary } from './route-error';

// Each screen is its own chunk: the site pages and the admin dashboard do not load deck.gl and
// MapLibre, which only the map (/) needs, and the map loads no admin code. The app composes the
// features here: a feature's page gets what it shows from another feature as a prop.
const MainScreen = lazy(() => import('./routes/main-screen/main-screen').then((m) => ({ default: m.MainScreen })));
const StoryScreen = lazy(() => import('./routes/stories/story-screen').then((m) => ({ default: m.StoryScreen })));
const StoriesPage = lazy(() => import('../features/stories/stories-page').then((m) => ({ default: m.StoriesPage })));
const StoryModerationQueue = lazy(() => import('../features/stories/story-moderation-queue').then((m) => ({ default: m.StoryModerationQueue })));
const StoryEditorPage = lazy(() => import('../features/stories/story-editor-page').then((m) => ({ default: m.StoryEditorPage })));
const EmbedScreen = lazy(() => import('./routes/embed/embed-screen').then((m) => ({ default: m.EmbedScreen })));
const AuthPage = lazy(() => import('../features/auth/auth-page').then((m) => ({ default: m.AuthPage })));
const AccountPage = lazy(() => import('../features/account/account-page').then((m) => ({ default: m.AccountPage })));
const MyEventsPage = lazy(() => import('../features/my-events/my-events-page').then((m) => ({ default: m.MyEventsPage })));
const ConfirmSubscriptionPage = lazy(() => import('../features/newsletter/confirm-subscription-page').then((m) => ({ default: m.ConfirmSubscriptionPage })));
const UnsubscribePage = lazy(() => import('../features/newsletter/unsubscribe-page').then((m) => ({ default: m.UnsubscribePage })));
const AdminPage = lazy(() => import('../features/admin/admin-page').then((m) => ({ default: m.AdminPage })));
const site = (load: () => Promise<Record<string, React.ComponentType>>, name: string) => lazy(() => load().then((m) => ({ default: m[name]! })));
const LandingPage = site(() => import('../features/site/pages/landing-page'), 'LandingPage');
const AboutPage = site(() => import('../features/site/pages/about-page'), 'AboutPage');
const BuildersPage = site(() => import('./routes/newsletter-pages'), 'BuildersRoute');
const SponsorsPage = site(() => import('../features/site/pages/sponsors-page'), 'SponsorsPage');
const MonetizationPage = site(() => import('./routes/newsletter-pages'), 'MonetizationRoute');
const PartnersPage = site(() => import('../features/site/pages/partners-page'), 'PartnersPage');
const NewsPage = site(() => import('./routes/newsletter-pages'), 'NewsRoute');
const InvestorsPage = site(() => import('../features/site/pages/investors-page'), 'InvestorsPage');
const MediaKitPage = site(() => import('../features/site/pages/media-kit-page'), 'MediaKitPage');
const TermsPage = site(() => import('../features/site/pages/terms-page'), 'TermsPage');
const ContactsPage = site(() => import('../features/site/pages/contacts-page'), 'ContactsPage');
const NotFoundPage = site(() => import('../features/site/pages/not-found-page'), 'NotFoundPage');

/**
 * Every page of the app by its path. A Record over the shared list (domain/app-routes.ts): a page
 * added here and not there (or there and not here) fails the typecheck, so the server's 404 status
 * always agrees with the 404 page the router shows.
 */
const PAGES: Record<AppPath, ReactElement> = {
  '/': <MainScreen />,
  '/embed': <EmbedScreen />,
  '/auth': <AuthPage adminView={<AdminPage storyQueue={<StoryModerationQueue />} />} />,
  '/account': <AccountPage />,
  '/my-events': <MyEventsPage />,
  '/newsletter/confirm': <ConfirmSubscriptionPage />,
  '/newsletter/unsubscribe': <UnsubscribePage />,
  '/admin': <AdminPage storyQueue={<StoryModerationQueue />} />,
  '/admin-dashboard': <AdminPage storyQueue={<StoryModerationQueue />} />,
  '/landing': <LandingPage />,
  '/about': <AboutPage />,
  '/builders': <BuildersPage />,
  '/sponsors': <SponsorsPage />,
  '/monetization': <MonetizationPage />,
  '/partners': <PartnersPage />,
  '/news': <NewsPage />,
  '/investors': <InvestorsPage />,
  '/media-kit': <MediaKitPage />,
  '/terms': <TermsPage />,
  '/contacts': <ContactsPage />,
  '/stories': <StoriesPage />,
  '/stories/new': <StoryEditorPage />,
  '/stories/:id': <StoryScreen />,
  '/stories/:id/edit': <StoryEditorPage />,
};

export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <Suspense fallback={<p role="status">Loading...</p>}>
          <Routes>
            {Object.entries(PAGES).map(([path, element]) => (
              <Route key={path} path={path} element={element} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
