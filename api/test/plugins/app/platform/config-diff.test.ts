import { describe, expect, it } from 'vitest';
import { configChanges } from '../../../../src/plugins/app/platform/config-diff.ts';

const nav = (...titles: string[]) => ({
  web_main_navigation: {
    items: titles.map((title, index) => ({ title, linkto: `/browse/${title}`, order: index + 1 })),
  },
});

describe('configChanges', () => {
  it('is empty for the same configuration', () => {
    expect(configChanges(nav('Wall', 'Chat'), nav('Wall', 'Chat'))).toEqual([]);
  });

  it('names an added entry by its title, and does not call the ones after it moved', () => {
    expect(configChanges(nav('Wall', 'Chat'), nav('Wall', 'Events', 'Chat'))).toEqual([
      {
        where: ['Navigation', 'Events'],
        change: 'added',
        after: '{"title":"Events","linkto":"/browse/Events","order":2}',
      },
    ]);
  });

  it('says an entry moved, by the order members see, and not that its order number changed', () => {
    expect(configChanges(nav('Wall', 'Chat', 'Bell'), nav('Chat', 'Wall', 'Bell'))).toEqual([
      { where: ['Navigation', 'Chat'], change: 'moved', before: 'position 2', after: 'position 1' },
      { where: ['Navigation', 'Wall'], change: 'moved', before: 'position 1', after: 'position 2' },
    ]);
  });

  it('names a removed entry and a changed field in the editor’s words', () => {
    const before = { ...nav('Wall', 'Chat'), browseview: { title: 'Canopy' }, colors: {} };
    const after = {
      ...nav('Wall'),
      browseview: { title: 'Grove' },
      colors: { primary: '#112233' },
    };
    expect(configChanges(before, after)).toEqual([
      { where: ['Navigation', 'Chat'], change: 'removed' },
      { where: ['Page', 'Title'], change: 'changed', before: 'Canopy', after: 'Grove' },
      { where: ['Colours', 'Accent colour (light)'], change: 'added', after: '#112233' },
    ]);
  });

  it('shortens long values', () => {
    const [change] = configChanges({ appName: 'a' }, { appName: 'b'.repeat(500) });
    expect(change?.after).toHaveLength(160);
    expect(change?.after?.endsWith('…')).toBe(true);
  });
});
