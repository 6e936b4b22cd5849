import { RemoteNotFound, type RemoteRoutesModule } from '@canopy/shared-core';
import { Navigate, Route, Routes } from 'react-router';
import { AuditPage } from '../features/audit/components/audit-page.tsx';
import { DashboardPage } from '../features/dashboard/components/dashboard-page.tsx';
import { ReleasesPage } from '../features/releases/components/releases-page.tsx';
import { ConfigRoutes } from '../features/config/routes.tsx';
import { OverviewPage } from '../features/overview/components/overview-page.tsx';
import { ShopsPage } from '../features/shops/components/shops-page.tsx';
import { QueuePage } from '../features/queue/components/queue-page.tsx';
import { SettingsPage } from '../features/settings/components/settings-page.tsx';
import { StaffPage } from '../features/staff/components/staff-page.tsx';
import { WordsPage } from '../features/words/components/words-page.tsx';

/** The console's pages, below /console (the host lets staff alone this far). */
function ConsoleRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="overview" replace />} />
      <Route path="overview" element={<OverviewPage />} />
      <Route path="staff" element={<StaffPage />} />
      <Route path="shops" element={<ShopsPage />} />
      <Route path="audit" element={<AuditPage />} />
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="releases" element={<ReleasesPage />} />
      <Route path="config/*" element={<ConfigRoutes />} />
      <Route path="queue" element={<QueuePage />} />
      <Route path="settings" element={<SettingsPage />} />
      <Route path="words" element={<WordsPage />} />
      <Route path="*" element={<RemoteNotFound area="the staff console" />} />
    </Routes>
  );
}

const routes: RemoteRoutesModule['default'] = ConsoleRoutes;
export default routes;
