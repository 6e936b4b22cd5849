import {
  appUrl,
  albumPath,
  Button,
  EmptyState,
  ErrorState,
  Skeleton,
  color,
  errorText,
  isApiFailure,
  font,
  radius,
  searchAlbums,
  showToast,
  space,
  updateAlbum,
  deleteAlbum,
  type Album,
  BareList,
} from '@canopy/shared-core';
import { panel, wrappingRow } from '@canopy/shared-core/layout';
import { useSubmit } from '@canopy/shared-core/use-submit';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { orderByIds } from '../see-all-query.ts';
import { addItem, moveItem } from '../list-order.ts';
import { listedAlbumIds } from '../meta-data.ts';
import { ListNameForm } from './list-name-form.tsx';
import { socialPaths } from '../../../utils/paths.ts';
import { ConfirmDelete } from '../../../components/confirm-delete.tsx';
import { KeywordSearch } from '../../../components/keyword-search.tsx';
import { InlineError } from '../../../components/inline-error.tsx';

type Loaded = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };

/** One album of the list or of the search: its name and the buttons beside it. */
const row = { ...wrappingRow('sm'), ...panel('sm') };

function useAlbums(
  ids: number[],
): [Map<number, Album>, Loaded, (album: Album) => void, () => void] {
  const [albums, setAlbums] = useState(new Map<number, Album>());
  const [initial] = useState(ids);
  const [state, setState] = useState<Loaded>(
    initial.length === 0 ? { status: 'ready' } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (initial.length === 0) return;
    const controller = new AbortController();
    void searchAlbums({ albumIds: initial, start: 0, limit: 100 }, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (isApiFailure(result)) {
          setState({ status: 'error', message: result.message });
          return;
        }
        setAlbums(new Map(result.items.map((album) => [album.albumId, album])));
        setState({ status: 'ready' });
      },
    );
    return () => controller.abort();
  }, [initial, attempt]);
  const remember = (album: Album) => setAlbums((known) => new Map(known).set(album.albumId, album));
  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  return [albums, state, remember, retry];
}

/** Finds albums to add by keyword. */
function AddAlbums({ onAdd, listed }: { onAdd: (album: Album) => void; listed: number[] }) {
  const [found, setFound] = useState<Album[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <section aria-label="Add to this list" css={{ display: 'grid', gap: space.sm }}>
      <KeywordSearch
        label="Find something to add"
        buttonVariant="secondary"
        onSearch={(keyword) => {
          setError(null);
          void searchAlbums({ keyword, start: 0, limit: 10 }).then((result) => {
            if (isApiFailure(result)) setError(result.message);
            else setFound(result.items.filter((found) => found.albumType !== 'customlist'));
          });
        }}
      />
      <InlineError message={error} />
      {found && found.length === 0 && <p css={{ margin: 0 }}>Nothing found.</p>}
      {found && found.length > 0 && (
        <BareList gap="xs">
          {found.map((album) => (
            <li key={album.albumId} css={row}>
              <span css={{ flex: 1 }}>{album.title}</span>
              <Button
                size="sm"
                variant="secondary"
                disabled={listed.includes(album.albumId)}
                onClick={() => onAdd(album)}
                aria-label={`Add ${album.title}`}
              >
                {listed.includes(album.albumId) ? 'Added' : 'Add'}
              </Button>
            </li>
          ))}
        </BareList>
      )}
    </section>
  );
}

/** The list's name, changed in place, and the way to delete the list (asked twice). */
function NameAndDelete({ album, onRenamed }: { album: Album; onRenamed: () => void }) {
  const navigate = useNavigate();
  const [title, setTitle] = useState(album.title);
  const [confirming, setConfirming] = useState(false);
  const { busy, error: problem, setError: setProblem, run } = useSubmit();

  async function rename(next: string) {
    const answer = await run(
      () => updateAlbum(album.albumId, { title: next }),
      'The list could not be renamed. Try again.',
    );
    if (answer?.valid) {
      showToast('The list has been renamed.', 'success');
      onRenamed();
    }
  }

  async function remove() {
    const answer = await run(() => deleteAlbum(album.albumId), {
      text: 'The list could not be deleted. Try again.',
      onFailure: () => setConfirming(false),
    });
    if (answer?.valid) {
      showToast('The list has been deleted.', 'success');
      void navigate(socialPaths.section('customlist'), { replace: true });
    }
  }

  return (
    <section aria-labelledby="list-name-heading" css={{ display: 'grid', gap: space.sm }}>
      <h2 id="list-name-heading" css={{ margin: 0, fontSize: font.size.lg }}>
        Name and delete
      </h2>
      <ListNameForm
        label="List name"
        value={title}
        onChange={setTitle}
        onName={(next) => void rename(next)}
        onRefused={setProblem}
      >
        <Button type="submit" variant="secondary" disabled={busy || title.trim() === album.title}>
          Rename
        </Button>
      </ListNameForm>
      <InlineError message={problem} />
      {confirming ? (
        <ConfirmDelete
          question={<>Delete “{album.title}” for good? What it lists stays where it is.</>}
          confirmLabel="Yes, delete the list"
          busy={busy}
          onConfirm={() => void remove()}
          onKeep={() => setConfirming(false)}
        />
      ) : (
        <div>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete this list
          </Button>
        </div>
      )}
    </section>
  );
}

/**
 * The owner's view of a custom list: reorder with Move up / Move down (keyboard buttons),
 * remove, add by search, share, rename and delete. Item changes are saved to the album's
 * metaData.albumIds; a new name is shown once `onRenamed` has read the list again.
 */
export function CustomListEditor({ album, onRenamed }: { album: Album; onRenamed: () => void }) {
  const [ids, setIds] = useState(() => listedAlbumIds(album.metaData));
  const [albums, loaded, remember, retry] = useAlbums(ids);
  const [status, setStatus] = useState('');
  const [visibility, setVisibility] = useState(album.visibility);
  const link = appUrl(socialPaths.customList(album.albumId));

  const save = async (next: number[], message: string) => {
    const previous = ids;
    setIds(next);
    setStatus('Saving…');
    try {
      await updateAlbum(album.albumId, { metaData: { ...album.metaData, albumIds: next } });
      setStatus(message);
    } catch (error) {
      setIds(previous);
      setStatus('');
      showToast(errorText(error, 'The list could not be saved. Try again.'));
    }
  };

  if (loaded.status === 'loading') return <Skeleton height={160} />;
  if (loaded.status === 'error') {
    return (
      <ErrorState title="The list could not be loaded" message={loaded.message} onRetry={retry} />
    );
  }
  const items = orderByIds(
    ids.map((id) => albums.get(id)).filter((entry): entry is Album => entry !== undefined),
    ids,
  );
  return (
    <div css={{ display: 'grid', gap: space.lg }}>
      <section aria-labelledby="list-items-heading" css={{ display: 'grid', gap: space.sm }}>
        <h2 id="list-items-heading" css={{ margin: 0, fontSize: font.size.lg }}>
          Your list
        </h2>
        {items.length === 0 ? (
          <EmptyState title="This list is empty">
            <p css={{ margin: 0 }}>Find something below and add it.</p>
          </EmptyState>
        ) : (
          <BareList ordered gap="xs" aria-label="List items">
            {items.map((item, index) => (
              <li key={item.albumId} css={row}>
                <span css={{ minWidth: 24, color: color.textMuted }}>{index + 1}.</span>
                <Link
                  to={albumPath(item.albumType, item.albumId)}
                  css={{ flex: 1, color: color.text }}
                >
                  {item.title}
                </Link>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={index === 0}
                  aria-label={`Move ${item.title} up`}
                  onClick={() =>
                    void save(
                      moveItem(ids, ids.indexOf(item.albumId), -1),
                      `Moved ${item.title} up`,
                    )
                  }
                >
                  ↑
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={index === items.length - 1}
                  aria-label={`Move ${item.title} down`}
                  onClick={() =>
                    void save(
                      moveItem(ids, ids.indexOf(item.albumId), 1),
                      `Moved ${item.title} down`,
                    )
                  }
                >
                  ↓
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${item.title}`}
                  onClick={() =>
                    void save(
                      ids.filter((id) => id !== item.albumId),
                      `Removed ${item.title}`,
                    )
                  }
                >
                  Remove
                </Button>
              </li>
            ))}
          </BareList>
        )}
        <p role="status" css={{ margin: 0, minHeight: '1.4em', color: color.textMuted }}>
          {status}
        </p>
      </section>
      <AddAlbums
        listed={ids}
        onAdd={(added) => {
          remember(added);
          void save(addItem(ids, added.albumId), `Added ${added.title}`);
        }}
      />
      <section aria-labelledby="share-heading" css={{ display: 'grid', gap: space.sm }}>
        <h2 id="share-heading" css={{ margin: 0, fontSize: font.size.lg }}>
          Share
        </h2>
        <label css={{ display: 'flex', gap: space.sm, alignItems: 'center' }}>
          <input
            type="checkbox"
            checked={visibility === 'PUBLIC'}
            onChange={(event) => {
              const next = event.target.checked ? 'PUBLIC' : 'PRIVATE';
              setVisibility(next);
              void updateAlbum(album.albumId, { visibility: next }).then(
                () =>
                  setStatus(
                    next === 'PUBLIC' ? 'Everyone can see this list' : 'Only you can see this list',
                  ),
                (error: unknown) => {
                  setVisibility(visibility);
                  showToast(errorText(error, 'The list could not be saved. Try again.'));
                },
              );
            }}
          />
          Everyone can see this list
        </label>
        <div css={{ display: 'flex', gap: space.sm, flexWrap: 'wrap' }}>
          <input
            readOnly
            aria-label="Link to this list"
            value={link}
            onFocus={(event) => event.target.select()}
            css={{
              flex: 1,
              minWidth: 200,
              font: 'inherit',
              padding: space.sm,
              color: color.text,
              background: color.surfaceAlt,
              border: `1px solid ${color.border}`,
              borderRadius: radius.md,
            }}
          />
          <Button
            variant="secondary"
            onClick={() =>
              void navigator.clipboard?.writeText(link).then(
                () => setStatus('Link copied'),
                () => setStatus('Copy the link from the box'),
              )
            }
          >
            Copy link
          </Button>
        </div>
      </section>
      <NameAndDelete album={album} onRenamed={onRenamed} />
    </div>
  );
}
