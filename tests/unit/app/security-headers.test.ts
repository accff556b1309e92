// The security headers of the build (scripts/security-headers.ts): the policy follows the
// configured origins and nothing else, and a malformed origin stops the build.
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  cspDirectives,
  nginxHeaderLines,
  securityHeaders,
} from '../../../scripts/security-headers';

const directive = (env: Parameters<typeof cspDirectives>[0], name: string) =>
  cspDirectives(env).find(([n]) => n === name)?.[1];

describe('the Content-Security-Policy', () => {
  it('allows only the app by default, with Trusted Types and no framing', () => {
    const policy = contentSecurityPolicy({});
    expect(policy).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
        "font-src 'self' data:; connect-src 'self' https://rates.currency-service.test; frame-src 'self'; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'; require-trusted-types-for 'script'; " +
        "trusted-types default; frame-ancestors 'none'",
    );
    expect(policy).not.toMatch(/\bhttps:(?!\/\/)|\bwss?:(?!\/\/)|'unsafe-eval'/);
    expect(contentSecurityPolicy({}, { meta: true })).not.toContain('frame-ancestors');
  });

  it('names each configured origin in its own directive only', () => {
    const env = {
      VITE_API_BASE_URL: 'https://api.nova.test/api',
      VITE_SOCKET_URL: 'wss://push.nova.test',
      VITE_FIAT_RATES_URL: 'https://rates.nova.test/v1',
      VITE_ASSET_BASE_URL: 'https://img.nova.test',
      VITE_SUPPORT_ORIGIN: 'https://chat.support.test',
      VITE_WEBVIEW_ORIGINS: 'https://help.nova.test, https://news.nova.test/',
    };
    expect(directive(env, 'connect-src')).toEqual([
      "'self'",
      'https://api.nova.test',
      'https://push.nova.test',
      'wss://push.nova.test',
      'https://rates.nova.test',
    ]);
    expect(directive(env, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://img.nova.test']);
    expect(directive(env, 'frame-src')).toEqual([
      "'self'",
      'https://help.nova.test',
      'https://news.nova.test',
      'https://chat.support.test',
    ]);
    expect(directive(env, 'script-src')).toEqual(["'self'", 'https://chat.support.test']);
  });

  it.each([
    ['VITE_SUPPORT_ORIGIN', 'http://chat.support.test'],
    ['VITE_SUPPORT_ORIGIN', 'https://chat.support.test/widget.js'],
    ['VITE_WEBVIEW_ORIGINS', 'https://help.nova.test,https://*.nova.test'],
    ['VITE_WEBVIEW_ORIGINS', 'help.nova.test'],
    ['VITE_API_BASE_URL', 'https://user:pw@api.nova.test'],
    ['VITE_API_BASE_URL', 'htps:/api.nova.test'],
    ['VITE_SOCKET_URL', 'ftp://push.nova.test'],
    ['VITE_FIAT_RATES_URL', '//rates.nova.test'],
    ['VITE_ASSET_BASE_URL', 'javascript:alert(1)'],
  ])('stops the build on a malformed %s (%s)', (name, value) => {
    expect(() => contentSecurityPolicy({ [name]: value })).toThrow(name);
  });

  it('accepts a relative API base and http on a loopback host (a local build)', () => {
    expect(directive({ VITE_API_BASE_URL: '/api', VITE_SOCKET_URL: 'http://127.0.0.1:4020' }, 'connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:4020',
      'ws://127.0.0.1:4020',
      'https://rates.currency-service.test',
    ]);
  });
});

describe('the other headers', () => {
  it('are the same for vite preview and nginx', () => {
    const headers = securityHeaders({});
    expect(Object.keys(headers)).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Strict-Transport-Security',
        'Permissions-Policy',
      ]),
    );
    const nginx = nginxHeaderLines({});
    for (const [name, value] of Object.entries(headers)) {
      expect(nginx).toContain(`add_header ${name} "${value}" always;`);
    }
  });
});
