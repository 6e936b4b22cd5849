import fp from 'fastify-plugin';
import type { ProfileResponse } from '../../../schemas/users.ts';
import { notFound } from '../../../lib/errors.ts';
import { moderationShownSql } from '../kernel/moderation.ts';
import type { AccountRow } from './accounts-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    profiles: {
      /**
       * A member's profile as `viewer` sees it, with post and friend counts; 404 for a
       * profile moderation keeps from the viewer (kernel/moderation.ts).
       */
      view(member: AccountRow, viewer: AccountRow): Promise<ProfileResponse>;
    };
  }
}

export default fp(
  async (app) => {
    app.decorate('profiles', {
      async view(member: AccountRow, viewer: AccountRow): Promise<ProfileResponse> {
        const shown = await app.db.query(
          `SELECT 1 WHERE ${moderationShownSql('ACCOUNT', '$1::int', '$1::int', '$2::int')}`,
          [member.id, viewer.id],
        );
        if (shown.length === 0) throw notFound('This profile is hidden by moderation.');
        const [albums, friends, friend, follows] = await Promise.all([
          app.albums.countVisible(member.id, { id: viewer.id, audienceIds: viewer.audience_ids }),
          app.social.friendCount(member.id),
          app.social.areFriends(member.id, viewer.id),
          app.follows.profileCounts(viewer.id, member.id),
        ]);
        return app.accounts.toProfile(member, viewer.id, {
          counts: {
            albums,
            friends,
            followers: follows.followers,
            following: follows.following,
          },
          following: follows.viewerFollows,
          friend,
        });
      },
    });
  },
  { name: 'profiles', dependencies: ['db', 'accounts', 'albums', 'social', 'follows'] },
);
