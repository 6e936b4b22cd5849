import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { accessDeniedOpenAtom, closeAccessDenied } from '../../state/access-denied.ts';
import { store } from '../../state/store.ts';
import { albumFixture } from '../../testing/album-fixture.ts';
import { AlbumTile } from '../album-tile.tsx';
import { TileGrid } from '../tile-grid.tsx';

function renderTile(album = albumFixture()) {
  render(
    <MemoryRouter>
      <TileGrid label="Albums">
        <AlbumTile album={album} />
      </TileGrid>
    </MemoryRouter>,
  );
}

describe('AlbumTile', () => {
  afterEach(() => {
    closeAccessDenied();
  });

  it('opens an album the member may open at its page', () => {
    renderTile(albumFixture({ albumType: 'news', albumId: 12, title: 'Harvest notes' }));
    expect(screen.getByRole('link', { name: /Harvest notes/ })).toBeTruthy();
    expect(screen.queryByText('Members only')).toBeNull();
  });

  it('shows a locked album with its title, cover and a lock, and explains instead of opening', async () => {
    renderTile(
      albumFixture({
        title: 'Growers Club lecture',
        coverURL: 'http://api.test/media/cover.svg',
        description: '',
        accessLocked: true,
      }),
    );
    expect(screen.queryByRole('link')).toBeNull();
    const tile = screen.getByRole('button', { name: /Growers Club lecture/ });
    expect(tile.textContent).toContain('Members only');
    expect(tile.querySelector('img')?.getAttribute('src')).toBe('http://api.test/media/cover.svg');
    await userEvent.click(tile);
    expect(store.get(accessDeniedOpenAtom)).toBe(true);
  });
});
