// Pull down to refresh without the UI kit (src/components/pull-to-refresh.tsx), driven by touch
// events as a phone sends them: a pull past the threshold from the top refreshes once, with the
// texts a user reads on the way; a short pull, a pull with the page scrolled, a sideways swipe and
// a pull during a refresh do not; a failed refresh closes the head.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { pullHeight } from '@/components/pull-height';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(onRefresh: () => Promise<unknown> = () => Promise.resolve()) {
  const refresh = vi.fn(onRefresh);
  const view = render(
    <PullToRefresh onRefresh={refresh}>
      <div data-testid="content">
        <p>Balances</p>
      </div>
    </PullToRefresh>,
  );
  const target = screen.getByText('Balances');
  const head = view.container.querySelector<HTMLElement>('.ptr__head');
  if (!head) throw new Error('no head');
  const at = (x: number, y: number) => ({ touches: [{ clientX: x, clientY: y }] });
  /** A drag of the finger from (x, 100) down by `dy` and sideways by `dx`, in ten moves. */
  const pull = (dy: number, dx = 0, release = true) => {
    fireEvent.touchStart(target, at(100, 100));
    for (let step = 1; step <= 10; step += 1)
      fireEvent.touchMove(target, at(100 + (dx * step) / 10, 100 + (dy * step) / 10));
    if (release) fireEvent.touchEnd(target, { touches: [] });
  };
  const text = () => screen.getByRole('status', { hidden: true }).textContent;
  return { refresh, head, pull, text };
}

describe('PullToRefresh', () => {
  it('opens with the pull, says when to let go, refreshes once and closes', async () => {
    let finish: () => void = () => undefined;
    const { refresh, head, pull, text } = setup(() => new Promise<void>((resolve) => (finish = resolve)));

    pull(100, 0, false);
    expect(text()).toBe('Pull down to refresh');
    expect(parseFloat(head.style.height)).toBeCloseTo(pullHeight(100));
    pull(240, 0, false);
    expect(text()).toBe('Release to refresh');
    fireEvent.touchEnd(screen.getByText('Balances'), { touches: [] });

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(text()).toBe('Refreshing…');
    expect(head.style.height).toBe('40px');
    // A second pull while it refreshes does nothing.
    pull(300);
    expect(refresh).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    expect(text()).toBe('Updated');
    await act(async () => vi.advanceTimersByTime(500));
    expect(head.style.height).toBe('0px');
    await act(async () => vi.advanceTimersByTime(300));
    expect(text()).toBe('Pull down to refresh');
    // And it can be pulled again.
    pull(300);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('does not refresh on a short pull, and closes', () => {
    const { refresh, head, pull } = setup();
    pull(120);
    expect(pullHeight(120)).toBeLessThan(60);
    expect(refresh).not.toHaveBeenCalled();
    expect(head.style.height).toBe('0px');
  });

  it('leaves a sideways swipe and an upward scroll to the browser', () => {
    const { refresh, head, pull } = setup();
    pull(150, 300);
    pull(-300);
    expect(refresh).not.toHaveBeenCalled();
    expect(head.style.height).toBe('0px');
  });

  it('does not start when the page is scrolled down', () => {
    const { refresh, head, pull } = setup();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 240 });
    try {
      pull(300);
    } finally {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    }
    expect(refresh).not.toHaveBeenCalled();
    expect(head.style.height).toBe('0px');
  });

  it('closes when the refresh fails', async () => {
    const { refresh, head, pull, text } = setup(() => Promise.reject(new Error('offline')));
    await act(async () => pull(300));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(head.style.height).toBe('0px');
    await act(async () => vi.advanceTimersByTime(300));
    expect(text()).toBe('Pull down to refresh');
  });
});
