// A module (or anything asked for once) downloaded the first time it is needed and kept: every
// caller shares the same promise. A failed download is forgotten, so that the next call tries
// again; the call that needed it fails, and the screen offers a retry.
//
// Usage: `const loadConfirm = loadOnce(() => import('./order-confirm'));`
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      loading = load();
      loading.catch(() => (loading = undefined));
    }
    return loading;
  };
}
