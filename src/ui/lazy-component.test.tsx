// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '@/ui/lazy-component';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

describe('lazyComponent', () => {
  it('renders nothing until the code arrives, then the component with its props', async () => {
    let resolve: (component: typeof Counter) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Counter>((done) => (resolve = done)));
    const LazyCounter = lazyComponent(load);
    const { container } = render(<LazyCounter label="Clicks" />);
    expect(container.textContent).toBe('');
    await act(async () => resolve(Counter));
    expect(screen.getByRole('button').textContent).toBe('Clicks 0');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps its place with the placeholder, in the HTML the build renders too, until the code arrives', async () => {
    let resolve: (component: typeof Counter) => void = () => undefined;
    const LazyCounter = lazyComponent(() => new Promise<typeof Counter>((done) => (resolve = done)), {
      placeholder: <div className="slot" />,
    });
    expect(renderToString(<LazyCounter label="Clicks" />)).toBe('<div class="slot"></div>');
    const { container } = render(<LazyCounter label="Clicks" />);
    expect(container.innerHTML).toBe('<div class="slot"></div>');
    await act(async () => resolve(Counter));
    expect(container.querySelector('.slot')).toBeNull();
    expect(screen.getByRole('button').textContent).toBe('Clicks 0');
  });

  it('renders at once when preloaded, and keeps state across re-renders of the parent', async () => {
    const LazyCounter = lazyComponent(async () => Counter);
    await LazyCounter.preload();
    const { rerender } = render(<LazyCounter label="A" />);
    const button = screen.getByRole('button');
    act(() => button.click());
    rerender(<LazyCounter label="B" />);
    expect(screen.getByRole('button').textContent).toBe('B 1');
  });

  it('loads once for many mounts, and tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof Counter>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Counter);
    const LazyCounter = lazyComponent(load);
    const first = render(<LazyCounter label="X" />);
    await act(async () => undefined);
    expect(first.container.textContent).toBe('');
    first.unmount();
    render(
      <>
        <LazyCounter label="Y" />
        <LazyCounter label="Z" />
      </>,
    );
    await act(async () => undefined);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Y 0', 'Z 0']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again by itself after a failed load, then gives up and lets the page fall back', async () => {
    vi.useFakeTimers();
    try {
      const onGiveUp = vi.fn();
      const failing = vi.fn<() => Promise<typeof Counter>>().mockRejectedValue(new Error('offline'));
      const Failing = lazyComponent(failing, { retryDelaysMs: [100, 200], onGiveUp });
      render(<Failing label="F" />);
      await act(async () => vi.advanceTimersByTimeAsync(50));
      expect(failing).toHaveBeenCalledTimes(1);
      await act(async () => vi.advanceTimersByTimeAsync(100));
      expect(failing).toHaveBeenCalledTimes(2);
      expect(onGiveUp).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTimeAsync(200));
      expect(failing).toHaveBeenCalledTimes(3);
      expect(onGiveUp).toHaveBeenCalledTimes(1);

      const flaky = vi
        .fn<() => Promise<typeof Counter>>()
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValue(Counter);
      const Flaky = lazyComponent(flaky, { retryDelaysMs: [100] });
      render(<Flaky label="Back" />);
      await act(async () => vi.advanceTimersByTimeAsync(150));
      expect(screen.getByRole('button', { name: 'Back 0' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
