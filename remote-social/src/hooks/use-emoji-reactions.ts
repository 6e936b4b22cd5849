import {
  EMOJI_REACTIONS_LIVE_KIND,
  getEmojiReactions,
  isApiFailure,
  reactWithEmoji,
  showToast,
  store,
  useLiveEvent,
  withdrawEmojiReaction,
  type EmojiReactionName,
  type EmojiReactions,
  type EmojiReactionTarget,
} from '@canopy/shared-core';
import { atom, useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { failureText } from '../utils/failure-text.ts';

type Counts = EmojiReactions['counts'];
interface ReactionsShown {
  counts: Counts;
  mine: EmojiReactionName | null;
}

const keyOf = (target: EmojiReactionTarget) =>
  'albumId' in target ? `a${target.albumId}` : `n${target.noteId}`;

/** Every post's and comment's reactions read so far, by item, shared by all the cards. */
const reactionsAtom = atom<ReadonlyMap<string, ReactionsShown>>(new Map());

const setShown = (key: string, shown: ReactionsShown) =>
  store.set(reactionsAtom, (current) => new Map(current).set(key, shown));

/** The most ids one request may name (the API's limit). */
const BATCH = 100;

// The cards drawn in one go ask together: one request for a page of the wall, not one each.
const waiting = { albumIds: new Set<number>(), noteIds: new Set<number>() };
let flushing = false;

/** The waiting posts and comments, taken in requests of at most BATCH ids in all. */
function takeBatches(): { albumIds: number[]; noteIds: number[] }[] {
  const albumIds = [...waiting.albumIds];
  const noteIds = [...waiting.noteIds];
  waiting.albumIds.clear();
  waiting.noteIds.clear();
  const batches = [];
  while (albumIds.length + noteIds.length > 0) {
    const albums = albumIds.splice(0, BATCH);
    batches.push({ albumIds: albums, noteIds: noteIds.splice(0, BATCH - albums.length) });
  }
  return batches;
}

async function loadWaiting(): Promise<void> {
  flushing = false;
  const batches = takeBatches();
  for (const batch of batches) {
    const answer = await getEmojiReactions(batch);
    // Without an answer the bar still offers the reactions; the counts come with the next.
    if (isApiFailure(answer)) continue;
    store.set(reactionsAtom, (current) => {
      const next = new Map(current);
      for (const item of answer.items) {
        const key = item.albumId !== null ? `a${item.albumId}` : `n${item.noteId}`;
        next.set(key, { counts: item.counts, mine: item.mine });
      }
      return next;
    });
  }
}

function askFor(target: EmojiReactionTarget): void {
  if ('albumId' in target) waiting.albumIds.add(target.albumId);
  else waiting.noteIds.add(target.noteId);
  if (flushing) return;
  flushing = true;
  queueMicrotask(() => void loadWaiting());
}

/** The counts once the member's own reaction moves from `from` to `to`. */
function movedCounts(
  counts: Counts,
  from: EmojiReactionName | null,
  to: EmojiReactionName | null,
): Counts {
  const next = new Map(counts.map((entry) => [entry.reaction, entry.count]));
  if (from) next.set(from, (next.get(from) ?? 1) - 1);
  if (to) next.set(to, (next.get(to) ?? 0) + 1);
  return counts
    .map((entry) => entry.reaction)
    .concat(to && !counts.some((entry) => entry.reaction === to) ? [to] : [])
    .map((reaction) => ({ reaction, count: next.get(reaction) ?? 0 }))
    .filter((entry) => entry.count > 0);
}

/**
 * A post's or a comment's emoji reactions, read with the others on the page, changed live
 * by other members, and the member's own given, changed or withdrawn at once (moved back,
 * with a toast, when the server says no).
 */
export function useEmojiReactions(target: EmojiReactionTarget) {
  const key = keyOf(target);
  const shown = useAtomValue(reactionsAtom).get(key) ?? { counts: [], mine: null };
  const pending = useRef(false);
  const latestTarget = useRef(target);
  latestTarget.current = target;

  useEffect(() => {
    askFor(latestTarget.current);
  }, [key]);

  useLiveEvent<{ albumId: number | null; noteId: number | null; counts: Counts }>(
    EMOJI_REACTIONS_LIVE_KIND,
    (news) => {
      const about = news.albumId !== null ? `a${news.albumId}` : `n${news.noteId}`;
      if (about !== key || !Array.isArray(news.counts)) return;
      const mine = store.get(reactionsAtom).get(key)?.mine ?? null;
      setShown(key, { counts: news.counts, mine });
    },
  );

  /** Gives `reaction`, or withdraws it when it is the member's already. */
  async function choose(reaction: EmojiReactionName): Promise<void> {
    if (pending.current) return;
    pending.current = true;
    const before = shown;
    const to = before.mine === reaction ? null : reaction;
    setShown(key, { counts: movedCounts(before.counts, before.mine, to), mine: to });
    try {
      const answer = await (to === null
        ? withdrawEmojiReaction(target)
        : reactWithEmoji(target, to));
      if (answer.valid) setShown(key, { counts: answer.item.counts, mine: answer.item.mine });
      else setShown(key, before);
    } catch (caught) {
      setShown(key, before);
      showToast(failureText(caught));
    } finally {
      pending.current = false;
    }
  }

  return { ...shown, choose };
}
