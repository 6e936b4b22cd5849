import { stubApi } from '@canopy/shared-core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { renderPage, signedInForEachTest } from '../../../../testing/render.tsx';
import { wallPost } from '../../../../testing/wall-post.ts';
import { TrainingPage } from '../training-page.tsx';

const LESSONS = [
  { lessonId: 'pot', title: 'Choosing a pot', kind: 'TEXT', text: 'Pick a wide pot.' },
  { lessonId: 'soil', title: 'The soil mix', kind: 'AUDIO', text: 'Listen first.' },
  { lessonId: 'pot-up', title: 'Potting up', kind: 'VIDEO', text: 'Plant it deeper.' },
  { lessonId: 'water', title: 'Watering', kind: 'TEXT', text: 'Water when dry.' },
] as const;

const MEDIA = {
  TEXT: null,
  AUDIO: 'http://api.test/media/lesson-soil.wav',
  VIDEO: 'http://api.test/media/lesson-potting-up.mp4',
};

/** The server's answer for a member who completed `done` (lessons open in order). */
function progress(done: string[]) {
  let open = true;
  const lessons = LESSONS.map((lesson) => {
    const completed = done.includes(lesson.lessonId);
    const state = {
      ...lesson,
      mediaURL: MEDIA[lesson.kind],
      minutes: 2,
      completed,
      locked: !open,
    };
    if (!completed) open = false;
    return state;
  });
  return {
    albumId: 5,
    lessons,
    completedCount: done.length,
    lessonCount: LESSONS.length,
    resumeLessonId: LESSONS.find((lesson) => !done.includes(lesson.lessonId))?.lessonId ?? null,
  };
}

signedInForEachTest();

it('resumes at the first unfinished lesson, unlocks the next on completing and reports COMPLETED', async () => {
  const done = ['pot'];
  const usage: string[] = [];
  stubApi({
    '/api/albums/5': {
      valid: true,
      message: 'ok',
      item: wallPost({ albumId: 5, albumType: 'training', title: 'Container Gardening Basics' }),
    },
    '/api/albums/5/progress': async (_url: URL, request: Request) => {
      if (request.method === 'POST') {
        const body = (await request.json()) as { lessonId: string };
        done.push(body.lessonId);
        return {
          valid: true,
          message: 'Lesson completed: the next one is open.',
          item: progress(done),
        };
      }
      return { valid: true, message: 'ok', item: progress(done) };
    },
    '/api/sirqul/analytics/usage': async (_url: URL, request: Request) => {
      const body = (await request.json()) as { action: string; customId?: string };
      usage.push(`${body.action}:${body.customId ?? ''}`);
      return { valid: true, message: 'ok' };
    },
  });
  renderPage(<TrainingPage />, '/browse/training-post/5', '/browse/training-post/:id');

  // Resumed at lesson 2, an audio lesson with a player; the lessons after it are locked.
  const soil = await screen.findByRole('region', { name: 'The soil mix' });
  expect(within(soil).getByLabelText('The soil mix').getAttribute('src')).toBe(MEDIA.AUDIO);
  const list = screen.getByRole('list', { name: 'Lessons' });
  const watering = () => within(list).getByRole<HTMLButtonElement>('button', { name: /Watering/ });
  expect(watering().disabled).toBe(true);
  screen.getByText('1 of 4 lessons completed');

  await userEvent.click(within(soil).getByRole('button', { name: 'Mark lesson complete' }));

  // The video lesson opens next, in the same player as the video albums.
  const video = await screen.findByRole('region', { name: 'Potting up' });
  const player = within(video).getByLabelText('Potting up');
  expect(player.tagName).toBe('VIDEO');
  expect(player.getAttribute('src')).toBe(MEDIA.VIDEO);
  expect(watering().disabled).toBe(true);
  await userEvent.click(within(video).getByRole('button', { name: 'Mark lesson complete' }));

  await screen.findByRole('region', { name: 'Watering' });
  expect(watering().disabled).toBe(false);
  screen.getByText('3 of 4 lessons completed');
  await waitFor(() =>
    expect(usage.filter((event) => event.startsWith('COMPLETED'))).toEqual([
      'COMPLETED:5:soil',
      'COMPLETED:5:pot-up',
    ]),
  );
});

it('shows the unavailable state, not a dead player, when a lesson has no file', async () => {
  const answer = progress(['pot', 'soil']);
  stubApi({
    '/api/albums/5': {
      valid: true,
      message: 'ok',
      item: wallPost({ albumId: 5, albumType: 'training', title: 'Container Gardening Basics' }),
    },
    '/api/albums/5/progress': {
      valid: true,
      message: 'ok',
      item: { ...answer, lessons: answer.lessons.map((lesson) => ({ ...lesson, mediaURL: null })) },
    },
  });
  renderPage(<TrainingPage />, '/browse/training-post/5', '/browse/training-post/:id');
  const lesson = await screen.findByRole('region', { name: 'Potting up' });
  within(lesson).getByText('This media is not available right now');
  expect(lesson.querySelector('video')).toBeNull();
});
