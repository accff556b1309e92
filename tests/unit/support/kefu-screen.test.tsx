// Customer service: the live-chat widget of the site configuration is loaded when the page opens
// (never before), with a loading state, a clear error and a retry, a time limit, a chat page in a
// frame, and the other ways to reach the operators.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getGetSiteConfigMockHandler } from '@generated/api/content/content.msw';
import { KefuScreen } from '@/features/support/kefu-screen';
import { resetWidgets } from '@/features/support/widget';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { loadContentLocales } from '../content/content-fixtures';

const PATH = '/pages/kefu/index';
const WIDGET = 'https://chat.support.test/widget/nova.js';

beforeAll(loadContentLocales);
afterEach(() => {
  resetWidgets();
  vi.unstubAllEnvs();
});

const widgetScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-support-widget]')];

function siteWith(supportUrl: string) {
  return getGetSiteConfigMockHandler({
    type: 'ok',
    message: { site_name: 'Nova Exchange', site_logo: '/upload/images/logo.svg', support_url: supportUrl },
  });
}

function setup() {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  return { user, ...renderScreen(<KefuScreen />, { path: PATH, route: PATH }) };
}

/** The widget's script, once the page has added it. */
async function widgetScript(): Promise<HTMLScriptElement> {
  await screen.findByText('Connecting to customer service…');
  await vi.waitFor(() => expect(widgetScripts()).toHaveLength(1), { timeout: 5_000 });
  return widgetScripts()[0]!;
}

describe('KefuScreen', () => {
  it('loads the widget of the site configuration only when the page opens, and says when it is ready', async () => {
    server.use(getGetSiteConfigMockHandler());
    expect(widgetScripts()).toHaveLength(0);
    setup();
    expect(screen.getByRole('status')).toHaveTextContent('Connecting to customer service…');
    const script = await widgetScript();
    expect(script.src).toBe(WIDGET);
    expect(script.async).toBe(true);
    act(() => void script.dispatchEvent(new Event('load')));
    expect(await screen.findByText('Live chat is ready')).toBeInTheDocument();
    expect(screen.getByText('Use the chat button at the bottom of the screen to write to us.')).toBeInTheDocument();
  });

  it('says clearly when the widget cannot be loaded, and loads it again on retry', async () => {
    server.use(getGetSiteConfigMockHandler());
    const { user } = setup();
    const script = await widgetScript();
    act(() => void script.dispatchEvent(new Event('error')));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Live chat could not be loaded');
    expect(alert).toHaveTextContent('The chat service did not answer.');
    expect(widgetScripts()).toHaveLength(0);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const again = await widgetScript();
    act(() => void again.dispatchEvent(new Event('load')));
    expect(await screen.findByText('Live chat is ready')).toBeInTheDocument();
  });

  it('gives up after 15 seconds without an answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(getGetSiteConfigMockHandler());
    setup();
    await widgetScript();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(14_000);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Live chat could not be loaded');
  });

  it('shows a chat page (an address that is not a script) in a sandboxed frame', async () => {
    server.use(siteWith('https://chat.support.test/chat/nova?lang=en'));
    setup();
    const frame = await screen.findByTitle('Customer service chat');
    expect(frame).toHaveAttribute('src', 'https://chat.support.test/chat/nova?lang=en');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
    expect(widgetScripts()).toHaveLength(0);
    expect(screen.getByText('Connecting to customer service…')).toBeInTheDocument();
    act(() => void frame.dispatchEvent(new Event('load')));
    expect(screen.queryByText('Connecting to customer service…')).toBeNull();
  });

  it.each(['', 'http://chat.support.test/widget.js', 'javascript:alert(1)//.js'])(
    'says there is no live chat when the support address is "%s"',
    async (supportUrl) => {
      server.use(siteWith(supportUrl));
      setup();
      expect(await screen.findByText('No live chat')).toBeInTheDocument();
      expect(widgetScripts()).toHaveLength(0);
      expect(document.querySelector('iframe')).toBeNull();
    },
  );

  it('says in plain words that the chat is switched off when the build does not allow its origin', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('VITE_SUPPORT_ORIGIN', '');
    server.use(getGetSiteConfigMockHandler());
    setup();
    expect(await screen.findByText('Live chat is switched off in this app')).toBeInTheDocument();
    expect(screen.getByText(/only opens chat services its operator has approved/)).toBeInTheDocument();
    expect(widgetScripts()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByText('Contact us')).toBeInTheDocument();
  });

  it('loads the widget in a build that lists its origin', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('VITE_SUPPORT_ORIGIN', 'https://chat.support.test');
    server.use(getGetSiteConfigMockHandler());
    setup();
    expect((await widgetScript()).src).toBe(WIDGET);
  });

  it('shows the reason with a retry when the site configuration cannot be loaded', async () => {
    server.use(http.get('*/getSiteConfig', () => HttpResponse.json({}, { status: 500 })));
    const { user } = setup();
    expect(await screen.findByText(/HTTP 500/)).toBeInTheDocument();
    server.use(getGetSiteConfigMockHandler());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await widgetScript()).src).toBe(WIDGET);
  });

  it.each([
    ['Contact us', '/pages/common/contactus'],
    ['Help centre', '/pages/common/faq'],
  ])('offers "%s" (%s) whatever the chat does', async (label, path) => {
    server.use(getGetSiteConfigMockHandler());
    const { user, location } = setup();
    await user.click(screen.getByText(label));
    expect(location()).toBe(path);
  });
});
