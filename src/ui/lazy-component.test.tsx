// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, partRetryMs } from '@/state/load-part';
import { $notice } from '@/state/stores';
import { resetStores } from '@/testing/reset-stores';
import { lazyComponent } from '@/ui/lazy-component';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

const module = { Counter };
const pick = (door: typeof module) => door.Counter;

describe('lazyComponent', () => {
  beforeEach(() => resetStores());

  it('renders nothing until the code arrives, then the component with its props', async () => {
    let resolve: (door: typeof module) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof module>((done) => (resolve = done)));
    const LazyCounter = lazyComponent(lazyPart('apm', load), pick);
    const { container } = render(<LazyCounter label="Clicks" />);
    expect(container.textContent).toBe('');
    await act(async () => resolve(module));
    expect(screen.getByRole('button').textContent).toBe('Clicks 0');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps its place with the placeholder, in the HTML the build renders too, until the code arrives', async () => {
    let resolve: (door: typeof module) => void = () => undefined;
    const part = lazyPart('apm', () => new Promise<typeof module>((done) => (resolve = done)));
    const LazyCounter = lazyComponent(part, pick, { placeholder: <div className="slot" /> });
    expect(renderToString(<LazyCounter label="Clicks" />)).toBe('<div class="slot"></div>');
    const { container } = render(<LazyCounter label="Clicks" />);
    expect(container.innerHTML).toBe('<div class="slot"></div>');
    await act(async () => resolve(module));
    expect(container.querySelector('.slot')).toBeNull();
    expect(screen.getByRole('button').textContent).toBe('Clicks 0');
  });

  it('renders at once when preloaded, and keeps state across re-renders of the parent', async () => {
    const LazyCounter = lazyComponent(
      lazyPart('apm', async () => module),
      pick,
    );
    await LazyCounter.preload();
    const { rerender } = render(<LazyCounter label="A" />);
    const button = screen.getByRole('button');
    act(() => button.click());
    rerender(<LazyCounter label="B" />);
    expect(screen.getByRole('button').textContent).toBe('B 1');
  });

  it('two components of one part load it once', async () => {
    const load = vi.fn(async () => module);
    const part = lazyPart('apm', load);
    const First = lazyComponent(part, pick);
    const Second = lazyComponent(part, pick);
    render(
      <>
        <First label="Y" />
        <Second label="Z" />
      </>,
    );
    await act(async () => undefined);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Y 0', 'Z 0']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again by itself after a failed load; after a second it falls back and the shopper is told', async () => {
    vi.useFakeTimers();
    try {
      const fallBack = vi.fn();
      const failing = vi.fn<() => Promise<typeof module>>().mockRejectedValue(new Error('offline'));
      const Failing = lazyComponent(lazyPart('apm', failing), pick, { fallBack });
      const { container } = render(<Failing label="F" />);
      await act(async () => vi.advanceTimersByTimeAsync(partRetryMs / 2));
      expect(failing).toHaveBeenCalledTimes(1);
      expect(fallBack).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTimeAsync(partRetryMs));
      expect(failing).toHaveBeenCalledTimes(2);
      expect(fallBack).toHaveBeenCalledTimes(1);
      expect($notice.get()).toEqual({ key: 'status.reloadNeeded', tone: 'error', reload: true });
      expect(container.textContent).toBe('');

      const flaky = vi
        .fn<() => Promise<typeof module>>()
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValue(module);
      const Flaky = lazyComponent(lazyPart('saved-cards', flaky), pick);
      render(<Flaky label="Back" />);
      await act(async () => vi.advanceTimersByTimeAsync(partRetryMs * 1.5));
      expect(screen.getByRole('button', { name: 'Back 0' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
