// The area code page of phone binding: names in the interface language, search, and the choice
// kept for the binding form.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AreasScreen } from '@/features/account/areas-screen';
import { getPhoneDraft, resetPhoneDraft } from '@/features/account/phone-binding-store';
import { renderScreen } from '../render';
import { loadAccountLocale, signIn } from './account-fixtures';

const PATH = '/pages/setting/areas';

beforeAll(loadAccountLocale);
afterEach(() => act(() => resetPhoneDraft()));

function setup() {
  signIn();
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const view = renderScreen(<AreasScreen />, { path: PATH, route: PATH });
  return { user, ...view };
}

describe('AreasScreen', () => {
  it('lists the codes with names, the current one checked', () => {
    setup();
    expect(screen.getByText('Country or region code')).toBeInTheDocument();
    expect(screen.getByText('China')).toBeInTheDocument();
    expect(screen.getByText('Japan').closest('.areas-row')).toHaveTextContent('+81');
  });

  it('finds a country by name or by code', async () => {
    const { user } = setup();
    const search = screen.getByPlaceholderText('Search country, region or code');
    await user.type(search, 'jap');
    expect(screen.getByText('Japan')).toBeInTheDocument();
    expect(screen.queryByText('China')).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '+66');
    expect(screen.getByText('Thailand')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'zzzz');
    expect(screen.getByText('No matching country or region')).toBeInTheDocument();
  });

  it('keeps the choice and continues to the phone binding form', async () => {
    const { user, location } = setup();
    const japan = screen.getByText('Japan').closest('.adm-list-item') as HTMLElement;
    await user.click(within(japan).getByText('Japan'));
    expect(getPhoneDraft().area).toMatchObject({ iso: 'JP', dial: '81' });
    expect(location()).toBe('/pages/setting/security?bind=phone');
  });
});
