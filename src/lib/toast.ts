// A short message at the bottom of the screen (the kit's Toast), for screens that paint without
// the kit (Home, Market, the app shell): the toast's code loads with the first message.
const pending = new Set<Promise<void>>();

export function showToast(content: string, duration = 1500): void {
  const shown = import('antd-mobile/es/components/toast').then(({ default: Toast }) => {
    Toast.show({ content, duration });
  });
  // (a message whose code could not load is lost, as it was before: nothing else to show it with)
  const settled = shown.catch(() => undefined);
  pending.add(settled);
  void settled.then(() => pending.delete(settled));
}

/**
 * Resolves once every message asked for so far is on the screen (or its code failed to load): the
 * unit tests' cleanup waits for them, so that a message a test asked for just before it ended is
 * not shown during the next one.
 */
export async function toastsShown(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}
