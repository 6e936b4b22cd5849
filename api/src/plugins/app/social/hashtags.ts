// #tags (issue 34): a post's or comment's `#word` links to the tag page, which lists the
// posts carrying it. Migration 290's hashtags_of finds them in the stored text (the
// albums.hashtags column); shared-core's hashtag rule is the browser's copy of the same.

/** A tag as it is written after its #: a letter, then letters, digits or _, 50 at most. */
const TAG_NAME = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;

/** The tag a tag page asks for (with or without its #), as stored: lowercase; else undefined. */
export function tagNameOf(asked: string): string | undefined {
  const name = asked.trim().replace(/^#/, '');
  return TAG_NAME.test(name) ? name.toLowerCase() : undefined;
}
