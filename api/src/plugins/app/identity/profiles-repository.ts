import fp from 'fastify-plugin';
import type { ProfileResponse } from '../../../schemas/users.ts';
import type { AccountRow } from './accounts-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    profiles: {
      /** A member's profile as `viewer` sees it, with post and friend counts. */
      view(member: AccountRow, viewer: AccountRow): Promise<ProfileResponse>;
    };
  }
}

export default fp(
  async (app) => {
    app.decorate('profiles', {
      async view(member: AccountRow, viewer: AccountRow): Promise<ProfileResponse> {
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
  { name: 'profiles', dependencies: ['accounts', 'albums', 'social', 'follows'] },
);
