import { Type } from 'typebox';
import { AccountShort, Album } from './albums.ts';
import { GeoFields, Nullable } from './common.ts';

const Token = Type.String({ minLength: 1, maxLength: 200, description: 'The opaque invite token' });

/** PLATFORM.md invite; offerId and offerLocationId stay null for album invites. */
export const Invite = Type.Object({
  token: Token,
  url: Type.String({ description: 'The web app link that opens the invite' }),
  inviter: AccountShort,
  inviteText: Type.String(),
  albumTitle: Type.String(),
  albumCoverUrl: Nullable(Type.String()),
  album: Album,
  offerId: Type.Null(),
  offerLocationId: Type.Null(),
});

/** Members invited by name are notified; more go through the shared link. */
export const MAX_INVITE_RECEIVERS = 50;

export const AlbumInviteBody = Type.Object({
  albumId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  receiverAccountIds: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
      maxItems: MAX_INVITE_RECEIVERS,
      description:
        'Members to notify of the invite. Only those who may open the album are told; ' +
        'anyone else (and you) is skipped without a word.',
    }),
  ),
  ...GeoFields,
});

export const InviteQuery = Type.Object({ token: Token, ...GeoFields });

export const AcceptInviteBody = Type.Object({
  token: Token,
  autoFriend: Type.Optional(Type.Boolean({ description: 'Befriend the inviter (default false)' })),
  autoAttendEvent: Type.Optional(
    Type.Boolean({ description: 'Accepted for compatibility; album invites carry no event' }),
  ),
  autoFavoriteOffer: Type.Optional(
    Type.Boolean({ description: 'Accepted for compatibility; album invites carry no offer' }),
  ),
  ...GeoFields,
});

export const AcceptedInvite = Type.Object({ album: Album });
