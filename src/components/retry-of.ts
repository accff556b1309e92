// The retry of a failed query as QueryError (./query-error.tsx) offers it.

/** The error props of a failed query: its error, a retry that fetches again, and whether it is. */
export function retryOf(query: { error: unknown; refetch: () => unknown; isFetching: boolean }) {
  return { error: query.error, onRetry: () => void query.refetch(), retrying: query.isFetching };
}
