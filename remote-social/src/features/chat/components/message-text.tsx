import { color, messageParts } from '@canopy/shared-core';

/** A message's text as written, with its web links clickable (nothing else becomes markup). */
export function MessageText({ text }: { text: string }) {
  return (
    <p css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {messageParts(text).map((part, index) =>
        part.kind === 'link' ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            css={{ color: 'inherit', textDecorationColor: color.accent }}
          >
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
