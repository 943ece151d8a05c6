import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AccountPage } from '../features/account/account-page';
import { AdminPage } from '../features/admin/admin-page';
import { AuthPage } from '../features/auth/auth-page';
import { MainScreen } from './routes/main-screen';
import { NotFoundPage } from './routes/not-found-page';

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<MainScreen />} />
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/account" element={<AccountPage />} />
        <Route path="/admin" element={<AdminPage />} />
        <Route path="/admin-dashboard" element={<AdminPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>
  );
}
