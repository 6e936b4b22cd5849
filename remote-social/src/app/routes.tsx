import { RemoteNotFound, type RemoteRoutesModule } from '@canopy/shared-core';
import { Route, Routes } from 'react-router';
import { ActivityWallPage } from '../features/activity-wall/components/activity-wall-page.tsx';
import { SECTIONS, type SectionKey } from '../features/sections/sections.ts';
import { lazyPage } from './lazy-page.ts';

// The wall is the area's first page; every other page loads when first shown.
const PostDetailPage = lazyPage(
  () => import('../features/post-detail/components/post-detail-page.tsx'),
  (m) => m.PostDetailPage,
);
const DiscoverPage = lazyPage(
  () => import('../features/discover/components/discover-page.tsx'),
  (m) => m.DiscoverPage,
);
const ChatPage = lazyPage(
  () => import('../features/chat/components/chat-page.tsx'),
  (m) => m.ChatPage,
);
const NotificationsPage = lazyPage(
  () => import('../features/notifications/components/notifications-page.tsx'),
  (m) => m.NotificationsPage,
);
const PeoplePage = lazyPage(
  () => import('../features/people/components/people-page.tsx'),
  (m) => m.PeoplePage,
);
const InfluencersPage = lazyPage(
  () => import('../features/people/components/influencers-page.tsx'),
  (m) => m.InfluencersPage,
);

// Channels, groups, events, trainings and sharing the site.
const ChannelsPage = lazyPage(
  () => import('../features/channels/components/channels-page.tsx'),
  (m) => m.ChannelsPage,
);
const ChannelPage = lazyPage(
  () => import('../features/channels/components/channel-page.tsx'),
  (m) => m.ChannelPage,
);
const ChannelPostPage = lazyPage(
  () => import('../features/channels/components/channel-post-page.tsx'),
  (m) => m.ChannelPostPage,
);
const GroupsPage = lazyPage(
  () => import('../features/groups/components/groups-page.tsx'),
  (m) => m.GroupsPage,
);
const GroupPage = lazyPage(
  () => import('../features/groups/components/group-page.tsx'),
  (m) => m.GroupPage,
);
const EventsPage = lazyPage(
  () => import('../features/events/components/events-page.tsx'),
  (m) => m.EventsPage,
);
const EventPage = lazyPage(
  () => import('../features/events/components/event-page.tsx'),
  (m) => m.EventPage,
);
const TrainingsPage = lazyPage(
  () => import('../features/trainings/components/trainings-page.tsx'),
  (m) => m.TrainingsPage,
);
const TrainingPage = lazyPage(
  () => import('../features/trainings/components/training-page.tsx'),
  (m) => m.TrainingPage,
);
const TagPage = lazyPage(
  () => import('../features/tags/components/tag-page.tsx'),
  (m) => m.TagPage,
);
const ShareSitePage = lazyPage(
  () => import('../features/share-site/components/share-site-page.tsx'),
  (m) => m.ShareSitePage,
);

// Content sections: news, pages, topics, media, lists and see-all.
const SectionListPage = lazyPage(
  () => import('../features/sections/components/section-list-page.tsx'),
  (m) => m.SectionListPage,
);
const SectionDetailPage = lazyPage(
  () => import('../features/sections/components/section-detail-page.tsx'),
  (m) => m.SectionDetailPage,
);
const CustomListsPage = lazyPage(
  () => import('../features/sections/components/custom-lists-page.tsx'),
  (m) => m.CustomListsPage,
);
const SeeAllPage = lazyPage(
  () => import('../features/sections/components/see-all-page.tsx'),
  (m) => m.SeeAllPage,
);
const topicsPages = () => import('../features/sections/components/topics-pages.tsx');
const TopicsPage = lazyPage(topicsPages, (m) => m.TopicsPage);
const TopicCategoriesPage = lazyPage(topicsPages, (m) => m.TopicCategoriesPage);
const TopicPage = lazyPage(topicsPages, (m) => m.TopicPage);
const TopicPostPage = lazyPage(topicsPages, (m) => m.TopicPostPage);

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
      <Route path="tag/:name" element={<TagPage />} />
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
