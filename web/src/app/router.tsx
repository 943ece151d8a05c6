import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { RouteErrorBoundary } from './route-error';

// Each screen is its own chunk: the site pages and the admin dashboard do not load deck.gl and
// MapLibre, which only the map (/) needs, and the map loads no admin code. The app composes the
// features here: a feature's page gets what it shows from another feature as a prop.
const MainScreen = lazy(() => import('./routes/main-screen/main-screen').then((m) => ({ default: m.MainScreen })));
const AuthPage = lazy(() => import('../features/auth/auth-page').then((m) => ({ default: m.AuthPage })));
const AccountPage = lazy(() => import('../features/account/account-page').then((m) => ({ default: m.AccountPage })));
const ConfirmSubscriptionPage = lazy(() => import('../features/newsletter/confirm-subscription-page').then((m) => ({ default: m.ConfirmSubscriptionPage })));
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

export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <Suspense fallback={<p role="status">Loading...</p>}>
          <Routes>
            <Route path="/" element={<MainScreen />} />
            <Route path="/auth" element={<AuthPage adminView={<AdminPage />} />} />
            <Route path="/account" element={<AccountPage />} />
            <Route path="/newsletter/confirm" element={<ConfirmSubscriptionPage />} />
            <Route path="/admin" element={<AdminPage />} />
            <Route path="/admin-dashboard" element={<AdminPage />} />
            <Route path="/landing" element={<LandingPage />} />
            <Route path="/about" element={<AboutPage />} />
            <Route path="/builders" element={<BuildersPage />} />
            <Route path="/sponsors" element={<SponsorsPage />} />
            <Route path="/monetization" element={<MonetizationPage />} />
            <Route path="/partners" element={<PartnersPage />} />
            <Route path="/news" element={<NewsPage />} />
            <Route path="/investors" element={<InvestorsPage />} />
            <Route path="/media-kit" element={<MediaKitPage />} />
            <Route path="/terms" element={<TermsPage />} />
            <Route path="/contacts" element={<ContactsPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
