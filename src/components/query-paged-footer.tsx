// The PagedFooter of an infinite query that a screen draws itself: the next page when the end
// comes into view or on "Load more" (a failure shows the retry), "No more data" at the end; its
// texts are the `list` group of the screen's namespace.
//
// Usage: <QueryPagedFooter query={pages} ns="withdraw" />
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { PagedFooter } from './paged-footer';

interface QueryPagedFooterProps {
  query: Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
  /** The i18n namespace with the `list` texts. */
  ns: string;
}

export function QueryPagedFooter({ query, ns }: QueryPagedFooterProps) {
  return (
    <PagedFooter
      ns={ns}
      hasMore={query.hasNextPage}
      loading={query.isFetchingNextPage}
      loadMore={async () => {
        const result = await query.fetchNextPage({ cancelRefetch: false });
        if (result.isError) throw result.error;
      }}
    />
  );
}
