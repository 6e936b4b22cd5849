import { Type } from 'typebox';
import { AccountShort } from './albums.ts';
import { GeoFields, Nullable, PagingFields } from './common.ts';

/** Whether you are in a group, follow a channel or attend an event, after a change. */
export const Membership = Type.Object({
  albumId: Type.Integer(),
  albumType: Type.String(),
  joined: Type.Boolean(),
  userCount: Type.Integer({ description: 'Members, followers or attendees now' }),
});

export const MemberQuery = Type.Object({ ...PagingFields, ...GeoFields });

/** PLATFORM.md event attendance: the event, the attendee, and the attendee if a friend. */
export const AlbumMember = Type.Object({
  event: Type.Object({ eventId: Type.Integer(), title: Type.String() }),
  attendee: AccountShort,
  friend: Nullable(AccountShort),
});

export const Lesson = Type.Object({
  lessonId: Type.String(),
  title: Type.String(),
  kind: Type.Union([Type.Literal('VIDEO'), Type.Literal('AUDIO'), Type.Literal('TEXT')]),
  mediaURL: Nullable(Type.String({ description: 'The video or audio file' })),
  text: Type.String(),
  minutes: Type.Number(),
  completed: Type.Boolean(),
  locked: Type.Boolean({ description: 'Opens once every lesson before it is completed' }),
});

export const TrainingProgress = Type.Object({
  albumId: Type.Integer(),
  lessons: Type.Array(Lesson),
  completedCount: Type.Integer(),
  lessonCount: Type.Integer(),
  resumeLessonId: Nullable(
    Type.String({ description: 'The first lesson not completed; null when all are' }),
  ),
});

export const CompleteLessonBody = Type.Object({
  lessonId: Type.String({ minLength: 1, maxLength: 64 }),
  ...GeoFields,
});
