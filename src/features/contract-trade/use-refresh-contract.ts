// Reloads what an order, a close or a stop change affects: the order form of the pair (balance),
// its open positions and pending orders, every page of the order history, and the balances of
// the accounts (Assets shows the contract account's available and frozen money).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getListWalletsQueryKey } from '@generated/api/assets/assets';
import {
  getGetLeverDealQueryKey,
  getListLeverPositionsQueryKey,
  getListLeverTradesQueryKey,
} from '@generated/api/contract-trade/contract-trade';
import type { LeverPair } from './use-lever-pairs';

/** The request bodies of the pair's queries (their cache keys are built from them). */
export function contractBodies(pair: Pick<LeverPair, 'currencyId' | 'legalId'>) {
  const ids = { currency_id: pair.currencyId, legal_id: pair.legalId };
  return {
    deal: ids,
    positions: { ...ids, page: 1, limit: 100 },
    pending: { ...ids, status: 0 as const, page: 1, limit: 100 },
  };
}

export function useRefreshContract(pair: Pick<LeverPair, 'currencyId' | 'legalId'>): () => Promise<void> {
  const queryClient = useQueryClient();
  const { currencyId, legalId } = pair;
  return useCallback(async () => {
    const bodies = contractBodies({ currencyId, legalId });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetLeverDealQueryKey(bodies.deal) }),
      queryClient.invalidateQueries({ queryKey: getListLeverPositionsQueryKey(bodies.positions) }),
      // Every page and filter of /lever/my_trade (pending orders and the history).
      queryClient.invalidateQueries({ queryKey: getListLeverTradesQueryKey().slice(0, 2) }),
      queryClient.invalidateQueries({ queryKey: getListWalletsQueryKey() }),
    ]);
  }, [queryClient, currencyId, legalId]);
}
