import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tile, TileGrid } from '../tile-grid.tsx';
import { layout } from '../tokens.ts';

function renderTiles() {
  const { container } = render(
    <TileGrid label="Posts">
      <Tile title="First" imageUrl="http://api.test/media/first.png" priority />
      <Tile title="Second" imageUrl="http://api.test/media/second.png" />
    </TileGrid>,
  );
  return [...container.querySelectorAll('img')];
}

describe('Tile images', () => {
  it('load the priority tile at once and first, the others lazily', () => {
    const [first, second] = renderTiles();
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(second?.getAttribute('loading')).toBe('lazy');
    expect(second?.hasAttribute('fetchpriority')).toBe(false);
  });

  it('carry their dimensions, so the grid does not shift as they arrive', () => {
    for (const image of renderTiles()) {
      expect(image.getAttribute('width')).toBe(String(layout.tileWidth));
      expect(image.getAttribute('height')).toBe(String(layout.tileHeight));
    }
  });
});

describe('A tile without a picture', () => {
  it('shows its initial in the picture area instead of an empty box', () => {
    render(<Tile title="  tried Blue Dream at Prairie Leaf" />);
    expect(screen.getByTestId('tile-monogram').textContent).toBe('T');
    expect(document.querySelector('img')).toBeNull();
  });
});
