// How the support address is used (script or frame), and the script loader: once, on demand,
// with a clean retry after a failure.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWidgetScript, resetWidgets, supportWidget } from '@/features/support/widget';

afterEach(resetWidgets);

const widgetScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-support-widget]')];

describe('supportWidget', () => {
  it.each([
    ['https://chat.support.test/widget/nova.js', 'script'],
    ['https://chat.support.test/widget/NOVA.JS?site=1#x', 'script'],
    ['https://chat.support.test/chat/nova', 'frame'],
    ['https://chat.support.test/widget.js/page', 'frame'],
    ['https://chat.support.test/?src=widget.js', 'frame'],
  ])('uses %s as a %s', (url, kind) => {
    expect(supportWidget(url)?.kind).toBe(kind);
  });

  it.each(['', 'http://chat.support.test/widget.js', '//chat.support.test/w.js', 'javascript:alert(1)//.js', '/w.js'])(
    'cannot use "%s"',
    (url) => {
      expect(supportWidget(url)).toBeNull();
    },
  );

  it('accepts http://localhost in development only', () => {
    expect(supportWidget('http://localhost:4030/w.js')).toBeNull();
    expect(supportWidget('http://localhost:4030/w.js', { dev: true })).toEqual({
      kind: 'script',
      url: 'http://localhost:4030/w.js',
    });
  });
});

describe('loadWidgetScript', () => {
  const SRC = 'https://chat.support.test/widget/nova.js';

  it('adds the script once and resolves when it has loaded', async () => {
    const first = loadWidgetScript(SRC);
    const second = loadWidgetScript(SRC);
    expect(widgetScripts()).toHaveLength(1);
    expect(widgetScripts()[0]).toHaveAttribute('src', SRC);
    widgetScripts()[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
    await expect(loadWidgetScript(SRC)).resolves.toBeUndefined();
    expect(widgetScripts()).toHaveLength(1);
  });

  it('rejects on a load error and removes the script, so that a retry adds it afresh', async () => {
    const first = loadWidgetScript(SRC);
    widgetScripts()[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('could not be loaded');
    expect(widgetScripts()).toHaveLength(0);
    const retried = loadWidgetScript(SRC);
    expect(widgetScripts()).toHaveLength(1);
    // (settled here: left pending, its 15 s timeout rejected it during a later file of the worker)
    widgetScripts()[0]!.dispatchEvent(new Event('load'));
    await expect(retried).resolves.toBeUndefined();
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    const pending = loadWidgetScript(SRC, 15_000);
    const outcome = vi.fn();
    pending.then(
      () => outcome('loaded'),
      () => outcome('failed'),
    );
    await vi.advanceTimersByTimeAsync(14_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith('failed');
    expect(widgetScripts()).toHaveLength(0);
  });
});
