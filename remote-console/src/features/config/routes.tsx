import { Route, Routes } from 'react-router';
import { ConfigPage } from './components/config-page.tsx';
import { HistoryPage } from './components/history-page.tsx';

/** The configuration editor's pages, below /console/config. */
export function ConfigRoutes() {
  return (
    <Routes>
      <Route index element={<ConfigPage />} />
      <Route path="history" element={<HistoryPage />} />
    </Routes>
  );
}
