import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { MainScreen } from './routes/main-screen';
import { NotFoundPage } from './routes/not-found-page';

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<MainScreen />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>
  );
}
