// Runs a task when the browser is idle (at the latest after `timeout` ms): work that must not
// compete with the first paint. Returns the cancel.
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(task, Math.min(timeout, 1000));
  return () => clearTimeout(timer);
}
