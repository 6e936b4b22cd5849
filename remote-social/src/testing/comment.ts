import type { memberAccount } from '@canopy/shared-core/testing';

/** A comment on album 1 as the API sends it; a reply when `parentNoteId` is given. */
export function comment(
  noteId: number,
  by: ReturnType<typeof memberAccount>,
  text: string,
  parentNoteId: number | null = null,
) {
  return {
    noteId,
    albumId: 1,
    parentNoteId,
    comment: text,
    owner: by,
    dateCreated: Date.UTC(2026, 10, 20),
    updatedDate: Date.UTC(2026, 10, 20),
    likesCount: 0,
    hasLiked: false,
    tags: [],
  };
}
