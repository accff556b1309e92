// The rates service is another origin (a connection of its own on a phone network): a screen that
// shows fiat figures asks it once the page has shown its content, not beside the page's own first
// data; until then the figures use the stored rates.
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it } from 'vitest';
import { getListFiatRatesResponseMock } from '@generated/api/assets/assets.msw';
import { useFiat } from '@/hooks/use-fiat';
import { setLoadingProbe } from '@/lib/after-content';
import { server } from '../msw-server';
import { useAssetsTestSetup } from './helpers';

useAssetsTestSetup();
afterEach(() => setLoadingProbe(() => false));

it('asks for the rates once the page has shown its content', async () => {
  const calls: string[] = [];
  server.use(
    http.get('*/v1/rates', ({ request }) => {
      calls.push(request.url);
      return HttpResponse.json(getListFiatRatesResponseMock());
    }),
  );
  let pageLoading = true;
  setLoadingProbe(() => pageLoading);
  const { result } = renderHook(() => useFiat());
  // The page is still loading its own data: no request to the rates service, and the figures
  // are in the stored currency meanwhile.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(calls).toHaveLength(0);
  expect(result.current.formatFiat('12.5')).toBe('$12.50');
  pageLoading = false;
  await waitFor(() => expect(calls).toHaveLength(1));
  await waitFor(() => expect(result.current.rates.length).toBeGreaterThan(1));
});
