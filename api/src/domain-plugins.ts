import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from './app-options.ts';
import { localMediaStore } from './lib/media-store/local-media-store.ts';
import { DEFAULT_APP_ORIGINS } from './plugins/app/identity/oidc-config.ts';
import assistantRepository from './plugins/app/assistant/assistant-repository.ts';
import chatEvents from './plugins/app/chat/chat-events.ts';
import chatsRepository from './plugins/app/chat/chats-repository.ts';
import chatInvitations from './plugins/app/chat/chat-invitations.ts';
import achievementsRepository from './plugins/app/games/achievements-repository.ts';
import leaderboardsRepository from './plugins/app/games/leaderboards-repository.ts';
import packsRepository from './plugins/app/games/packs-repository.ts';
import hintsRepository from './plugins/app/games/hints-repository.ts';
import ticketsRepository from './plugins/app/games/tickets-repository.ts';
import tournamentsRepository from './plugins/app/games/tournaments-repository.ts';
import tournamentResults from './plugins/app/games/tournament-results.ts';
import challengesRepository from './plugins/app/games/challenges-repository.ts';
import accountsRepository from './plugins/app/identity/accounts-repository.ts';
import handlesRepository from './plugins/app/identity/handles-repository.ts';
import ownData from './plugins/app/identity/own-data.ts';
import oidcService from './plugins/app/identity/oidc-service.ts';
import profilesRepository from './plugins/app/identity/profiles-repository.ts';
import sessionsRepository from './plugins/app/identity/sessions-repository.ts';
import searchRepository from './plugins/app/search/search-repository.ts';
import requireRole from './plugins/app/staff/require-role.ts';
import staffRepository from './plugins/app/staff/staff-repository.ts';
import communityDashboard from './plugins/app/staff/community-dashboard.ts';
import remoteReleases from './plugins/app/staff/remote-releases-service.ts';
import shopStaffRepository from './plugins/app/staff/shop-staff-repository.ts';
import shopSettingsRepository from './plugins/app/staff/shop-settings-repository.ts';
import moderationRepository from './plugins/app/staff/moderation-repository.ts';
import watchedWords from './plugins/app/staff/watched-words.ts';
import signInAttempts from './plugins/app/identity/sign-in-attempts.ts';
import billingRepository from './plugins/app/marketplace/billing-repository.ts';
import checkoutService from './plugins/app/marketplace/checkout-service.ts';
import paymentsService from './plugins/app/marketplace/payments/payments-service.ts';
import reservationExpiry from './plugins/app/marketplace/reservation-expiry.ts';
import offersRepository from './plugins/app/marketplace/offers-repository.ts';
import ordersRepository from './plugins/app/marketplace/orders-repository.ts';
import retailersRepository from './plugins/app/marketplace/retailers-repository.ts';
import shopOrdersRepository from './plugins/app/marketplace/shop-orders-repository.ts';
import shopMenu from './plugins/app/marketplace/shop-menu.ts';
import reviewsRepository from './plugins/app/marketplace/reviews-repository.ts';
import appConfigRepository from './plugins/app/platform/app-config-repository.ts';
import configVersions from './plugins/app/platform/config-versions.ts';
import contentGeneration from './plugins/app/platform/content-generation.ts';
import mediaUrl from './plugins/app/platform/media-url.ts';
import uploadsRepository from './plugins/app/platform/uploads-repository.ts';
import usageRepository from './plugins/app/platform/usage-repository.ts';
import federationHealthRepository from './plugins/app/platform/federation-health-repository.ts';
import liveService from './plugins/app/live/live-service.ts';
import notificationsRepository from './plugins/app/notifications/notifications-repository.ts';
import pushService from './plugins/app/notifications/push-service.ts';
import albumsRepository from './plugins/app/social/albums-repository.ts';
import assetsRepository from './plugins/app/social/assets-repository.ts';
import favoritesRepository from './plugins/app/social/favorites-repository.ts';
import flagsRepository from './plugins/app/social/flags-repository.ts';
import invitesRepository from './plugins/app/social/invites-repository.ts';
import followsRepository from './plugins/app/social/follows-repository.ts';
import sectionsRepository from './plugins/app/social/sections-repository.ts';
import notesRepository from './plugins/app/social/notes-repository.ts';
import peopleRepository from './plugins/app/social/people-repository.ts';
import postsRepository from './plugins/app/social/posts-repository.ts';
import memberHides from './plugins/app/social/member-hides.ts';
import wallAnnouncements from './plugins/app/social/wall-announcements.ts';
import emojiReactionsRepository from './plugins/app/social/emoji-reactions-repository.ts';
import linkPreviewsRepository from './plugins/app/social/link-previews-repository.ts';
import reactionsRepository from './plugins/app/social/reactions-repository.ts';

const DEFAULT_MEDIA_STORE_DIR = new URL('../data/media', import.meta.url);

/**
 * The domain plugins: repositories and services as decorators, by domain; `dependencies` in
 * each plugin checks that what it needs was registered before it. A new one goes in its
 * domain's group below.
 */
export async function registerDomainPlugins(app: FastifyInstance, options: AppOptions) {
  await app.register(mediaUrl, {
    publicApiUrl: options.publicApiUrl,
    signingSecret: options.mediaUrlSecret,
  });
  // What the caches of sessions and wall answers check before answering from memory.
  await app.register(contentGeneration, { caching: options.cacheAnswers ?? true });
  await app.register(appConfigRepository);
  await app.register(configVersions);
  await app.register(usageRepository);
  await app.register(federationHealthRepository);
  await app.register(uploadsRepository, {
    store: options.mediaStore ?? localMediaStore(fileURLToPath(DEFAULT_MEDIA_STORE_DIR)),
    quota: options.uploadQuota,
  });
  // Live delivery: the SSE streams and the bus that wakes them after a commit.
  await app.register(liveService, {
    redisUrl: options.redisUrl,
    redisChannel: options.redisChannel,
    limits: options.liveLimits,
  });
  await app.register(notificationsRepository);
  // Web push: the notifications above, pushed to the devices members turned them on for.
  await app.register(pushService, options.push ?? {});

  await app.register(accountsRepository);
  await app.register(handlesRepository);
  await app.register(ownData);
  await app.register(sessionsRepository);
  await app.register(signInAttempts);
  // Staff: the role check every staff route passes, and the staff's members and audit log.
  await app.register(requireRole);
  await app.register(staffRepository);
  await app.register(communityDashboard);
  await app.register(remoteReleases, {
    store: options.releases,
    healthTimeoutMs: options.releaseHealthTimeoutMs,
  });
  await app.register(shopStaffRepository);
  await app.register(shopSettingsRepository);
  // The review queue, sanctions and moderation settings (the write choke point reads them).
  await app.register(moderationRepository);
  // The watched words every member-written text is checked against before it is saved.
  await app.register(watchedWords);
  await app.register(oidcService, {
    providers: options.oidc?.providers ?? [],
    appOrigins: options.oidc?.appOrigins ?? DEFAULT_APP_ORIGINS,
    publicApiUrl: options.publicApiUrl,
  });

  await app.register(albumsRepository);
  await app.register(assetsRepository);
  await app.register(favoritesRepository);
  await app.register(flagsRepository);
  await app.register(invitesRepository);
  await app.register(peopleRepository);
  await app.register(memberHides);
  // The activity wall: posts with photos, likes and favorites of albums, comments.
  await app.register(postsRepository);
  await app.register(wallAnnouncements);
  await app.register(reactionsRepository);
  await app.register(emojiReactionsRepository);
  // Preview cards of the web pages linked in posts and comments, fetched by the server.
  await app.register(linkPreviewsRepository, options.linkPreviews ?? {});
  await app.register(notesRepository);
  await app.register(followsRepository);
  await app.register(sectionsRepository);
  await app.register(profilesRepository);
  // Chat: conversations between members, announced to them live.
  await app.register(chatEvents);
  await app.register(chatsRepository);
  await app.register(chatInvitations);

  await app.register(retailersRepository);
  await app.register(offersRepository);
  await app.register(reviewsRepository);
  await app.register(billingRepository);
  await app.register(ordersRepository);
  await app.register(shopOrdersRepository);
  await app.register(shopMenu);
  await app.register(checkoutService);
  await app.register(paymentsService, { stripe: options.stripe });
  await app.register(reservationExpiry);

  await app.register(packsRepository);
  await app.register(ticketsRepository);
  await app.register(hintsRepository);
  await app.register(tournamentsRepository);
  await app.register(challengesRepository);
  await app.register(leaderboardsRepository);
  await app.register(achievementsRepository);
  await app.register(tournamentResults);

  await app.register(assistantRepository, { clock: options.clock, timeZone: options.timeZone });
  // The header's one search: posts, comments, members, shops, products, events and groups.
  await app.register(searchRepository);
}
