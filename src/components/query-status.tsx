// What a screen shows while a query it needs has no data: a placeholder while it loads, the error
// with a retry when it failed; nothing once the data is there.
//
// Usage: `<QueryStatus query={currencies} />` then `{currencies.data && ...}`
import { Skeleton } from 'antd-mobile';
import { QueryError } from '@/components/query-error';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export function QueryStatus({ query, lines = 6 }: { query: QueryLike; lines?: number }) {
  if (query.isPending) return <Skeleton.Paragraph lineCount={lines} animated />;
  if (query.isError)
    return <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return null;
}
