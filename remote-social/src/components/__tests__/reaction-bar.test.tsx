import { Profiler } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { store, userAtom } from '@canopy/shared-core';
import { signInAs } from '../../testing/render.tsx';
import { wallPost } from '../../testing/wall-post.ts';
import { ReactionBar } from '../reaction-bar.tsx';

beforeEach(() => signInAs(7));
afterEach(() => store.set(userAtom, null));

function bar(post: ReturnType<typeof wallPost>, onRender: () => void = () => {}) {
  return (
    <MemoryRouter>
      <Profiler id="bar" onRender={onRender}>
        <ReactionBar post={post} detailUrl="/browse/activity-detail/1" shareUrl="#/x" />
      </Profiler>
    </MemoryRouter>
  );
}

describe('the reaction bar', () => {
  it('is drawn once when it appears: the wall draws ten of them at its first paint', () => {
    let renders = 0;
    render(bar(wallPost({ likeCount: 2 }), () => renders++));
    expect(screen.getByRole('button', { name: 'Like' })).toBeTruthy();
    expect(renders).toBe(1);
  });

  it("shows a new answer's counts when the post is loaded again", () => {
    const post = wallPost({ likeCount: 2, hasLiked: false });
    const { rerender } = render(bar(post));
    expect(screen.getByText(/2 likes/)).toBeTruthy();
    rerender(bar({ ...post, likeCount: 3, hasLiked: true }));
    expect(screen.getByText(/3 likes/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Liked' })).toBeTruthy();
  });
});
