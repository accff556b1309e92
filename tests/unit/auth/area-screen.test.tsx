// The area-code page (`/pages/common/area`): a searchable list of dialling codes; the choice is kept
// for the session (the sign-in forms start with it) and the page goes on to sign-in when it was
// opened by a link of its own.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AreaScreen } from '@/features/auth/area-screen';
import { readAreaChoice } from '@/hooks/use-area-choice';
import { ROUTE_TABLE } from '@/app/routes';
import { renderScreen } from '../render';
import { useUiKitShims } from '../ui-kit-shims';

useUiKitShims();

beforeEach(() => sessionStorage.clear());

describe('AreaScreen', () => {
  it('finds a code by number, keeps the choice and goes on to sign-in', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    expect(readAreaChoice().dial).toBe('86');
    const view = renderScreen(<AreaScreen />, { path: '/pages/common/area', route: '/pages/common/area' });
    await user.type(await screen.findByPlaceholderText('Search country, region or code'), '852');
    await user.click(await screen.findByText('Hong Kong SAR China'));
    expect(readAreaChoice()).toEqual({ id: 2, iso: 'HK', dial: '852' });
    await waitFor(() => expect(view.location()).toBe('/pages/common/login'));
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderScreen(<AreaScreen />, { path: '/pages/common/area', route: '/pages/common/area' });
    await user.type(await screen.findByPlaceholderText('Search country, region or code'), 'zzz');
    expect(await screen.findByText('No matching country or region')).toBeInTheDocument();
  });
});

describe('route table', () => {
  it('answers the quotation page and the area page with screens of their own', () => {
    const paths = ROUTE_TABLE.map((route) => route.path);
    expect(paths).toContain('/pages/quotation/index');
    expect(paths).toContain('/pages/common/area');
  });
});
