import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_LENGTH, messageParts, messageProblem } from '../chat-rules.ts';

describe('messageProblem', () => {
  it('needs text or a photo and names the limit', () => {
    expect(messageProblem('  ', 0)).toBe('Write a message or add a photo.');
    expect(messageProblem('', 1)).toBeUndefined();
    expect(messageProblem('x'.repeat(MAX_MESSAGE_LENGTH), 0)).toBeUndefined();
    expect(messageProblem('x'.repeat(MAX_MESSAGE_LENGTH + 1), 0)).toBe(
      'A message can be at most 4,000 characters (this one has 4,001).',
    );
    expect(messageProblem('hi', 11)).toBe('A message can have at most 10 photos.');
  });
});

describe('messageParts', () => {
  it('makes web links clickable and leaves everything else as text', () => {
    expect(messageParts('See https://canopy.test/a?b=1, then www.example.com.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://canopy.test/a?b=1', href: 'https://canopy.test/a?b=1' },
      { kind: 'text', text: ', then ' },
      { kind: 'link', text: 'www.example.com', href: 'https://www.example.com' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never turns script or markup into a link', () => {
    expect(messageParts('javascript:alert(1) <b>hi</b>')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) <b>hi</b>' },
    ]);
  });
});
