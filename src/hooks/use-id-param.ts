// The `id` query parameter of a screen (the pair a trading screen shows): its raw value, and a
// setter that replaces it in the current history entry (choosing another pair adds no Back step)
// and keeps the other parameters.
import { useCallback } from 'react';
import { useSearchParams } from '@/lib/router';

export function useIdParam(): [string | null, (id: number) => void] {
  const [params, setParams] = useSearchParams();
  const setId = useCallback(
    (id: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('id', String(id));
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params.get('id'), setId];
}
