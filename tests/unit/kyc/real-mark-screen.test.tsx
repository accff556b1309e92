// The identity-verification prompt a 998 answer leads to: the limits of both levels, where the
// user stands, and the way to verify.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '@generated/model';
import { setToken, setUser } from '@/api/session';
import { RealMarkScreen } from '@/features/kyc/real-mark-screen';
import { renderScreen } from '../render';

const lina: User = {
  id: 100238,
  account_number: 'lina.chen@example.com',
  phone: null,
  email: 'lina.chen@example.com',
  nickname: 'Lina',
  head_portrait: '/upload/avatar/100238.svg',
  extension_code: 'NX7K2Q',
  status: 1,
  level: 0,
  is_realname: 0,
  review_status: 0,
  name: null,
};

function setup(user: User | null = lina) {
  setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
  if (user) setUser(user);
  return renderScreen(<RealMarkScreen />, { path: '/pages/setting/real_mark', route: '/pages/setting/real_mark' });
}

describe('RealMarkScreen', () => {
  it('explains why verification is needed', () => {
    setup();
    expect(screen.getByText('Identity verification')).toBeInTheDocument();
    expect(screen.getByText('Verify your identity to continue')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This action is available once your identity is verified. It keeps your account and your funds safe.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the limits of level 1 and level 2', () => {
    setup();
    const levels = screen.getAllByRole('listitem');
    expect(levels).toHaveLength(2);
    expect(within(levels[0]!).getByRole('heading', { name: 'Level 1' })).toBeInTheDocument();
    expect(levels[0]).toHaveTextContent('Withdraw up to 200 BTC per 24 hours');
    expect(levels[0]).toHaveTextContent('Fiat trades up to 2,000 USDT each');
    expect(within(levels[1]!).getByRole('heading', { name: 'Level 2' })).toBeInTheDocument();
    expect(levels[1]).toHaveTextContent('Withdraw up to 500 BTC per 24 hours');
    expect(levels[1]).toHaveTextContent('Fiat trades up to 1,000,000 USDT each');
  });

  it.each([
    [0, 'Not verified'],
    [1, 'In review'],
    [2, 'Verified'],
    [3, 'Verification failed'],
  ] as const)('shows the stored status is_realname=%i as "%s"', (isRealname, text) => {
    setup({ ...lina, is_realname: isRealname });
    const status = screen.getByText('Your status:').closest('p');
    expect(status).toHaveTextContent(`Your status: ${text}`);
  });

  it('shows no status line when no user is stored', () => {
    setup(null);
    expect(screen.queryByText('Your status:')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Level 1' })).toBeInTheDocument();
  });

  it('"Verify now" opens the verification page', async () => {
    const user = userEvent.setup();
    const { location } = setup();
    await user.click(screen.getByRole('button', { name: 'Verify now' }));
    expect(location()).toBe('/pages/setting/real');
    expect(screen.getByTestId('elsewhere')).toBeInTheDocument();
  });

  it.each([
    ['verified at both levels', { is_realname: 2, review_status: 2 }, 'Your identity is verified', 'Check my status'],
    [
      'basic verified',
      { is_realname: 2, review_status: 0 },
      'Verify your identity to continue',
      'Complete advanced verification',
    ],
    ['in review', { is_realname: 1, review_status: 0 }, 'Your verification is in review', 'Check my status'],
    ['advanced in review', { is_realname: 2, review_status: 1 }, 'Your verification is in review', 'Check my status'],
  ] as const)('a user %s is not asked to "Verify now"', async (_, state, title, action) => {
    const user = userEvent.setup();
    const { location } = setup({ ...lina, ...state });
    expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify now' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: action }));
    expect(location()).toBe('/pages/setting/real');
  });

  it('"Later" opened as the first page goes home', async () => {
    const user = userEvent.setup();
    const { location } = setup();
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(location()).toBe('/');
  });
});
