// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSmallScreen } from '@/testing/match-media';
import { smallScreenQuery, useMediaQuery } from '@/ui/use-media-query';

afterEach(() => {
  vi.restoreAllMocks();
});

function Fields(props: { query: string; count: number }) {
  const names = Array.from({ length: props.count }, (_, index) => `field ${index}`);
  return (
    <>
      {names.map((name) => (
        <Field key={name} query={props.query} />
      ))}
    </>
  );
}

function Field(props: { query: string }) {
  return <p>{useMediaQuery(props.query) ? 'small' : 'large'}</p>;
}

describe('useMediaQuery', () => {
  // Each row its own query: the page keeps one list per query for its whole life.
  it.each([
    ['the small-screen query, four fields', smallScreenQuery, 4],
    ['another query, one field', '(max-width: 400px)', 1],
  ])('%s: one matchMedia() for every field and render', (_name, query, count) => {
    setSmallScreen(true);
    const matchMedia = vi.mocked(window.matchMedia);
    const { rerender, getAllByText } = render(<Fields query={query} count={count} />);
    rerender(<Fields query={query} count={count} />);
    rerender(<Fields query={query} count={count} />);
    expect(getAllByText('small')).toHaveLength(count);
    expect(matchMedia.mock.calls.filter(([asked]) => asked === query)).toHaveLength(1);
  });
});
