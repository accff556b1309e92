// A macrotask of its own: resolves after whatever the browser has waiting (input, a frame), so that
// pieces of work that would run back to back (a screen's requests as it mounts, a chart's creation
// and its first draw, the start-up prefetches of lib/task-each.ts) never add up to one long task
// that blocks a tap. One message per caller on one channel, so callers resume in the order they
// asked, each in its own task: no timer clamping, and not held back by a test's fake timers. The
// channel is closed whenever nobody waits (an open port would keep a Node process alive). A timer
// where there is no MessageChannel.
let channel: MessageChannel | null = null;
const waiting: (() => void)[] = [];

export function nextTask(): Promise<void> {
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  if (!channel) {
    const opened = new MessageChannel();
    opened.port1.onmessage = () => {
      waiting.shift()?.();
      if (waiting.length > 0) return;
      opened.port1.close();
      if (channel === opened) channel = null;
    };
    channel = opened;
  }
  const { port2 } = channel;
  return new Promise((resolve) => {
    waiting.push(resolve);
    port2.postMessage(null);
  });
}
