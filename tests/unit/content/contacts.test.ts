// Contact details of the contact page: plain-text addresses and numbers become links; every
// contact is listed once.
import { describe, expect, it } from 'vitest';
import { linkContacts, phoneHref } from '@/features/content/contacts';

describe('phoneHref', () => {
  it.each([
    ['+44 20 7946 0958', 'tel:+442079460958'],
    ['+1 (415) 555-0100', 'tel:+14155550100'],
    ['13812345678', 'tel:13812345678'],
    ['010-88886666', 'tel:01088886666'],
  ])('links %s', (text, href) => {
    expect(phoneHref(text)).toBe(href);
  });

  it.each(['2026-11-22', '1795240800', '200 500', '+12', '1,000,000'])(
    'does not take %s for a phone number',
    (text) => {
      expect(phoneHref(text)).toBeNull();
    },
  );
});

describe('linkContacts', () => {
  it('links plain-text e-mail addresses and phone numbers and lists them', () => {
    const { html, contacts } = linkContacts(
      '<p>Write to help@exchange.test or call +44 20 7946 0958 (24 h). Since 2026-11-22.</p>',
    );
    expect(html).toContain('<a href="mailto:help@exchange.test">help@exchange.test</a>');
    expect(html).toContain('<a href="tel:+442079460958">+44 20 7946 0958</a>');
    expect(html).toContain('Since 2026-11-22.');
    expect(contacts).toEqual([
      { kind: 'email', label: 'help@exchange.test', href: 'mailto:help@exchange.test' },
      { kind: 'phone', label: '+44 20 7946 0958', href: 'tel:+442079460958' },
    ]);
  });

  it('lists existing mailto:/tel: links once and leaves them as they are', () => {
    const { html, contacts } = linkContacts(
      '<p>E-mail: <a href="mailto:support@exchange.test">support@exchange.test</a>, again support@exchange.test</p>' +
        '<p><a href="tel:+442079460958">Call us</a></p>',
    );
    expect(contacts).toEqual([
      { kind: 'email', label: 'support@exchange.test', href: 'mailto:support@exchange.test' },
      { kind: 'phone', label: 'Call us', href: 'tel:+442079460958' },
    ]);
    expect(html.match(/<a /g)).toHaveLength(3);
  });

  it('escapes text it did not link', () => {
    const { html } = linkContacts('<p>a &lt;b&gt; help@exchange.test</p>');
    expect(html).toBe('<p>a &lt;b&gt; <a href="mailto:help@exchange.test">help@exchange.test</a></p>');
  });
});
