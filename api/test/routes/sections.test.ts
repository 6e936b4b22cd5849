import nodeIcal, { type VEvent } from 'node-ical';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEMO_EVENT_TIME_ZONE,
  PRIVATE_GROUP_INVITE_TOKEN,
  SECTION_FIXTURES as S,
} from '../../src/seed/sections.ts';
import {
  BACKENDS,
  buildTestApp,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';

interface Envelope<T> {
  valid: boolean;
  message: string;
  errorCode?: string;
  item: T;
}
interface List<T> {
  valid: boolean;
  items: T[];
  countTotal: number;
}
interface Album {
  albumId: number;
  title: string;
  albumType: string;
  userCount: number;
  startDate: number | null;
}
interface Membership {
  albumId: number;
  joined: boolean;
  userCount: number;
}
interface Progress {
  lessons: {
    lessonId: string;
    kind: string;
    completed: boolean;
    locked: boolean;
    mediaURL: string | null;
  }[];
  completedCount: number;
  lessonCount: number;
  resumeLessonId: string | null;
}

describe.each(BACKENDS)('sections: channels, groups, events, trainings (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  let marcus: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    dana = await signIn(t.app);
    marcus = await signIn(t.app, OTHER_MEMBER);
  });
  afterEach(async () => {
    await t.close();
  });

  const albumId = async (title: string): Promise<number> => {
    const rows = await t.db.query<{ id: number }>('SELECT id FROM albums WHERE title = $1', [
      title,
    ]);
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`No album titled ${title}`);
    return id;
  };
  const get = (url: string, member: SignedInMember = dana) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: member.headers });
  const send = (
    method: 'POST' | 'DELETE',
    url: string,
    payload: object = {},
    member: SignedInMember = dana,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: member.headers,
      ...(method === 'POST' ? { payload } : {}),
    });
  const joined = async (albumType: string, member: SignedInMember = dana) =>
    (await get(`/albums/search?filter=JOINED&albumType=${albumType}`, member))
      .json<List<Album>>()
      .items.map((album) => album.title);

  it('seeds every section with titles a new member sees', async () => {
    for (const [type, title] of [
      ['channel', S.channel],
      ['group', S.group],
      ['event', S.event],
      ['training', S.training],
    ] as const) {
      const titles = (await get(`/albums/search?albumType=${type}`)).json<List<Album>>().items;
      expect(titles.map((album) => album.title)).toContain(title);
    }
  });

  it('follows and unfollows a channel, and lists the followed channels', async () => {
    const id = await albumId(S.channel);
    const before = (await get(`/albums/${id}`)).json<Envelope<Album>>().item.userCount;
    const followed = await send('POST', `/albums/${id}/members`);
    expect(followed.json<Envelope<Membership>>()).toMatchObject({
      valid: true,
      message: `You follow "${S.channel}".`,
      item: { albumId: id, joined: true, userCount: before + 1 },
    });
    // Twice counts once.
    await send('POST', `/albums/${id}/members`);
    expect((await get(`/albums/${id}`)).json<Envelope<Album>>().item.userCount).toBe(before + 1);
    expect(await joined('channel')).toEqual([S.channel]);
    const unfollowed = await send('DELETE', `/albums/${id}/members`);
    expect(unfollowed.json<Envelope<Membership>>().item).toMatchObject({
      joined: false,
      userCount: before,
    });
    expect(await joined('channel')).toEqual([]);
  });

  it("lists a channel's posts with their comments", async () => {
    const id = await albumId(S.channel);
    const wall = (await get(`/albums/wall?albumId=${id}`)).json<
      List<{ title: string; commentsCount: number }>
    >();
    expect(wall.items.map((post) => post.title)).toContain(S.channelPost);
    expect(wall.items.find((post) => post.title === S.channelPost)?.commentsCount).toBe(2);
    const postId = await albumId(S.channelPost);
    const comments = (await get(`/notes/search?albumId=${postId}`)).json<
      List<{ comment: string }>
    >();
    expect(comments.countTotal).toBeGreaterThanOrEqual(2);
  });

  it('lets only the channel post in it, and group members in their group', async () => {
    const channel = await albumId(S.channel);
    const refused = await send('POST', '/albums/posts', { description: 'Hi', albumId: channel });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe('Only the channel can post in it.');
    const group = await albumId(S.group);
    const outsider = await send('POST', '/albums/posts', { description: 'Hi', albumId: group });
    expect(outsider.json<{ message: string }>().message).toBe('Join the group to post in it.');
    await send('POST', `/albums/${group}/members`);
    const posted = await send('POST', '/albums/posts', {
      description: 'Hello, patio people',
      albumId: group,
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const wall = (await get(`/albums/wall?albumId=${group}`)).json<List<{ title: string }>>();
    expect(wall.items[0]?.title).toBe('Hello, patio people');
  });

  it('joins and leaves a group, and lists its members', async () => {
    const id = await albumId(S.group);
    const joinedAnswer = await send('POST', `/albums/${id}/members`);
    expect(joinedAnswer.json<Envelope<Membership>>().message).toBe(`You joined "${S.group}".`);
    const members = (await get(`/albums/${id}/members`)).json<
      List<{ attendee: { accountId: number; display: string } }>
    >();
    expect(members.items[0]?.attendee).toMatchObject({
      accountId: dana.userId,
      display: 'Dana Rivera',
    });
    expect(await joined('group')).toEqual([S.group]);
    const left = await send('DELETE', `/albums/${id}/members`);
    expect(left.json<Envelope<Membership>>()).toMatchObject({ message: `You left "${S.group}".` });
    expect(await joined('group')).toEqual([]);
  });

  it('keeps a private group invisible until its invite is accepted', async () => {
    const id = await albumId(S.privateGroup);
    const listed = async () =>
      (await get('/albums/search?albumType=group&limit=100'))
        .json<List<Album>>()
        .items.map((a) => a.title);
    expect(await listed()).not.toContain(S.privateGroup);
    expect((await get(`/albums/${id}`)).statusCode).toBe(404);
    expect((await get(`/albums/wall?albumId=${id}`)).statusCode).toBe(404);
    // Joining without an invite: it does not exist for you.
    expect((await send('POST', `/albums/${id}/members`)).statusCode).toBe(404);

    const accepted = await send('POST', '/invite/accept', {
      token: PRIVATE_GROUP_INVITE_TOKEN,
      autoFriend: true,
      autoAttendEvent: false,
      autoFavoriteOffer: false,
    });
    expect(accepted.json<Envelope<unknown>>()).toMatchObject({
      valid: true,
      message: `You joined "${S.privateGroup}".`,
    });
    expect((await get(`/albums/${id}`)).statusCode).toBe(200);
    expect(await joined('group')).toEqual([S.privateGroup]);
    // Its posts are for members only, and stay off the public wall.
    const wall = (await get(`/albums/wall?albumId=${id}`)).json<List<{ title: string }>>();
    expect(wall.items.length).toBeGreaterThan(0);
    const publicWall = (await get('/albums/wall?limit=50', marcus)).json<List<{ title: string }>>();
    for (const post of wall.items) {
      expect(publicWall.items.map((item) => item.title)).not.toContain(post.title);
    }
  });

  it('attends and unattends an event, with the attendee list', async () => {
    const id = await albumId(S.event);
    const answer = await send('POST', `/albums/${id}/members`);
    expect(answer.json<Envelope<Membership>>().message).toBe(`You are attending "${S.event}".`);
    const attendance = (await get(`/events/attendance/search?albumId=${id}`, marcus)).json<
      List<{ event: { eventId: number; title: string }; attendee: { accountId: number } }>
    >();
    expect(attendance.items[0]).toMatchObject({
      event: { eventId: id, title: S.event },
      attendee: { accountId: dana.userId },
    });
    expect(await joined('event')).toEqual([S.event]);
    await send('DELETE', `/albums/${id}/members`);
    expect(await joined('event')).toEqual([]);
    // A training is not attended.
    const training = await albumId(S.training);
    const refused = await send('POST', `/albums/${training}/members`);
    expect(refused.json<Envelope<unknown>>()).toMatchObject({
      valid: false,
      errorCode: 'NOT_JOINABLE',
    });
  });

  it('gives the distance to an event from the member', async () => {
    const id = await albumId(S.event);
    const event = (await get(`/albums/${id}?latitude=38.9717&longitude=-95.2353`)).json<
      Envelope<{ distance: number | null; locationDescription: string }>
    >().item;
    // Lawrence to Wichita is about 135 miles as the crow flies.
    expect(event.distance).toBeGreaterThan(120);
    expect(event.distance).toBeLessThan(150);
    expect(event.locationDescription).toBe('Riverside Pavilion, Wichita');
  });

  it('exports an event as an .ics file that parses back with its start and time zone', async () => {
    const id = await albumId(S.event);
    const album = (await get(`/albums/${id}`)).json<Envelope<Album>>().item;
    const response = await get(`/events/${id}/calendar`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="event-${id}.ics"`);
    const parsed = nodeIcal.sync.parseICS(response.body);
    const events = Object.values(parsed).filter(
      (entry): entry is VEvent => entry?.type === 'VEVENT',
    );
    expect(events).toHaveLength(1);
    const event = events[0];
    expect(event?.summary).toBe(S.event);
    expect(event?.start.toISOString()).toBe(new Date(album.startDate ?? 0).toISOString());
    expect(event?.start.tz).toBe(DEMO_EVENT_TIME_ZONE);
    expect(response.body).toContain(`BEGIN:VTIMEZONE\r\nTZID:${DEMO_EVENT_TIME_ZONE}`);
    // 10:00 local time in Chicago, whatever the server's zone.
    expect(response.body).toMatch(new RegExp(`DTSTART;TZID=${DEMO_EVENT_TIME_ZONE}:\\d{8}T100000`));
    expect((await get(`/events/${await albumId(S.group)}/calendar`)).statusCode).toBe(404);
  });

  it('saves training progress, unlocks lessons in order and resumes', async () => {
    const id = await albumId(S.training);
    const start = (await get(`/albums/${id}/progress`)).json<Envelope<Progress>>().item;
    expect(start.lessons.map((lesson) => [lesson.lessonId, lesson.locked])).toEqual([
      ['choose-a-pot', false],
      ['listen-soil', true],
      ['pot-up', true],
      ['watering', true],
      ['first-harvest', true],
    ]);
    expect(start.lessons[1]?.mediaURL).toBe('http://api.test/media/lesson-soil.wav');
    expect(start.lessons[2]).toMatchObject({
      kind: 'VIDEO',
      title: 'Potting up a seedling',
      mediaURL: 'http://api.test/media/lesson-potting-up.mp4',
    });
    expect(start.resumeLessonId).toBe('choose-a-pot');

    const locked = await send('POST', `/albums/${id}/progress`, { lessonId: 'watering' });
    expect(locked.json<Envelope<unknown>>()).toMatchObject({
      valid: false,
      errorCode: 'LESSON_LOCKED',
      message: 'Finish the previous lesson first.',
    });
    const unknown = await send('POST', `/albums/${id}/progress`, { lessonId: 'nope' });
    expect(unknown.json<Envelope<unknown>>().errorCode).toBe('LESSON_NOT_FOUND');

    const done = await send('POST', `/albums/${id}/progress`, { lessonId: 'choose-a-pot' });
    expect(done.json<Envelope<Progress>>()).toMatchObject({
      valid: true,
      message: 'Lesson completed: the next one is open.',
      item: { completedCount: 1, lessonCount: 5, resumeLessonId: 'listen-soil' },
    });
    const resumed = (await get(`/albums/${id}/progress`)).json<Envelope<Progress>>().item;
    expect(resumed.lessons[1]).toMatchObject({ completed: false, locked: false });
    expect(resumed.resumeLessonId).toBe('listen-soil');
    // Another member's progress is their own.
    const theirs = (await get(`/albums/${id}/progress`, marcus)).json<Envelope<Progress>>().item;
    expect(theirs.completedCount).toBe(0);
    expect((await get(`/albums/${await albumId(S.group)}/progress`)).statusCode).toBe(404);
  });
});
