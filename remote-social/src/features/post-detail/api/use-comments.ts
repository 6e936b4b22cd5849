import { getComments, isApiFailure, type Comment, type Reply } from '@canopy/shared-core';
import { useCallback, useEffect, useRef, useState } from 'react';

const PAGE_SIZE = 20;

export type CommentsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      items: Comment[];
      nextCursor: string | null;
      loadingMore: boolean;
      moreError: string | null;
    };

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
  const [state, setState] = useState<CommentsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadingMore = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    void getComments(albumId, { limit: PAGE_SIZE }, controller.signal).then((page) => {
      if (controller.signal.aborted) return;
      if (isApiFailure(page)) return setState({ status: 'error', message: page.message });
      setState({
        status: 'ready',
        items: page.items,
        nextCursor: page.nextCursor,
        loadingMore: false,
        moreError: null,
      });
    });
    return () => controller.abort();
  }, [albumId, attempt]);

  const loadMore = useCallback(async () => {
    if (state.status !== 'ready' || !state.nextCursor || loadingMore.current) return;
    loadingMore.current = true;
    setState({ ...state, loadingMore: true, moreError: null });
    const page = await getComments(albumId, { cursor: state.nextCursor, limit: PAGE_SIZE });
    loadingMore.current = false;
    setState((current) => {
      if (current.status !== 'ready') return current;
      if (isApiFailure(page)) return { ...current, loadingMore: false, moreError: page.message };
      const known = new Set(current.items.map((item) => item.noteId));
      return {
        ...current,
        items: [...current.items, ...page.items.filter((item) => !known.has(item.noteId))],
        nextCursor: page.nextCursor,
        loadingMore: false,
      };
    });
  }, [albumId, state]);

  const edit = useCallback((change: (items: Comment[]) => Comment[]) => {
    setState((current) =>
      current.status === 'ready' ? { ...current, items: change(current.items) } : current,
    );
  }, []);

  return {
    state,
    reload: useCallback(() => setAttempt((n) => n + 1), []),
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
