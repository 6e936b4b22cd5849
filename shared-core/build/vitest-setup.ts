// Run before every front-end test file. React reports list items it cannot tell apart
// (two siblings with one key, or none) only as a console error, which a test would let
// pass, while the page keeps stale items on screen (Discover once piled up search forms).
// A test that draws such a list fails.
import { afterEach } from 'vitest';

const KEY_PROBLEM = /two children with the same key|unique "key" prop/;
const keyProblems: string[] = [];
const consoleError = console.error.bind(console);

console.error = (...args: unknown[]) => {
  const text = args.map(String).join(' ');
  if (KEY_PROBLEM.test(text)) keyProblems.push(text.split('\n')[0] ?? text);
  consoleError(...args);
};

afterEach(() => {
  const found = keyProblems.splice(0);
  if (found.length > 0)
    throw new Error(`React could not tell list items apart:\n${found.join('\n')}`);
});
