// A macrotask of its own: resolves after whatever the browser has waiting (input, a frame), so that
// pieces of work that would run back to back (a screen's requests as it mounts, a chart's creation
// and its first draw) never add up to one long task that blocks a tap. A message on a channel of
// its own: no timer clamping, and not held back by a test's fake timers; a timer where there is no
// MessageChannel.
export function nextTask(): Promise<void> {
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
