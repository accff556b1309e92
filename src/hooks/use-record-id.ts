// The id of the record a screen shows, from its address (`?id=3`, `?project_id=7`): a positive
// whole number, or null when the address names none.
import { useSearchParams } from '@/lib/router';

export function useRecordId(name: string = 'id'): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get(name));
  return Number.isInteger(id) && id > 0 ? id : null;
}
