import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { itemEnvelope, listEnvelope } from '../../../lib/envelopes.ts';
import { notFound, refuse } from '../../../lib/errors.ts';
import { resolveLocation } from '../../../lib/geo.ts';
import { resolvePage } from '../../../lib/paging.ts';
import { ACCESS_DENIED_MESSAGE } from '../../../plugins/app/kernel/access-lock.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import {
  isJoinable,
  lessonsOf,
  lessonStates,
  membershipMessages,
  resumeLessonId,
  TRAINING_ALBUM_TYPE,
} from '../../../plugins/app/social/section-rules.ts';
import { viewerOf } from '../../../plugins/app/social/viewer.ts';
import type { AlbumResponse } from '../../../schemas/albums.ts';
import {
  ErrorEnvelope,
  errorResponses,
  GeoBody,
  IdParams,
  ItemEnvelope,
  ListEnvelope,
} from '../../../schemas/common.ts';
import {
  AlbumMember,
  CompleteLessonBody,
  MemberQuery,
  Membership,
  TrainingProgress,
} from '../../../schemas/sections.ts';

const NO_SUCH_ALBUM = 'That album does not exist.';
const NOT_JOINABLE = refuse(
  'NOT_JOINABLE',
  'Only groups, channels and events can be joined, followed or attended.',
);
const NOT_A_TRAINING = 'That training does not exist.';

/**
 * Joining groups, following channels, attending events (all one membership of the album)
 * and working through trainings, under /albums/{id}.
 */
const sections: FastifyPluginAsyncTypebox = async (app) => {
  /** The album as the member may see it; 404 when hidden (a private group before an invite). */
  async function openAlbum(request: FastifyRequest, id: number) {
    const me = currentUser(request);
    const found = await app.albums.findVisible(id, viewerOf(me), resolveLocation(0, 0));
    if (!found) throw notFound(NO_SUCH_ALBUM);
    return { me, ...found };
  }

  const membership = (album: AlbumResponse, joined: boolean, userCount: number) => ({
    albumId: album.albumId,
    albumType: album.albumType,
    joined,
    userCount,
  });

  app.post(
    '/:id/members',
    {
      schema: {
        tags: ['albums'],
        summary: 'Join a group, follow a channel or attend an event',
        description:
          'Joining twice counts once. A private group is joined only through an invite ' +
          '(POST /invite/accept): until then it does not exist for you (404). Other album ' +
          'types are refused with `NOT_JOINABLE` (HTTP 200, valid:false).',
        params: IdParams,
        body: GeoBody,
        response: {
          200: Type.Union([ItemEnvelope(Membership), ErrorEnvelope]),
          ...errorResponses(403, 404),
        },
      },
    },
    async (request) => {
      const { me, album, locked } = await openAlbum(request, request.params.id);
      if (locked) return refuse('ACCESS_DENIED', ACCESS_DENIED_MESSAGE);
      if (!isJoinable(album.albumType)) return NOT_JOINABLE;
      await app.sections.join(album.albumId, me.id);
      return itemEnvelope(
        membership(album, true, await app.sections.userCount(album.albumId)),
        membershipMessages(album.albumType, album.title).joined,
      );
    },
  );

  app.delete(
    '/:id/members',
    {
      schema: {
        tags: ['albums'],
        summary: 'Leave a group, unfollow a channel or stop attending an event',
        description:
          'Leaving when you are not in counts as done. After leaving a private group you ' +
          'need a new invite to see it again.',
        params: IdParams,
        querystring: GeoBody,
        response: {
          200: Type.Union([ItemEnvelope(Membership), ErrorEnvelope]),
          ...errorResponses(403, 404),
        },
      },
    },
    async (request) => {
      const { me, album } = await openAlbum(request, request.params.id);
      if (!isJoinable(album.albumType)) return NOT_JOINABLE;
      await app.sections.leave(album.albumId, me.id);
      return itemEnvelope(
        membership(album, false, await app.sections.userCount(album.albumId)),
        membershipMessages(album.albumType, album.title).left,
      );
    },
  );

  app.get(
    '/:id/members',
    {
      schema: {
        tags: ['albums'],
        summary: "A group's members, a channel's followers or an event's attendees",
        description: 'Newest first. `friend` repeats the member when they are your friend.',
        params: IdParams,
        querystring: MemberQuery,
        response: { 200: ListEnvelope(AlbumMember), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const { me, album, locked } = await openAlbum(request, request.params.id);
      if (locked || !isJoinable(album.albumType)) throw notFound(NO_SUCH_ALBUM);
      const page = resolvePage(request.query.start, request.query.limit);
      const result = await app.sections.members(album.albumId, me.id, page);
      const event = { eventId: album.albumId, title: album.title };
      return listEnvelope(
        result.items.map((item) => ({ event, ...item })),
        result.countTotal,
        page,
      );
    },
  );

  async function progressOf(album: AlbumResponse, accountId: number) {
    const lessons = lessonsOf(album.metaData);
    const completed = await app.sections.completedLessons(album.albumId, accountId);
    const states = lessonStates(lessons, completed);
    return {
      albumId: album.albumId,
      lessons: lessons.map((lesson, index) => ({
        lessonId: lesson.lessonId,
        title: lesson.title,
        kind: lesson.kind,
        mediaURL: app.mediaUrl(lesson.media),
        text: lesson.text,
        minutes: lesson.minutes,
        completed: states[index]?.completed ?? false,
        locked: states[index]?.locked ?? true,
      })),
      completedCount: states.filter((state) => state.completed).length,
      lessonCount: lessons.length,
      resumeLessonId: resumeLessonId(lessons, completed),
    };
  }

  async function openTraining(request: FastifyRequest, id: number) {
    const opened = await openAlbum(request, id);
    if (opened.album.albumType !== TRAINING_ALBUM_TYPE) throw notFound(NOT_A_TRAINING);
    return opened;
  }

  app.get(
    '/:id/progress',
    {
      schema: {
        tags: ['albums'],
        summary: "A training's lessons in order, with what you completed and where to resume",
        params: IdParams,
        querystring: GeoBody,
        response: {
          200: Type.Union([ItemEnvelope(TrainingProgress), ErrorEnvelope]),
          ...errorResponses(403, 404),
        },
      },
    },
    async (request) => {
      const { me, album, locked } = await openTraining(request, request.params.id);
      if (locked) return refuse('ACCESS_DENIED', ACCESS_DENIED_MESSAGE);
      return itemEnvelope(await progressOf(album, me.id));
    },
  );

  app.post(
    '/:id/progress',
    {
      schema: {
        tags: ['albums'],
        summary: 'Mark a lesson of a training completed; the next one opens',
        description:
          'A lesson opens once every lesson before it is completed: completing a locked one ' +
          'is refused with `LESSON_LOCKED`, an unknown one with `LESSON_NOT_FOUND` (HTTP 200, ' +
          'valid:false). Completing twice counts once.',
        params: IdParams,
        body: CompleteLessonBody,
        response: {
          200: Type.Union([ItemEnvelope(TrainingProgress), ErrorEnvelope]),
          ...errorResponses(403, 404),
        },
      },
    },
    async (request) => {
      const { me, album, locked } = await openTraining(request, request.params.id);
      if (locked) return refuse('ACCESS_DENIED', ACCESS_DENIED_MESSAGE);
      const refusal = await app.sections.completeLesson(
        album.albumId,
        me.id,
        lessonsOf(album.metaData),
        request.body.lessonId,
      );
      if (refusal) return refuse(refusal.errorCode, refusal.message);
      const progress = await progressOf(album, me.id);
      const message =
        progress.resumeLessonId === null
          ? `You finished "${album.title}".`
          : 'Lesson completed: the next one is open.';
      return itemEnvelope(progress, message);
    },
  );
};

export default sections;
