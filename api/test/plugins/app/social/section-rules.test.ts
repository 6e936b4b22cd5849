import { describe, expect, it } from 'vitest';
import {
  isJoinable,
  lessonRefusal,
  lessonsOf,
  lessonStates,
  membershipMessages,
  postingRefusal,
  resumeLessonId,
} from '../../../../src/plugins/app/social/section-rules.ts';
import { validTimeZone } from '../../../../src/lib/time-zones.ts';

const lessons = lessonsOf({
  lessons: [
    { lessonId: 'one', title: 'One', kind: 'text', text: 'Read this' },
    { lessonId: 'two', title: 'Two', kind: 'AUDIO', media: 'lesson-soil.wav', minutes: 2 },
    { lessonId: 'two', title: 'Duplicate', kind: 'TEXT' },
    { lessonId: 'Bad Id', title: 'Bad', kind: 'TEXT' },
    { lessonId: 'odd', title: 'Odd', kind: 'SLIDES' },
    'not a lesson',
    { lessonId: 'three', title: 'Three', kind: 'VIDEO', media: 'clip.webm' },
  ],
});

describe('lessonsOf', () => {
  it('keeps well-formed lessons in order, each id once', () => {
    expect(lessons.map((lesson) => [lesson.lessonId, lesson.kind, lesson.media])).toEqual([
      ['one', 'TEXT', null],
      ['two', 'AUDIO', 'lesson-soil.wav'],
      ['three', 'VIDEO', 'clip.webm'],
    ]);
    expect(lessons[0]?.minutes).toBe(1);
    expect(lessonsOf({})).toEqual([]);
    expect(lessonsOf({ lessons: 'nope' })).toEqual([]);
  });
});

describe('lesson order', () => {
  it('opens only the first lesson not yet completed, and everything before it', () => {
    expect(lessonStates(lessons, new Set())).toEqual([
      { completed: false, locked: false },
      { completed: false, locked: true },
      { completed: false, locked: true },
    ]);
    expect(lessonStates(lessons, new Set(['one']))).toEqual([
      { completed: true, locked: false },
      { completed: false, locked: false },
      { completed: false, locked: true },
    ]);
  });

  it('resumes at the first lesson not completed, or nowhere when all are', () => {
    expect(resumeLessonId(lessons, new Set(['one']))).toBe('two');
    expect(resumeLessonId(lessons, new Set(['one', 'two', 'three']))).toBeNull();
  });

  it('refuses unknown and locked lessons', () => {
    expect(lessonRefusal(lessons, new Set(), 'zzz')?.errorCode).toBe('LESSON_NOT_FOUND');
    expect(lessonRefusal(lessons, new Set(), 'two')).toEqual({
      errorCode: 'LESSON_LOCKED',
      message: 'Finish the previous lesson first.',
    });
    expect(lessonRefusal(lessons, new Set(['one']), 'two')).toBeUndefined();
  });
});

describe('membership', () => {
  it('joins groups, follows channels and attends events, nothing else', () => {
    expect(['group', 'channel', 'event', 'training', 'post'].map(isJoinable)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(membershipMessages('channel', 'Herbs')).toEqual({
      joined: 'You follow "Herbs".',
      left: 'You no longer follow "Herbs".',
    });
    expect(membershipMessages('event', 'Swap').joined).toBe('You are attending "Swap".');
  });

  it('lets group members and channel owners post', () => {
    expect(postingRefusal('group', false, true)).toBeUndefined();
    expect(postingRefusal('group', true, false)).toBeUndefined();
    expect(postingRefusal('group', false, false)).toBe('Join the group to post in it.');
    expect(postingRefusal('channel', true, false)).toBeUndefined();
    expect(postingRefusal('channel', false, true)).toBe('Only the channel can post in it.');
    expect(postingRefusal('event', true, true)).toBe(
      'Posts can only be written in a group or a channel.',
    );
  });
});

describe('validTimeZone', () => {
  it('accepts IANA zone names only', () => {
    expect(validTimeZone('America/Chicago')).toBe('America/Chicago');
    expect(validTimeZone('Mars/Olympus')).toBeUndefined();
    expect(validTimeZone(42)).toBeUndefined();
    expect(validTimeZone('')).toBeUndefined();
  });
});
