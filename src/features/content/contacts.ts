// Contact details in the contact page's HTML: e-mail addresses and phone numbers written as plain
// text become mailto:/tel: links, and every address and number found (linked or not) is listed.
// Works on sanitized HTML; the result is sanitized again when it is rendered.
import { isEmail, isLandline, isMainlandMobile } from '@/lib/validators';

export interface Contact {
  kind: 'email' | 'phone';
  /** As written on the page. */
  label: string;
  /** mailto: or tel: link. */
  href: string;
}

const EMAIL_CANDIDATE = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,63}/g;
const PHONE_CANDIDATE = /\+?[0-9]{0,3}[ -]?(?:\([0-9]{1,4}\)[ -]?)?[0-9][0-9 -]{4,16}[0-9]/g;

/** The tel: link of a phone number as written, or null when it is not a phone number. */
export function phoneHref(text: string): string | null {
  const value = text.trim();
  const digits = value.replace(/[\s()-]/g, '');
  if (/^\+[1-9][0-9]{6,14}$/.test(digits)) return `tel:${digits}`;
  if (isMainlandMobile(digits)) return `tel:${digits}`;
  if (/^[0-9-]+$/.test(value) && isLandline(value)) return `tel:${digits}`;
  return null;
}

export const emailHref = (text: string): string | null => (isEmail(text) ? `mailto:${text}` : null);

interface Match {
  start: number;
  end: number;
  contact: Contact;
}

function findInText(text: string): Match[] {
  const found: Match[] = [];
  for (const m of text.matchAll(EMAIL_CANDIDATE)) {
    const href = emailHref(m[0]);
    if (href) found.push({ start: m.index, end: m.index + m[0].length, contact: { kind: 'email', label: m[0], href } });
  }
  for (const m of text.matchAll(PHONE_CANDIDATE)) {
    const start = m.index;
    const end = start + m[0].length;
    if (found.some((f) => start < f.end && end > f.start)) continue;
    const href = phoneHref(m[0]);
    if (href) found.push({ start, end, contact: { kind: 'phone', label: m[0].trim(), href } });
  }
  return found.sort((a, b) => a.start - b.start);
}

function linkOf(anchor: HTMLAnchorElement): Contact | null {
  const href = anchor.getAttribute('href') ?? '';
  const label = (anchor.textContent ?? '').trim();
  if (/^mailto:/i.test(href)) {
    const address = decodeURIComponent(href.slice(7).split('?')[0] ?? '');
    return isEmail(address) ? { kind: 'email', label: label || address, href: `mailto:${address}` } : null;
  }
  if (/^tel:/i.test(href)) {
    const number = href.slice(4);
    return phoneHref(number) ? { kind: 'phone', label: label || number, href: `tel:${number}` } : null;
  }
  return null;
}

/** Links the plain-text contact details of `html` and lists every contact found, once each. */
export function linkContacts(html: string): { html: string; contacts: Contact[] } {
  const template = document.createElement('template');
  template.innerHTML = html;
  const contacts: Contact[] = [];
  const add = (contact: Contact) => {
    if (!contacts.some((c) => c.href.toLowerCase() === contact.href.toLowerCase())) contacts.push(contact);
  };
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof HTMLAnchorElement) {
      const contact = linkOf(node);
      if (contact) add(contact);
    } else if (node instanceof Text && !node.parentElement?.closest('a')) {
      texts.push(node);
    }
  }
  for (const text of texts) {
    const value = text.data;
    const matches = findInText(value);
    if (matches.length === 0) continue;
    const pieces = document.createDocumentFragment();
    let at = 0;
    for (const match of matches) {
      pieces.append(value.slice(at, match.start));
      const anchor = document.createElement('a');
      anchor.href = match.contact.href;
      anchor.textContent = value.slice(match.start, match.end);
      pieces.append(anchor);
      add(match.contact);
      at = match.end;
    }
    pieces.append(value.slice(at));
    text.replaceWith(pieces);
  }
  return { html: template.innerHTML, contacts };
}
