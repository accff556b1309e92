// Invite and rebate with the generated MSW handlers: the totals, the way to the invitation code,
// the invited users (verified or not, commission earned) and the commission records; a failed
// answer shows an error with a retry.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  getGetRebateSummaryMockHandler,
  getListInvitedUsersMockHandler,
  getListRebateRecordsMockHandler,
} from '@generated/api/rebate/rebate.msw';
import { setToken } from '@/api/session';
import { i18next } from '@/app/i18n';
import { RebateScreen } from '@/features/rebate/rebate-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { useUiKitShims } from '../ui-kit-shims';

useUiKitShims();

const PATH = '/pages/setting/rebate';

beforeAll(async () => {
  await i18next.loadNamespaces(['rebate']);
});

beforeEach(() => setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5'));

describe('RebateScreen', () => {
  it('shows the totals and the invited users, and leads to the invitation code', async () => {
    server.use(getGetRebateSummaryMockHandler(), getListInvitedUsersMockHandler(), getListRebateRecordsMockHandler());
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const view = renderScreen(<RebateScreen />, { path: PATH, route: PATH });
    expect(await screen.findByTestId('rebate-total')).toHaveTextContent('356.42 USDT');
    expect(screen.getByTestId('rebate-today')).toHaveTextContent('4.80 USDT');
    expect(screen.getByTestId('rebate-invited')).toHaveTextContent('12');
    expect(screen.getByTestId('rebate-rate')).toHaveTextContent('20%');
    const first = await screen.findByRole('article', { name: 'ja***@mail.com' });
    expect(first).toHaveTextContent('Verified');
    expect(first).toHaveTextContent('+120.50 USDT');
    expect(screen.getByRole('article', { name: '138****5678' })).toHaveTextContent('Not verified');
    await user.click(screen.getByRole('button', { name: 'Invite friends' }));
    await waitFor(() => expect(view.location()).toBe('/pages/setting/share'));
  });

  it('lists the commission records under their tab', async () => {
    server.use(getGetRebateSummaryMockHandler(), getListInvitedUsersMockHandler(), getListRebateRecordsMockHandler());
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const view = renderScreen(<RebateScreen />, { path: PATH, route: PATH });
    await user.click(await screen.findByRole('tab', { name: 'Commission records' }));
    const record = await screen.findByRole('article', { name: 'Spot trading fee rebate' });
    expect(record).toHaveTextContent('+4.80 USDT');
    expect(record).toHaveTextContent('From ja***@mail.com');
    expect(screen.getByRole('article', { name: 'Contract trading fee rebate' })).toHaveTextContent('+12.25 USDT');
    expect(view.location()).toBe(`${PATH}?tab=records`);
  });

  it('shows an error with a retry when the totals cannot be read, and the empty lists', async () => {
    let calls = 0;
    server.use(
      getGetRebateSummaryMockHandler(() => {
        calls += 1;
        return calls === 1
          ? ({ type: 'ok', message: { invite_count: 'many' } } as never)
          : {
              type: 'ok',
              message: {
                invite_count: 0,
                verified_count: 0,
                rebate_rate: '0.1',
                total_commission: '0',
                today_commission: '0',
              },
            };
      }),
      getListInvitedUsersMockHandler({ type: 'ok', message: { data: [], page: 1, pages: 0, total: 0 } }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderScreen(<RebateScreen />, { path: PATH, route: PATH });
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button'));
    expect(await screen.findByTestId('rebate-total')).toHaveTextContent('0.00 USDT');
    expect(await screen.findByText('Nobody has registered with your code yet.')).toBeInTheDocument();
  });
});
