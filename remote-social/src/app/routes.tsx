import { RemoteNotFound, type RemoteRoutesModule } from '@canopy/shared-core';
import { Route, Routes } from 'react-router';
import { ActivityWallPage } from '../features/activity-wall/components/activity-wall-page.tsx';
import { ChatPage } from '../features/chat/components/chat-page.tsx';
import { DiscoverPage } from '../features/discover/components/discover-page.tsx';
import { NotificationsPage } from '../features/notifications/components/notifications-page.tsx';
import { InfluencersPage } from '../features/people/components/influencers-page.tsx';
import { PeoplePage } from '../features/people/components/people-page.tsx';
import { PostDetailPage } from '../features/post-detail/components/post-detail-page.tsx';
// Channels, groups, events, trainings and sharing the site.
import { ChannelPage } from '../features/channels/components/channel-page.tsx';
import { ChannelPostPage } from '../features/channels/components/channel-post-page.tsx';
import { ChannelsPage } from '../features/channels/components/channels-page.tsx';
import { EventPage } from '../features/events/components/event-page.tsx';
import { EventsPage } from '../features/events/components/events-page.tsx';
import { GroupPage } from '../features/groups/components/group-page.tsx';
import { GroupsPage } from '../features/groups/components/groups-page.tsx';
import { ShareSitePage } from '../features/share-site/components/share-site-page.tsx';
import { TrainingPage } from '../features/trainings/components/training-page.tsx';
import { TrainingsPage } from '../features/trainings/components/trainings-page.tsx';
// Content sections: news, pages, topics, media, lists and see-all.
import { CustomListsPage } from '../features/sections/components/custom-lists-page.tsx';
import { SectionDetailPage } from '../features/sections/components/section-detail-page.tsx';
import { SectionListPage } from '../features/sections/components/section-list-page.tsx';
import { SECTIONS, type SectionKey } from '../features/sections/sections.ts';
import { SeeAllPage } from '../features/sections/components/see-all-page.tsx';
import {
  TopicCategoriesPage,
  TopicPage,
  TopicPostPage,
  TopicsPage,
} from '../features/sections/components/topics-pages.tsx';

// Sections whose list page is the plain tile grid; custom lists add the member's own.
const LIST_SECTIONS: SectionKey[] = [
  'liveStreams',
  'video',
  'audio',
  'streaming',
  'list',
  'trail',
  'note',
  'story',
  'schedule',
];
const DETAIL_SECTIONS: SectionKey[] = [...LIST_SECTIONS, 'customlist'];

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
      {/* Channels, groups, events, trainings and sharing the site. */}
      <Route path="channel" element={<ChannelsPage />} />
      <Route path="channel/:id" element={<ChannelPage />} />
      <Route path="channel-post/:id" element={<ChannelPostPage />} />
      <Route path="group" element={<GroupsPage />} />
      <Route path="group/:id" element={<GroupPage />} />
      <Route path="event" element={<EventsPage />} />
      <Route path="event/:id" element={<EventPage />} />
      <Route path="training" element={<TrainingsPage />} />
      <Route path="training-post/:id" element={<TrainingPage />} />
      <Route path="sharethesite" element={<ShareSitePage />} />
      <Route path="notifications" element={<NotificationsPage />} />
      {/* Content sections: news, pages, topics, media, lists, see-all. */}
      <Route path="news" element={<SectionListPage sectionKey="news" also="page" />} />
      <Route path="news/:id" element={<SectionDetailPage sectionKey="news" />} />
      <Route path="page/:id" element={<SectionDetailPage sectionKey="page" />} />
      <Route path="topic" element={<TopicsPage />} />
      <Route path="topic/category" element={<TopicCategoriesPage />} />
      <Route path="topic/:id" element={<TopicPage />} />
      <Route path="topic-post/:id" element={<TopicPostPage />} />
      {LIST_SECTIONS.map((key) => (
        <Route key={key} path={SECTIONS[key].path} element={<SectionListPage sectionKey={key} />} />
      ))}
      <Route path="customlist" element={<CustomListsPage />} />
      {DETAIL_SECTIONS.map((key) => (
        <Route
          key={key}
          path={`${SECTIONS[key].path}/:id`}
          element={<SectionDetailPage sectionKey={key} />}
        />
      ))}
      <Route path="see-all" element={<SeeAllPage />} />
      <Route path="*" element={<RemoteNotFound area="the community" />} />
    </Routes>
  );
}

const routes: RemoteRoutesModule['default'] = SocialRoutes;
export default routes;
