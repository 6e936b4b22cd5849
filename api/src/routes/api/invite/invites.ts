import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { notFound, refuse } from '../../../lib/errors.ts';
import { resolveLocation } from '../../../lib/geo.ts';
import { ACCESS_DENIED_MESSAGE } from '../../../plugins/app/kernel/access-lock.ts';
import { toAccountShort } from '../../../plugins/app/kernel/account-short.ts';
import type { AccountRow } from '../../../plugins/app/identity/accounts-repository.ts';
import { isPersonalAlbum } from '../../../plugins/app/social/rules.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import type { AlbumResponse } from '../../../schemas/albums.ts';
import { ErrorEnvelope, errorResponses, ItemEnvelope } from '../../../schemas/common.ts';
import {
  AcceptedInvite,
  AcceptInviteBody,
  AlbumInviteBody,
  Invite,
  InviteQuery,
} from '../../../schemas/invites.ts';
import { itemEnvelope } from '../../../lib/envelopes.ts';

export interface InviteRoutesOptions {
  /** Base of the web app, for the invite link, e.g. http://localhost:3000. */
  publicAppUrl: string;
}

const INVITE_NOT_FOUND = 'That invite does not exist or has expired.';

const isPersonal = (album: AlbumResponse) => isPersonalAlbum(album.albumType);

const invites: FastifyPluginAsyncTypebox<InviteRoutesOptions> = async (app, options) => {
  const appUrl = options.publicAppUrl.replace(/\/+$/, '');
  const viewerOf = (account: AccountRow) => ({ id: account.id, audienceIds: account.audience_ids });

  async function inviteItem(
    token: string,
    inviterId: number,
    album: AlbumResponse,
  ): Promise<Static<typeof Invite>> {
    const [inviter, config] = await Promise.all([
      app.accounts.findById(inviterId),
      app.appConfig.get(),
    ]);
    if (!inviter) throw notFound(INVITE_NOT_FOUND);
    const display = `${inviter.first_name} ${inviter.last_name}`;
    return {
      token,
      url: `${appUrl}/#/albums/invite?token=${encodeURIComponent(token)}`,
      inviter: toAccountShort(inviter, app.mediaUrl),
      inviteText: `${display} invited you to "${album.title}" on ${config.appName}.`,
      albumTitle: album.title,
      albumCoverUrl: album.coverURL,
      album,
      offerId: null,
      offerLocationId: null,
    };
  }

  app.post(
    '/album',
    {
      schema: {
        tags: ['social'],
        summary: 'Invite people to an album you can see: returns a link with an opaque token',
        description:
          '404 when the album does not exist or is hidden from you. Carts and assistant ' +
          'conversations cannot be shared (HTTP 200, `errorCode: ALBUM_NOT_SHAREABLE`). ' +
          'Members named in `receiverAccountIds` who may open the album get an ' +
          '`ALBUM_INVITE` notification that opens the invite.',
        body: AlbumInviteBody,
        response: {
          200: Type.Union([ItemEnvelope(Invite), ErrorEnvelope]),
          ...errorResponses(403, 404),
        },
      },
      // Each member named may be notified: they count against the inviter's invitations.
      preHandler: app.memberLimits.preHandler(
        'invitations',
        (request) =>
          new Set((request.body as { receiverAccountIds?: number[] }).receiverAccountIds).size,
      ),
    },
    async (request) => {
      const me = currentUser(request);
      const found = await app.albums.findVisible(
        request.body.albumId,
        viewerOf(me),
        resolveLocation(request.body.latitude, request.body.longitude),
      );
      if (!found) throw notFound('That album does not exist.');
      if (isPersonal(found.album)) {
        return refuse('ALBUM_NOT_SHAREABLE', 'Carts and assistant conversations cannot be shared.');
      }
      if (found.locked) return refuse('ACCESS_DENIED', ACCESS_DENIED_MESSAGE);
      const { albumId, title } = found.album;
      const receivers = await app.albums.inviteReceivers(
        request.body.receiverAccountIds ?? [],
        { album_id: albumId, inviter_id: me.id },
        resolveLocation(request.body.latitude, request.body.longitude),
      );
      const token = await app.social.createInvite(albumId, me.id, {
        ids: receivers,
        albumTitle: title,
      });
      return itemEnvelope(
        await inviteItem(token, me.id, found.album),
        'Share this link to invite people.',
      );
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['social'],
        summary: 'An invite, by its token',
        description: '404 for an unknown or expired token, or an album you may not see.',
        querystring: InviteQuery,
        response: {
          200: Type.Union([ItemEnvelope(Invite), ErrorEnvelope]),
          ...errorResponses(403, 404),
        },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { token } = request.query;
      const invite = await app.social.findInvite(token);
      if (!invite) throw notFound(INVITE_NOT_FOUND);
      const found = await app.albums.albumForInvite(
        invite,
        viewerOf(me),
        resolveLocation(request.query.latitude, request.query.longitude),
      );
      if (!found) throw notFound(INVITE_NOT_FOUND);
      if (found.locked) return refuse('ACCESS_DENIED', ACCESS_DENIED_MESSAGE);
      return itemEnvelope(await inviteItem(token, invite.inviter_id, found.album));
    },
  );

  app.post(
    '/accept',
    {
      schema: {
        tags: ['social'],
        summary: 'Join the album of an invite (and befriend the inviter with autoFriend)',
        description:
          'Accepting your own invite (`INVITE_OWN`) or one you already accepted ' +
          '(`INVITE_ALREADY_ACCEPTED`) is HTTP 200 with `valid:false`. 404 for an unknown or ' +
          'expired token.',
        body: AcceptInviteBody,
        response: {
          200: Type.Union([ItemEnvelope(AcceptedInvite), ErrorEnvelope]),
          ...errorResponses(403, 404),
        },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const body = request.body;
      const location = resolveLocation(body.latitude, body.longitude);
      const invite = await app.social.findInvite(body.token);
      if (!invite) throw notFound(INVITE_NOT_FOUND);
      if (invite.inviter_id === me.id) {
        return refuse('INVITE_OWN', 'This is your own invite: share it with someone else.');
      }
      const found = await app.albums.albumForInvite(invite, viewerOf(me), location);
      if (!found) throw notFound(INVITE_NOT_FOUND);
      const title = found.album.title;
      if (found.album.ownerId === me.id) {
        return refuse('INVITE_OWN', `"${title}" is your own album.`);
      }
      if (found.locked) return refuse('ACCESS_DENIED', ACCESS_DENIED_MESSAGE);
      const joined = await app.social.acceptInvite(invite, me.id, {
        befriend: body.autoFriend ?? false,
      });
      if (!joined) {
        return refuse('INVITE_ALREADY_ACCEPTED', `You have already joined "${title}".`);
      }
      const album = await app.albums.findVisible(invite.album_id, viewerOf(me), location);
      return itemEnvelope({ album: album?.album ?? found.album }, `You joined "${title}".`);
    },
  );
};

export default invites;
