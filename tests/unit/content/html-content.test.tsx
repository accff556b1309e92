// Server HTML: sanitized, nothing runs, and links lead somewhere safe.
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HtmlContent } from '@/components/html-content';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { expectDefused, HOSTILE_HTML } from './content-fixtures';

afterEach(() => {
  delete window.__pwned;
});

const linkOf = (html: string): HTMLAnchorElement => {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  const anchor = host.querySelector('a');
  if (!anchor) throw new Error('no link left');
  return anchor;
};

describe('HtmlContent', () => {
  it('renders the text and drops scripts, frames, event handlers and javascript: links', () => {
    const { container, getByText } = render(<HtmlContent html={HOSTILE_HTML} />);
    expect(getByText('Safe text')).toBeInTheDocument();
    expectDefused(container);
  });

  it('drops forms, styles and base elements', () => {
    const clean = sanitizeHtml(
      '<base href="https://evil.test/"><style>body{display:none}</style><form action="https://evil.test"><input name="pw"></form><p style="position:fixed">x</p>',
    );
    expect(clean).toBe('<p>x</p>');
  });

  it('opens external links in a new tab without access to this window', () => {
    const anchor = linkOf('<a href="https://news.test/a" target="_self">more</a>');
    expect(anchor.getAttribute('href')).toBe('https://news.test/a');
    expect(anchor.getAttribute('target')).toBe('_blank');
    expect(anchor.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('keeps links to known app pages inside the app', () => {
    const anchor = linkOf('<a href="/pages/common/faq" target="_blank">help</a>');
    expect(anchor.getAttribute('href')).toBe('#/pages/common/faq');
    expect(anchor.hasAttribute('target')).toBe(false);
    expect(linkOf('<a href="#/pages/common/article?id=7">a</a>').getAttribute('href')).toBe(
      '#/pages/common/article?id=7',
    );
  });

  it('removes the link of unknown or tricky app paths', () => {
    for (const href of ['/pages/evil/page', '/pages/common/article?next=//evil.test', '/pages/common/login', '#x']) {
      expect(linkOf(`<a href="${href}">x</a>`).hasAttribute('href')).toBe(false);
    }
  });

  it('leaves e-mail and phone links to the mail and phone apps', () => {
    const mail = linkOf('<a href="mailto:support@exchange.test" target="_blank">mail</a>');
    expect(mail.getAttribute('href')).toBe('mailto:support@exchange.test');
    expect(mail.hasAttribute('target')).toBe(false);
    expect(linkOf('<a href="tel:+442079460958">call</a>').getAttribute('href')).toBe('tel:+442079460958');
  });
});
