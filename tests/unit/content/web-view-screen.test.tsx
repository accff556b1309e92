// webView: only addresses whose origin is on the allow-list of the site configuration are shown,
// in a sandboxed frame with reload and "open in browser"; anything else is refused, by name.
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getGetSiteConfigMockHandler } from '@generated/api/content/content.msw';
import { apiConfig, configureApi } from '@/api/config';
import { WebViewScreen } from '@/features/content/web-view-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { loadContentLocales } from './content-fixtures';

const PATH = '/pages/common/webView';
const DEFAULT_ASSET_BASE = apiConfig.assetBase;

beforeAll(loadContentLocales);
afterEach(() => configureApi({ assetBase: DEFAULT_ASSET_BASE }));

function open(url: string | null, title?: string) {
  const query = new URLSearchParams();
  if (url !== null) query.set('url', url);
  if (title) query.set('title', title);
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const view = renderScreen(<WebViewScreen />, { path: PATH, route: `${PATH}?${query.toString()}` });
  return { user, ...view };
}

const frame = () => document.querySelector('iframe');
const navTitle = () => document.querySelector('.page-nav__title')?.textContent;

describe('WebViewScreen', () => {
  it('shows a page of the live-chat origin of the site configuration in a sandboxed frame', async () => {
    server.use(getGetSiteConfigMockHandler());
    open('https://chat.support.test/help/faq?lang=en', 'Support centre');
    expect(await screen.findByRole('toolbar', { name: 'Page tools' })).toHaveTextContent('chat.support.test');
    const shown = frame();
    expect(shown).toHaveAttribute('src', 'https://chat.support.test/help/faq?lang=en');
    expect(shown).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
    expect(shown).toHaveAttribute('title', 'Support centre');
    expect(navTitle()).toBe('Support centre');
  });

  it('opens the page in the browser without giving it this window, and reloads it', async () => {
    server.use(getGetSiteConfigMockHandler());
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = open('https://chat.support.test/help');
    await user.click(await screen.findByRole('button', { name: 'Open in browser' }));
    expect(opened).toHaveBeenCalledWith('https://chat.support.test/help', '_blank', 'noopener,noreferrer');
    expect(navTitle()).toBe('chat.support.test');
    const first = frame();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(frame()).not.toBe(first));
    expect(frame()).toHaveAttribute('src', 'https://chat.support.test/help');
  });

  it.each([
    ['https://evil.test/phish', 'evil.test'],
    ['https://chat.support.test@evil.test/', 'evil.test'],
    ['https://chat.support.test.evil.test/', 'chat.support.test.evil.test'],
    ['http://chat.support.test/help', 'chat.support.test'],
    ['//chat.support.test/help', '//chat.support.test/help'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['data:text/html,<h1>hi</h1>', 'data:text/html,<h1>hi</h1>'],
  ])('refuses %s, names %s and offers no way to open it', async (url, host) => {
    server.use(getGetSiteConfigMockHandler());
    open(url);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This address is not allowed');
    expect(alert).toHaveTextContent(
      `For your safety the app only opens the approved addresses of this site. ${host} is not one of them.`,
    );
    expect(frame()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open in browser' })).toBeNull();
    expect(navTitle()).toBe('Web page');
  });

  it('says so when no address is given', async () => {
    server.use(getGetSiteConfigMockHandler());
    const { user, location } = open(null);
    expect(await screen.findByText('No web address was given.')).toBeInTheDocument();
    // The page's own "Back" (the navigation bar has one too).
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/');
  });

  it('allows the absolute image origin of the build configuration', async () => {
    configureApi({ assetBase: 'https://cdn.exchange.test' });
    server.use(getGetSiteConfigMockHandler());
    open('https://cdn.exchange.test/docs/terms.html');
    expect(await screen.findByRole('toolbar', { name: 'Page tools' })).toBeInTheDocument();
    expect(frame()).toHaveAttribute('src', 'https://cdn.exchange.test/docs/terms.html');
  });

  it('refuses everything but the configured origins when the site has no live chat', async () => {
    server.use(
      getGetSiteConfigMockHandler({
        type: 'ok',
        message: { site_name: 'Nova Exchange', site_logo: '', support_url: '' },
      }),
    );
    open('https://chat.support.test/help');
    expect(await screen.findByText(/chat\.support\.test is not one of them/)).toBeInTheDocument();
  });

  it('shows the reason with a retry when the site configuration cannot be loaded, then decides', async () => {
    server.use(http.get('*/getSiteConfig', () => HttpResponse.error()));
    const { user } = open('https://chat.support.test/help');
    expect(await screen.findByText('Network error. Check your connection and try again.')).toBeInTheDocument();
    expect(frame()).toBeNull();
    server.use(getGetSiteConfigMockHandler());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('toolbar', { name: 'Page tools' })).toBeInTheDocument();
    expect(frame()).toHaveAttribute('src', 'https://chat.support.test/help');
  });
});
