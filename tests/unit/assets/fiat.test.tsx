// The external fiat-rates client (fetched at most once a day, cached with its save time, USD at 1
// by default), the chosen display currency and the fiat picker.
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getListFiatRatesMockHandler, getListFiatRatesResponseMock } from '@generated/api/assets/assets.msw';
import {
  FIAT_CODES,
  FIAT_RATES_MAX_AGE,
  getFiatRates,
  pickFiatRates,
  refreshFiatRates,
  resetFiatRates,
} from '@/api/fiat-rates';
import { FiatPicker } from '@/components/fiat-picker';
import { convertToFiat, getFiat, setFiat, useFiat } from '@/hooks/use-fiat';
import { formatFiat } from '@/lib/format';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { interactive, useAssetsTestSetup } from './helpers';

useAssetsTestSetup();

function countRates(answer?: () => Response) {
  const calls: URL[] = [];
  server.use(
    http.get('*/v1/rates', ({ request }) => {
      calls.push(new URL(request.url));
      return answer ? answer() : HttpResponse.json(getListFiatRatesResponseMock());
    }),
  );
  return calls;
}

describe('fiat rates', () => {
  it('start as USD at rate 1', () => {
    expect(getFiatRates()).toEqual({ rates: [{ currency_code: 'USD', rate: 1 }], savedAt: 0 });
    expect(getFiat()).toMatchObject({ currency_code: 'USD', rate: 1 });
  });

  it('are asked against USD from the rates service and cached with their save time', async () => {
    const calls = countRates();
    const now = Date.UTC(2026, 10, 21, 8);
    await refreshFiatRates({ now });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.pathname).toMatch(/\/v1\/rates$/);
    expect(calls[0]?.searchParams.get('base')).toBe('USD');
    expect(calls[0]?.searchParams.has('lang')).toBe(false);
    expect(getFiatRates().rates.map((r) => r.currency_code)).toEqual([...FIAT_CODES]);
    expect(getFiatRates().rates.find((r) => r.currency_code === 'CNY')?.rate).toBe(7.2);
    expect(Number(localStorage.getItem('saveFiatsTime'))).toBe(now);
    expect(JSON.parse(localStorage.getItem('fiats') ?? '[]')).toHaveLength(11);
  });

  it('are fetched at most once every 24 hours, even by many screens at once', async () => {
    const calls = countRates();
    const now = Date.UTC(2026, 10, 21, 8);
    await Promise.all([refreshFiatRates({ now }), refreshFiatRates({ now }), refreshFiatRates({ now })]);
    expect(calls).toHaveLength(1);
    await refreshFiatRates({ now: now + FIAT_RATES_MAX_AGE - 1 });
    expect(calls).toHaveLength(1);
    // A new start reads the cache from storage and still does not ask.
    resetFiatRates();
    await refreshFiatRates({ now: now + 60_000 });
    expect(calls).toHaveLength(1);
    await refreshFiatRates({ now: now + FIAT_RATES_MAX_AGE });
    expect(calls).toHaveLength(2);
  });

  it('keep the cached rates (or USD at 1) when the service refuses, and wait for the next start', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = countRates(() => HttpResponse.json({ error: 'Unsupported base currency', code: 400 }));
    await refreshFiatRates();
    expect(getFiatRates().rates).toEqual([{ currency_code: 'USD', rate: 1 }]);
    await refreshFiatRates();
    expect(calls).toHaveLength(1);
    resetFiatRates();
    await refreshFiatRates();
    expect(calls).toHaveLength(2);
    expect(warn).toHaveBeenCalled();
  });

  it('ignore an answer outside the contract and a network failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('fiats', JSON.stringify([{ currency_code: 'EUR', rate: 0.9 }]));
    localStorage.setItem('saveFiatsTime', '1');
    resetFiatRates();
    server.use(http.get('*/v1/rates', () => HttpResponse.json({ rates: [{ currency_code: 'EUR', rate: 'x' }] })));
    await refreshFiatRates();
    expect(getFiatRates().rates).toEqual([
      { currency_code: 'USD', rate: 1 },
      { currency_code: 'EUR', rate: 0.9 },
    ]);
    resetFiatRates();
    server.use(http.get('*/v1/rates', () => HttpResponse.error()));
    await refreshFiatRates();
    expect(getFiatRates().rates.map((r) => r.currency_code)).toEqual(['USD', 'EUR']);
  });

  it('keep only the eleven currencies of the app, in its order', () => {
    expect(
      pickFiatRates([
        { currency_code: 'VND', rate: 25410 },
        { currency_code: 'XAU', rate: 0.0004 },
        { currency_code: 'CNY', rate: 7.2 },
        { currency_code: 'GBP', rate: -1 },
        { currency_code: 'JPY', rate: Number.NaN },
      ]),
    ).toEqual([
      { currency_code: 'USD', rate: 1 },
      { currency_code: 'CNY', rate: 7.2 },
      { currency_code: 'VND', rate: 25410 },
    ]);
  });
});

describe('the chosen fiat', () => {
  it('converts exactly and formats with the currency sign and decimals', () => {
    expect(convertToFiat('42564.9375', 7.2).toFixed()).toBe('306467.55');
    expect(convertToFiat(0.1, 3).toFixed()).toBe('0.3');
    expect(formatFiat(convertToFiat('42564.9375', 1), 'USD', 'en')).toBe('$42,564.94');
    expect(formatFiat(convertToFiat('42564.9375', 154.21), 'JPY', 'en')).toBe('¥6,563,939');
    expect(formatFiat(convertToFiat('2.005', 1), 'USD', 'en')).toBe('$2.01');
  });

  it('cannot be a currency without a rate', () => {
    expect(setFiat('EUR')).toBe(false);
    expect(getFiat().currency_code).toBe('USD');
  });

  it('is kept as {currency_code, rate, saveTime} and follows newly fetched rates', async () => {
    countRates();
    await refreshFiatRates({ now: 1_000 });
    expect(setFiat('GBP', 2_000)).toBe(true);
    expect(JSON.parse(localStorage.getItem('fiat') ?? '{}')).toEqual({
      currency_code: 'GBP',
      rate: 0.7894,
      saveTime: 2_000,
    });

    const { result } = renderHook(() => useFiat());
    expect(result.current.formatFiat('100')).toBe('£78.94');

    server.use(getListFiatRatesMockHandler({ base: 'USD', rates: [{ currency_code: 'GBP', rate: 0.8 }] }));
    await act(() => refreshFiatRates({ now: 1_000 + FIAT_RATES_MAX_AGE }));
    expect(result.current.fiat.rate).toBe(0.8);
    expect(result.current.formatFiat('100')).toBe('£80.00');
    expect(JSON.parse(localStorage.getItem('fiat') ?? '{}')).toMatchObject({ currency_code: 'GBP', rate: 0.8 });
  });
});

describe('FiatPicker', () => {
  it('lists the eleven currencies with their names and rates, and saves the choice', async () => {
    countRates();
    const onClose = vi.fn();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderScreen(<FiatPicker visible onClose={onClose} onChange={onChange} />);
    expect(await screen.findByRole('heading', { name: 'Display currency' })).toBeInTheDocument();
    await screen.findByText('1 USDT ≈ 7.2 CNY');
    for (const code of FIAT_CODES) expect(screen.getByText(code)).toBeInTheDocument();
    expect(screen.getByText('Euro')).toBeInTheDocument();
    expect(screen.getByText('Vietnamese Dong')).toBeInTheDocument();
    const eur = screen.getByText('EUR');
    await interactive(eur);
    await user.click(eur);
    expect(onChange).toHaveBeenCalledWith('EUR');
    expect(onClose).toHaveBeenCalled();
    expect(getFiat()).toMatchObject({ currency_code: 'EUR', rate: 0.9287 });
  });

  it('offers only USD while the rates service fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    countRates(() => HttpResponse.json({ error: 'down', code: 503 }));
    const user = userEvent.setup();
    renderScreen(<FiatPicker visible onClose={() => {}} />);
    await waitFor(() => expect(screen.getAllByText('Rate not available yet')).toHaveLength(10));
    const cny = screen.getByText('CNY');
    await interactive(cny);
    await user.click(cny);
    expect(getFiat().currency_code).toBe('USD');
  });
});
