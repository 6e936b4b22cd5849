import {
  Button,
  TileGrid,
  createAlbum,
  font,
  searchAlbums,
  space,
  useApiResource,
  userAtom,
  AlbumTile,
} from '@canopy/shared-core';
import { useAtomValue } from 'jotai';
import { useSubmit } from '@canopy/shared-core/use-submit';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SectionListPage } from './section-list-page.tsx';
import { ListNameForm } from './list-name-form.tsx';
import { socialPaths } from '../../../utils/paths.ts';
import { InlineError } from '../../../components/inline-error.tsx';

/** The member's own lists and a form to start a new one. */
function MyLists() {
  const me = useAtomValue(userAtom);
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const { busy, error, setError, run } = useSubmit();
  const [mine] = useApiResource(
    (signal) =>
      searchAlbums({ albumType: 'customlist', filter: 'MINE', start: 0, limit: 100 }, signal),
    [me?.id],
  );
  return (
    <section aria-labelledby="my-lists-heading" css={{ display: 'grid', gap: space.md }}>
      <h2 id="my-lists-heading" css={{ margin: 0, fontSize: font.size.lg }}>
        My lists
      </h2>
      <ListNameForm
        label="New list name"
        value={title}
        onChange={setTitle}
        onName={(name) =>
          void run(
            () => createAlbum({ title: name, albumType: 'customlist', metaData: { albumIds: [] } }),
            'The list could not be created. Try again.',
          ).then((created) => {
            if (created) void navigate(socialPaths.customList(created.item.albumId));
          })
        }
        onRefused={setError}
        errorId={error ? 'new-list-error' : undefined}
      >
        <Button type="submit" disabled={busy}>
          {busy ? 'Creating…' : 'Create list'}
        </Button>
      </ListNameForm>
      <InlineError message={error} id="new-list-error" />
      {mine.status === 'ready' && mine.data.items.length > 0 && (
        <TileGrid label="My lists">
          {mine.data.items.map((album) => (
            <AlbumTile key={album.albumId} album={album} />
          ))}
        </TileGrid>
      )}
    </section>
  );
}

/** /browse/customlist: everyone's custom lists, and the member's own to build and share. */
export function CustomListsPage() {
  return (
    <SectionListPage sectionKey="customlist">
      <MyLists />
    </SectionListPage>
  );
}
