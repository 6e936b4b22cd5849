// The content sections members join: groups, channels, events and trainings. Pure rules,
// tested alone (test/plugins/app/section-rules.test.ts).

/** Album types a member joins (group), follows (channel) or attends (event). */
export const JOINABLE_ALBUM_TYPES = ['group', 'channel', 'event'] as const;
export type JoinableAlbumType = (typeof JOINABLE_ALBUM_TYPES)[number];

export const TRAINING_ALBUM_TYPE = 'training';

export function isJoinable(albumType: string): albumType is JoinableAlbumType {
  return (JOINABLE_ALBUM_TYPES as readonly string[]).includes(albumType);
}

/** What joining and leaving are called in each section, for the answers' messages. */
export function membershipMessages(
  albumType: JoinableAlbumType,
  title: string,
): { joined: string; left: string } {
  switch (albumType) {
    case 'channel':
      return { joined: `You follow "${title}".`, left: `You no longer follow "${title}".` };
    case 'event':
      return {
        joined: `You are attending "${title}".`,
        left: `You are no longer attending "${title}".`,
      };
    case 'group':
      return { joined: `You joined "${title}".`, left: `You left "${title}".` };
  }
}

export const LESSON_KINDS = ['VIDEO', 'AUDIO', 'TEXT'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

/** One lesson of a training, as metaData.lessons holds it, in order. */
export interface Lesson {
  lessonId: string;
  title: string;
  kind: LessonKind;
  /** The media file (under /media) for VIDEO and AUDIO lessons. */
  media: string | null;
  text: string;
  minutes: number;
}

const LESSON_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The lessons of a training's metaData; malformed entries are left out, ids kept unique. */
export function lessonsOf(metaData: object): Lesson[] {
  const listed = (metaData as { lessons?: unknown }).lessons;
  const raw: unknown[] = Array.isArray(listed) ? listed : [];
  const seen = new Set<string>();
  const lessons: Lesson[] = [];
  for (const entry of raw) {
    if (typeof entry !== 'object' || entry === null) continue;
    const value = entry as Record<string, unknown>;
    const lessonId = typeof value.lessonId === 'string' ? value.lessonId : '';
    const kind = typeof value.kind === 'string' ? value.kind.toUpperCase() : '';
    if (!LESSON_ID.test(lessonId) || seen.has(lessonId)) continue;
    if (!(LESSON_KINDS as readonly string[]).includes(kind)) continue;
    seen.add(lessonId);
    lessons.push({
      lessonId,
      title: typeof value.title === 'string' ? value.title : lessonId,
      kind: kind as LessonKind,
      media: typeof value.media === 'string' && kind !== 'TEXT' ? value.media : null,
      text: typeof value.text === 'string' ? value.text : '',
      minutes: typeof value.minutes === 'number' && value.minutes > 0 ? value.minutes : 1,
    });
  }
  return lessons;
}

export interface LessonState {
  completed: boolean;
  /** A lesson opens once every lesson before it is completed. */
  locked: boolean;
}

/** Each lesson's state for a member who completed `completed` (lesson ids). */
export function lessonStates(lessons: Lesson[], completed: ReadonlySet<string>): LessonState[] {
  let open = true;
  return lessons.map((lesson) => {
    const done = completed.has(lesson.lessonId);
    const state = { completed: done, locked: !open };
    if (!done) open = false;
    return state;
  });
}

/** Where the member picks up: the first lesson not completed, or null when all are. */
export function resumeLessonId(lessons: Lesson[], completed: ReadonlySet<string>): string | null {
  return lessons.find((lesson) => !completed.has(lesson.lessonId))?.lessonId ?? null;
}

/** Why a lesson cannot be marked completed, or undefined when it can. */
export function lessonRefusal(
  lessons: Lesson[],
  completed: ReadonlySet<string>,
  lessonId: string,
): { errorCode: string; message: string } | undefined {
  const index = lessons.findIndex((lesson) => lesson.lessonId === lessonId);
  if (index < 0) {
    return { errorCode: 'LESSON_NOT_FOUND', message: 'That lesson is not part of this training.' };
  }
  if (lessonStates(lessons, completed)[index]?.locked) {
    return { errorCode: 'LESSON_LOCKED', message: 'Finish the previous lesson first.' };
  }
  return undefined;
}

/**
 * Why a member may not post inside an album, or undefined when they may: a group takes
 * posts from its members, a channel only from its owner.
 */
export function postingRefusal(
  albumType: string,
  isOwner: boolean,
  isMember: boolean,
): string | undefined {
  if (albumType === 'group') {
    return isOwner || isMember ? undefined : 'Join the group to post in it.';
  }
  if (albumType === 'channel') {
    return isOwner ? undefined : 'Only the channel can post in it.';
  }
  return 'Posts can only be written in a group or a channel.';
}
