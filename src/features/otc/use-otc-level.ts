// The signed-in user's verification level, which sets the OTC per-trade limit (undefined until known).
import { useGetUserInfo } from '@generated/api/account/account';

export function useOtcLevel(): { level: number | undefined; query: ReturnType<typeof useGetUserInfo> } {
  const query = useGetUserInfo(undefined, { query: { staleTime: 30_000 }, request: { silent: true } });
  return { level: query.data?.level, query };
}
