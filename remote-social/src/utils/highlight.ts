/** A piece of a search headline: plain text, or a word the search matched. */
export interface HeadlinePart {
  text: string;
  match: boolean;
}

/**
 * Splits the API's headline ("a ⟪match⟫ here") into parts to render as text, so a
 * highlighted result never becomes HTML whatever the member wrote.
 */
export function headlineParts(headline: string): HeadlinePart[] {
  return headline
    .split(/(⟪[^⟫]*⟫)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('⟪') && part.endsWith('⟫')
        ? { text: part.slice(1, -1), match: true }
        : { text: part, match: false },
    );
}
