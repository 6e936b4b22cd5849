import { RemoteNotFound, type RemoteRoutesModule } from '@canopy/shared-core';
import { Route, Routes } from 'react-router';
import { ActivityWallPage } from '../features/activity-wall/components/activity-wall-page.tsx';
import { ChatPage } from '../features/chat/components/chat-page.tsx';
import { DiscoverPage } from '../features/discover/components/discover-page.tsx';
import { NotificationsPage } from '../features/notifications/components/notifications-page.tsx';
import { InfluencersPage } from '../features/people/components/influencers-page.tsx';
import { PeoplePage } from '../features/people/components/people-page.tsx';
import { PostDetailPage } from '../features/post-detail/components/post-detail-page.tsx';

/** The social area's pages, below /browse. */
function SocialRoutes() {
  return (
    <Routes>
      <Route path="activity-wall" element={<ActivityWallPage />} />
      <Route path="activity-detail/:id" element={<PostDetailPage />} />
      <Route path="discover" element={<DiscoverPage />} />
      <Route path="chat" element={<ChatPage />} />
      <Route path="people" element={<PeoplePage />} />
      <Route path="influencer" element={<InfluencersPage />} />
      <Route path="notifications" element={<NotificationsPage />} />
      <Route path="*" element={<RemoteNotFound area="the community" />} />
    </Routes>
  );
}

const routes: RemoteRoutesModule['default'] = SocialRoutes;
export default routes;
