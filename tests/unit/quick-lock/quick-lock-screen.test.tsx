// Settings › Security › Quick lock: turned on with a PIN typed twice (two different PINs start
// again), the delay chosen, the PIN changed and quick lock turned off only with the current PIN.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '@/app/i18n';
import { pinMatches } from '@/features/quick-lock/pin';
import { QuickLockScreen } from '@/features/quick-lock/quick-lock-screen';
import { readConfig } from '@/lib/quick-lock';
import { lina, signIn } from '../account/account-fixtures';
import { renderScreen } from '../render';
import { useUiKitShims } from '../ui-kit-shims';

useUiKitShims();
const USER = lina().id;

beforeAll(() => i18next.loadNamespaces(['quick-lock']));
afterEach(() => localStorage.clear());

function setup() {
  signIn(lina());
  const user = userEvent.setup();
  renderScreen(<QuickLockScreen />);
  return user;
}

/** Types a PIN on the pad (which has the focus at each step) with the keyboard, then confirms. */
async function enter(user: ReturnType<typeof userEvent.setup>, label: string, pin: string, confirm = false) {
  const pad = await screen.findByRole('group', { name: label });
  await waitFor(() => expect(pad).toHaveFocus());
  await user.keyboard(confirm ? `${pin}{Enter}` : pin);
}

describe('QuickLockScreen', () => {
  it('turns quick lock on with a PIN typed twice; two different PINs start again', { timeout: 30_000 }, async () => {
    const user = setup();
    expect(screen.getByText(/The PIN is kept on this device only/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn on quick lock' }));
    // fewer than 4 digits cannot be confirmed
    await enter(user, 'Choose a PIN of 4 to 6 digits', '123');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Backspace}{Backspace}{Backspace}');
    await enter(user, 'Choose a PIN of 4 to 6 digits', '48291', true);
    await enter(user, 'Enter the same PIN again', '48292', true);
    expect(await screen.findByRole('alert')).toHaveTextContent('The two PINs are different. Choose your PIN again.');
    expect(readConfig(USER)).toBeNull();
    await enter(user, 'Choose a PIN of 4 to 6 digits', '48291', true);
    await enter(user, 'Enter the same PIN again', '48291', true);
    expect(await screen.findByRole('radio', { name: '1 minute' })).toBeChecked();
    const config = readConfig(USER)!;
    expect(config).toMatchObject({ delay: 1, length: 5 });
    expect(await pinMatches(config, '48291')).toBe(true);

    // the delay
    await user.click(screen.getByRole('radio', { name: '15 minutes' }));
    expect(readConfig(USER)!.delay).toBe(15);
    expect(screen.getByRole('radio', { name: '15 minutes' })).toBeChecked();
  });

  it('changes the PIN and turns quick lock off only with the current PIN', { timeout: 30_000 }, async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Turn on quick lock' }));
    await enter(user, 'Choose a PIN of 4 to 6 digits', '2580', true);
    await enter(user, 'Enter the same PIN again', '2580', true);

    await user.click(await screen.findByRole('button', { name: 'Change PIN' }));
    // the current PIN's length is known: checked once typed
    await enter(user, 'Enter your current PIN', '1111');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Wrong PIN. 4 tries left before you are signed out.'),
    );
    await enter(user, 'Enter your current PIN', '2580');
    await enter(user, 'Choose a PIN of 4 to 6 digits', '135790', true);
    await enter(user, 'Enter the same PIN again', '135790', true);
    await screen.findByRole('button', { name: 'Turn off quick lock' });
    expect(await pinMatches(readConfig(USER)!, '135790')).toBe(true);
    expect(readConfig(USER)!.failures).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Turn off quick lock' }));
    await enter(user, 'Enter your current PIN', '135790');
    expect(await screen.findByRole('button', { name: 'Turn on quick lock' })).toBeInTheDocument();
    expect(readConfig(USER)).toBeNull();
  });
});
