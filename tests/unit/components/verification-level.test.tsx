// The verification level where it limits what a user does: the state, the limits of the level
// reached (product-spec §6), and the way up (verify, wait for the review, or upgrade).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getGetUserInfoMockHandler } from '@generated/api/account/account.msw';
import type { User } from '@generated/model';
import { VerificationLevel, type VerificationArea } from '@/components/verification-level';
import { lina, signIn } from '../account/account-fixtures';
import { server } from '../msw-server';
import { renderScreen } from '../render';

function setup(patch: Partial<User>, area: VerificationArea = 'otc') {
  const user = lina(patch);
  server.use(getGetUserInfoMockHandler({ type: 'ok', message: user }));
  signIn(user);
  const events = userEvent.setup({ pointerEventsCheck: 0 });
  const view = renderScreen(<VerificationLevel area={area} />, { path: '/here', route: '/here' });
  return { events, ...view, card: () => screen.getByTestId('verification-level') };
}

describe('VerificationLevel', () => {
  it('unverified: says what needs it, with the way to verify', async () => {
    const { events, card, location } = setup({ is_realname: 0, review_status: 0 }, 'withdraw');
    expect(card()).toHaveTextContent('Identity verificationNot verified');
    expect(card()).toHaveTextContent('Verify your identity to withdraw.');
    expect(card()).not.toHaveTextContent('BTC');
    await events.click(screen.getByRole('button', { name: 'Verify now' }));
    expect(location()).toBe('/pages/setting/real_mark');
  });

  it('basic: the limits of level 1 and those of the advanced level, with the way to upgrade', async () => {
    const { events, card, location } = setup({ is_realname: 2, review_status: 0 });
    expect(card()).toHaveTextContent('Basic');
    expect(card()).toHaveTextContent('Withdraw up to 200 BTC per 24 h · OTC up to 2,000 USDT per trade');
    expect(card()).toHaveTextContent('Advanced: Withdraw up to 500 BTC per 24 h · OTC up to 1,000,000 USDT per trade.');
    await events.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(location()).toBe('/pages/setting/real');
  });

  it('advanced: its limits and no way further', async () => {
    const { card } = setup({ is_realname: 2, review_status: 2 });
    await waitFor(() => expect(card()).toHaveTextContent('Advanced'));
    expect(card()).toHaveTextContent('Withdraw up to 500 BTC per 24 h · OTC up to 1,000,000 USDT per trade');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('in review: says so, with no button', () => {
    const { card } = setup({ is_realname: 1, review_status: 0 });
    expect(card()).toHaveTextContent('In review');
    expect(card()).toHaveTextContent('Your documents are being reviewed.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('on the contract screen a verified user gets one line: the level and the way up', () => {
    const { card } = setup({ is_realname: 2, review_status: 0 }, 'contract');
    expect(card()).toHaveTextContent('Identity verificationBasicUpgrade');
    expect(card()).not.toHaveTextContent('BTC');
  });

  it('keeps its place while a session restored from its token alone reads the user, then shows the level there', async () => {
    server.use(getGetUserInfoMockHandler({ type: 'ok', message: lina({ is_realname: 2, review_status: 0 }) }));
    signIn(null);
    renderScreen(<VerificationLevel area="contract" />, { path: '/here', route: '/here' });
    const pending = screen.getByTestId('verification-level-pending');
    expect(pending).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('region', { name: 'Identity verification' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('verification-level')).toHaveTextContent('Identity verificationBasicUpgrade'),
    );
    expect(screen.queryByTestId('verification-level-pending')).not.toBeInTheDocument();
  });

  it('shows nothing when signed out', () => {
    const { container } = renderScreen(<VerificationLevel area="otc" />, { path: '/here', route: '/here' });
    expect(container.querySelector('[data-testid="verification-level"]')).toBeNull();
    expect(container.querySelector('[data-testid="verification-level-pending"]')).toBeNull();
  });
});
