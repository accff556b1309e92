// Contact us, about us and operational compliance: the operators' pages, sanitized, in both answer
// shapes (article or bare HTML), with errors and retry; tappable contact details; the site and
// the app version on the about page.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  getGetAboutUsMockHandler,
  getGetContactUsMockHandler,
  getGetOperationalComplianceMockHandler,
  getGetSiteConfigMockHandler,
} from '@generated/api/content/content.msw';
import { AboutUsScreen } from '@/features/content/about-us-screen';
import { ComplianceScreen } from '@/features/content/compliance-screen';
import { ContactUsScreen } from '@/features/content/contact-us-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { expectDefused, HOSTILE_HTML, loadContentLocales } from './content-fixtures';

beforeAll(loadContentLocales);
afterEach(() => {
  delete window.__pwned;
});

const navTitle = () => document.querySelector('.page-nav__title')?.textContent;

describe('ContactUsScreen', () => {
  const PATH = '/pages/common/contactus';
  const setup = () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    return { user, ...renderScreen(<ContactUsScreen />, { path: PATH, route: PATH }) };
  };

  it('shows the contact page with its e-mail address as a tappable mailto: link', async () => {
    server.use(getGetContactUsMockHandler());
    setup();
    expect(await screen.findByText(/answers around the clock/)).toBeInTheDocument();
    expect(navTitle()).toBe('Contact us');
    const channels = screen.getByText('Ways to reach us').closest('.adm-list') as HTMLElement;
    expect(within(channels).getByRole('link', { name: 'support@exchange.test' })).toHaveAttribute(
      'href',
      'mailto:support@exchange.test',
    );
  });

  it('links e-mail addresses and phone numbers written as plain text', async () => {
    server.use(
      getGetContactUsMockHandler({
        type: 'ok',
        message: '<p>Mail help@exchange.test or call +44 20 7946 0958.</p>',
      }),
    );
    setup();
    const body = (await screen.findByText(/^Mail/)).closest('.html-content') as HTMLElement;
    expect(within(body).getByRole('link', { name: 'help@exchange.test' })).toHaveAttribute(
      'href',
      'mailto:help@exchange.test',
    );
    expect(within(body).getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute('href', 'tel:+442079460958');
    const channels = screen.getByText('Ways to reach us').closest('.adm-list') as HTMLElement;
    expect(
      within(channels)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['mailto:help@exchange.test', 'tel:+442079460958']);
    expect(within(channels).getByText('Phone')).toBeInTheDocument();
  });

  it('renders the page sanitized: nothing in it runs', async () => {
    server.use(getGetContactUsMockHandler({ type: 'ok', message: { title: 'Contact', content: HOSTILE_HTML } }));
    setup();
    expect(await screen.findByText('Safe text')).toBeInTheDocument();
    expectDefused();
  });

  it('leads to the live chat', async () => {
    server.use(getGetContactUsMockHandler());
    const { user, location } = setup();
    await screen.findByText(/answers around the clock/);
    await user.click(screen.getByText('Customer service'));
    expect(location()).toBe('/pages/kefu/index');
  });

  it('shows the reason with a retry when the page cannot be loaded', async () => {
    server.use(http.get('*/contactus', () => HttpResponse.json({ type: 'ok', message: { title: 1 } })));
    const { user } = setup();
    expect(
      await screen.findByText('The server sent an answer this app cannot read. Please try again later.'),
    ).toBeInTheDocument();
    server.use(getGetContactUsMockHandler());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/answers around the clock/)).toBeInTheDocument();
  });
});

describe('AboutUsScreen', () => {
  const PATH = '/pages/common/aboutus';
  const setup = () => renderScreen(<AboutUsScreen />, { path: PATH, route: PATH });

  it('shows the site logo and name, the app version and the page', async () => {
    server.use(getGetAboutUsMockHandler(), getGetSiteConfigMockHandler());
    setup();
    expect(await screen.findByText(/Customer funds are kept in segregated accounts/)).toBeInTheDocument();
    const brand = screen.getByRole('region', { name: 'The site and the app' });
    expect(await within(brand).findByText('Nova Exchange')).toBeInTheDocument();
    expect(within(brand).getByText('Version 0.8.0')).toBeInTheDocument();
    expect(brand.querySelector('img')).toHaveAttribute('src', `${location.origin}/upload/images/logo.svg`);
    expect(navTitle()).toBe('About Nova Exchange');
  });

  it('renders a page that comes as bare HTML, under the translated title', async () => {
    server.use(
      getGetAboutUsMockHandler({ type: 'ok', message: '<p>Spot and contract trading.</p>' }),
      getGetSiteConfigMockHandler(),
    );
    setup();
    expect(await screen.findByText('Spot and contract trading.')).toBeInTheDocument();
    expect(navTitle()).toBe('About us');
  });

  it('still shows the version when the site configuration cannot be loaded', async () => {
    server.use(
      getGetAboutUsMockHandler(),
      http.get('*/getSiteConfig', () => HttpResponse.json({}, { status: 500 })),
    );
    setup();
    expect(await screen.findByText(/Customer funds are kept/)).toBeInTheDocument();
    expect(screen.getByText('Version 0.8.0')).toBeInTheDocument();
  });
});

describe('ComplianceScreen', () => {
  const PATH = '/pages/setting/operational_compliance';

  it('shows the compliance statement', async () => {
    server.use(getGetOperationalComplianceMockHandler());
    renderScreen(<ComplianceScreen />, { path: PATH, route: PATH });
    expect(await screen.findByText(/level 1 allows 200 BTC of withdrawals per 24 hours/)).toBeInTheDocument();
    expect(navTitle()).toBe('Operational compliance');
  });

  it('says so when the page has no content', async () => {
    server.use(getGetOperationalComplianceMockHandler({ type: 'ok', message: '' }));
    renderScreen(<ComplianceScreen />, { path: PATH, route: PATH });
    expect(await screen.findByText('This page has no content yet.')).toBeInTheDocument();
  });

  it('shows the reason with a retry when the page cannot be loaded', async () => {
    server.use(http.get('*/operational_compliance', () => HttpResponse.error()));
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderScreen(<ComplianceScreen />, { path: PATH, route: PATH });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error');
    server.use(getGetOperationalComplianceMockHandler());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/level 1 allows 200 BTC/)).toBeInTheDocument();
  });
});
