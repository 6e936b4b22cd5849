import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { MemberPicture } from '../member-picture.tsx';

it("shows the member's picture at the size asked for", () => {
  const { container } = render(
    <MemberPicture name="Priya Shah" picture="http://localhost/media/p.svg" size={48} />,
  );
  const picture = container.querySelector('img');
  expect(picture?.getAttribute('src')).toBe('http://localhost/media/p.svg');
  expect(picture?.getAttribute('width')).toBe('48');
});

it.each(['', null, undefined])('shows their initial instead of a broken image: %j', (picture) => {
  const { container } = render(<MemberPicture name="Priya Shah" picture={picture} size={48} />);
  expect(container.querySelector('img')).toBeNull();
  expect(screen.getByText('P')).toBeTruthy();
});
