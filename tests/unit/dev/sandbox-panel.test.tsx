// The dev server's scenario panel (src/dev/sandbox-panel.tsx) over the sandbox's control API:
// hidden when no sandbox answers (`--mock examples`), and each action sends what the control API
// takes, then lets every screen ask again.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '@generated/model';
import { clearSession, setToken, setUser } from '@/api/session';
import { i18next } from '@/app/i18n';
import SandboxPanel from '@/dev/sandbox-panel';
import { server } from '../msw-server';

const STATUS = {
  clock: { now: Date.UTC(2026, 10, 28, 12), offsetMs: 0 },
  prices: [
    { id: 1, symbol: 'BTC/USDT', price: '96400.00' },
    { id: 2, symbol: 'ETH/USDT', price: '3400.50' },
  ],
  faults: [] as { operation: string; kind: string; remaining: number | string }[],
};

beforeAll(async () => {
  await i18next.loadNamespaces(['dev', 'assets']);
});
afterEach(() => clearSession());

function renderPanel() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <SandboxPanel />
    </QueryClientProvider>,
  );
  return { invalidate };
}

/** Control calls as the sandbox gets them: path and JSON body. */
function recordControl(status = STATUS) {
  const calls: { path: string; body: unknown }[] = [];
  server.use(
    http.get('*/__sandbox', () => HttpResponse.json(status)),
    http.post('*/__sandbox/*', async ({ request }) => {
      calls.push({ path: new URL(request.url).pathname, body: await request.json() });
      return HttpResponse.json({ ok: true });
    }),
  );
  return calls;
}

describe('sandbox panel', () => {
  it('shows nothing when no sandbox answers (the Prism examples)', async () => {
    let asked = false;
    server.use(
      http.get('*/__sandbox', () => {
        asked = true;
        return new HttpResponse('not found', { status: 404 });
      }),
    );
    renderPanel();
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('button', { name: 'Open the sandbox panel' })).not.toBeInTheDocument();
  });

  it('advances the clock and moves a price by a percentage, then refreshes the screens', async () => {
    const calls = recordControl();
    const { invalidate } = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Open the sandbox panel' }));
    expect(screen.getByText('Sandbox time: Nov 28, 2026, 12:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Sign in to fund or verify this user.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '+1 day' }));
    await waitFor(() => expect(calls).toEqual([{ path: '/__sandbox/clock/advance', body: { hours: 24 } }]));
    await waitFor(() => expect(invalidate).toHaveBeenCalled());

    await userEvent.selectOptions(screen.getByLabelText('Pair'), 'ETH/USDT · 3,400.50');
    await userEvent.click(screen.getByRole('button', { name: '-10.00%' }));
    await waitFor(() => expect(calls[1]).toEqual({ path: '/__sandbox/prices', body: { pair: 2, price: 3060.45 } }));
  });

  it('funds, verifies and signs out the signed-in user, decides their trader application, and makes their next calls fail', async () => {
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    setUser({ id: 100238, email: 'lina.chen@example.com' } as User);
    const calls = recordControl({
      ...STATUS,
      faults: [{ operation: 'getUserInfo', kind: '999', remaining: 'always' }],
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Open the sandbox panel' }));
    expect(screen.getByText('getUserInfo: Session expired (999) (Until cleared left)')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Account'), 'Contract');
    await userEvent.click(screen.getByRole('button', { name: 'Add 10,000 USDT' }));
    await waitFor(() =>
      expect(calls[0]).toEqual({
        path: '/__sandbox/users/100238/fund',
        body: { account: 'lever', currency: 'USDT', amount: '10000' },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'In review' }));
    await waitFor(() =>
      expect(calls[1]).toEqual({ path: '/__sandbox/users/100238/verification', body: { state: 'pending' } }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'End my session' }));
    await waitFor(() => expect(calls[2]).toEqual({ path: '/__sandbox/users/100238/expire-sessions', body: {} }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        path: '/__sandbox/users/100238/trader-application',
        body: { decision: 'approve' },
      }),
    );
    expect(await screen.findByText('Application approved: a trader now')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        path: '/__sandbox/users/100238/trader-application',
        body: { decision: 'reject' },
      }),
    );

    await userEvent.selectOptions(screen.getByLabelText('Operation'), 'createWithdrawal');
    await userEvent.selectOptions(screen.getByLabelText('Answer'), 'HTTP 500');
    await userEvent.selectOptions(screen.getByLabelText('How many'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        path: '/__sandbox/faults',
        body: { operation: 'createWithdrawal', kind: 'http500', times: '3', user: '100238' },
      }),
    );
  });

  it('says why a control call was refused', async () => {
    server.use(
      http.get('*/__sandbox', () => HttpResponse.json(STATUS)),
      http.post('*/__sandbox/clock/advance', () =>
        HttpResponse.json({ error: 'the clock is stopped' }, { status: 400 }),
      ),
    );
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Open the sandbox panel' }));
    await userEvent.click(screen.getByRole('button', { name: '+1 hour' }));
    expect(await screen.findByText('Not done: the clock is stopped')).toBeInTheDocument();
  });
});
