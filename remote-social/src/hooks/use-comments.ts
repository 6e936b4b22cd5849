import { getComments, type Comment, type Reply } from '@canopy/shared-core';
import { useCallback } from 'react';
import { useCursorPages } from './use-cursor-pages.ts';

const PAGE_SIZE = 20;

const noteIdOf = (comment: Comment) => comment.noteId;

/** Changes `items` by note id, wherever the note sits (a comment or one of its replies). */
function mapNotes(items: Comment[], noteId: number, change: (note: Reply) => Reply | null) {
  return items.flatMap((comment): Comment[] => {
    if (comment.noteId === noteId) {
      const changed = change(comment);
      return changed ? [{ ...comment, ...changed }] : [];
    }
    return [
      {
        ...comment,
        replies: comment.replies.flatMap((reply) =>
          reply.noteId === noteId ? (change(reply) ?? []) : [reply],
        ),
      },
    ];
  });
}

/** An album's comments, oldest first, a page at a time; writing one changes the list in place. */
export function useComments(albumId: number) {
  const fetchPage = useCallback(
    (cursor: string | undefined, signal?: AbortSignal) =>
      getComments(albumId, { cursor, limit: PAGE_SIZE }, signal),
    [albumId],
  );
  const { state, reload, loadMore, edit } = useCursorPages(fetchPage, noteIdOf, albumId);

  return {
    state,
    reload,
    loadMore,
    /** A new comment goes last; a reply goes last in its thread. */
    added: useCallback(
      (note: Comment) =>
        edit((items) =>
          note.parentNoteId === null
            ? [...items, note]
            : items.map((item) =>
                item.noteId === note.parentNoteId
                  ? { ...item, replies: [...item.replies, note] }
                  : item,
              ),
        ),
      [edit],
    ),
    changed: useCallback(
      (note: Reply) => edit((items) => mapNotes(items, note.noteId, () => note)),
      [edit],
    ),
    removed: useCallback(
      (noteId: number) => edit((items) => mapNotes(items, noteId, () => null)),
      [edit],
    ),
  };
}
