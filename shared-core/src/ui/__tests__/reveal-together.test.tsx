import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { useApiResource } from '../../hooks/use-api-resource.ts';
import { RevealTogether } from '../reveal-together.tsx';

/** An answer the test hands over when it wants. */
function later<T>() {
  let answer: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => (answer = resolve));
  return { promise, answer: (value: T) => act(async () => answer(value)) };
}

function Part({ name, answer }: { name: string; answer: Promise<{ text: string }> }) {
  const [state] = useApiResource(() => answer, [answer]);
  return <p>{state.status === 'ready' ? `${name}: ${state.data.text}` : `${name} loading`}</p>;
}

const shown = (text: string) => screen.getByText(text).closest('[hidden]') === null;

it('shows the parts only once every one has its answer, and all at once', async () => {
  const first = later<{ text: string }>();
  const second = later<{ text: string }>();
  render(
    <RevealTogether loading={<p>Loading the page</p>}>
      <Part name="Topics" answer={first.promise} />
      <Part name="People" answer={second.promise} />
    </RevealTogether>,
  );
  expect(shown('Loading the page')).toBe(true);
  await first.answer({ text: 'six topics' });
  expect(shown('Loading the page')).toBe(true);
  expect(shown('Topics: six topics')).toBe(false);

  await second.answer({ text: 'four people' });
  expect(screen.queryByText('Loading the page')).toBeNull();
  expect(shown('Topics: six topics')).toBe(true);
  expect(shown('People: four people')).toBe(true);
});

it('waits for a part that a loaded part brings in (a list, then its items)', async () => {
  const list = later<{ text: string }>();
  const items = later<{ text: string }>();
  function List() {
    const [state] = useApiResource(() => list.promise, []);
    if (state.status !== 'ready') return <p>list loading</p>;
    return <Part name="Items" answer={items.promise} />;
  }
  render(
    <RevealTogether loading={<p>Loading the page</p>}>
      <List />
    </RevealTogether>,
  );
  await list.answer({ text: 'two lists' });
  expect(shown('Loading the page')).toBe(true);
  await items.answer({ text: 'nine items' });
  expect(shown('Items: nine items')).toBe(true);
});

it('does not hide the page again for a later load', async () => {
  const answers = [later<{ text: string }>(), later<{ text: string }>()];
  function Reloading() {
    const [attempt, setAttempt] = useState(0);
    return (
      <>
        <Part name="Board" answer={answers[attempt]!.promise} />
        <button onClick={() => setAttempt(1)}>Next page</button>
      </>
    );
  }
  render(
    <RevealTogether loading={<p>Loading the page</p>}>
      <Reloading />
    </RevealTogether>,
  );
  await answers[0]!.answer({ text: 'page one' });
  expect(shown('Board: page one')).toBe(true);
  await act(async () => screen.getByRole('button', { name: 'Next page' }).click());
  expect(shown('Board loading')).toBe(true);
  expect(screen.queryByText('Loading the page')).toBeNull();
});
