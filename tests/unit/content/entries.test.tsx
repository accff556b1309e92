// The ways into the content pages: the Settings entries (compliance, about, help centre, contact,
// customer service), the Home feature grid's borrowing entry and banners without a link.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { getGetUserInfoMockHandler } from '@generated/api/account/account.msw';
import { getListFiatRatesMockHandler } from '@generated/api/assets/assets.msw';
import { getListNewsMockHandler } from '@generated/api/content/content.msw';
import { SettingScreen } from '@/features/account/setting-screen';
import { BannerSwiper } from '@/features/home/banner-swiper';
import { FeatureGrid } from '@/features/home/feature-grid';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { lina, signIn } from '../account/account-fixtures';
import { loadContentLocales } from './content-fixtures';

beforeAll(loadContentLocales);

describe('Settings', () => {
  const PATH = '/pages/setting/setting';

  it.each([
    ['Compliance', '/pages/setting/operational_compliance'],
    ['About us', '/pages/common/aboutus'],
    ['Help centre', '/pages/common/faq'],
    ['Contact us', '/pages/common/contactus'],
    ['Customer service', '/pages/kefu/index'],
  ])('"%s" opens %s', async (label, path) => {
    server.use(getListFiatRatesMockHandler(), getGetUserInfoMockHandler({ type: 'ok', message: lina() }));
    signIn(lina());
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderScreen(<SettingScreen />, { path: PATH, route: PATH });
    await user.click(screen.getByText(label));
    expect(location()).toBe(path);
  });

  it('shows the version of the app', () => {
    server.use(getListFiatRatesMockHandler(), getGetUserInfoMockHandler({ type: 'ok', message: lina() }));
    signIn(lina());
    renderScreen(<SettingScreen />, { path: PATH, route: PATH });
    expect(screen.getByText('Version').closest('.adm-list-item')).toHaveTextContent('0.8.0');
  });
});

describe('Home', () => {
  it('the feature grid leads to borrowing and repayment', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderScreen(<FeatureGrid />);
    await user.click(screen.getByRole('button', { name: 'More' }));
    // The tiles behind More arrive with their own chunk (loaded when idle or on the tap).
    await user.click(await screen.findByRole('button', { name: 'Borrowing' }));
    expect(location()).toBe('/pages/common/borrowing');
  });

  it('a banner without a link opens its article', async () => {
    server.use(
      getListNewsMockHandler({
        type: 'ok',
        message: {
          count: 1,
          limit: 10,
          list: [
            {
              id: 77,
              c_id: 5,
              title: 'Read all about it',
              thumbnail: '/upload/banner/77.png',
              link: '',
              create_time: 1795240800,
            },
          ],
        },
      }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderScreen(<BannerSwiper />);
    const banners = await screen.findByRole('region', { name: 'Highlights' });
    await user.click(within(banners).getAllByRole('button', { name: 'Read all about it' })[0]!);
    expect(location()).toBe('/pages/common/article?id=77');
  });
});
