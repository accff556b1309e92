// The one Trusted Types policy: HTML through DOMPurify whoever writes it, scripts only from the
// allowed origins.
import { describe, expect, it } from 'vitest';
import { loadedSanitizer, policyRules } from '@/app/trusted-types';
import { sanitizeMarkup } from '@/lib/sanitize-html';
import { sanitizerSlot } from '@/lib/sanitizer-slot';

describe('the default Trusted Types policy', () => {
  const rules = policyRules(sanitizeMarkup, [window.location.origin, 'https://chat.support.test']);

  it('sanitizes any HTML written to a sink, and keeps harmless markup and icons', () => {
    expect(rules.createHTML('<img src=x onerror="alert(1)"><script>alert(2)</script><b>ok</b>')).toBe(
      '<img src="x"><b>ok</b>',
    );
    const icon = '<svg xmlns="http://www.w3.org/2000/svg" width="35"><path d="M0 0h1"></path></svg>';
    expect(rules.createHTML(icon)).toContain('<path d="M0 0h1"></path>');
    expect(rules.createHTML('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript:');
  });

  it('lets a script come only from the app or an allowed origin', () => {
    expect(rules.createScriptURL('/h5/assets/x.js')).toBe(`${window.location.origin}/h5/assets/x.js`);
    expect(rules.createScriptURL('https://chat.support.test/widget/nova.js')).toBe(
      'https://chat.support.test/widget/nova.js',
    );
    expect(rules.createScriptURL('https://evil.test/x.js')).toBeNull();
    expect(rules.createScriptURL('data:text/javascript,alert(1)')).toBeNull();
  });

  it('refuses HTML while the sanitizer has not loaded, and sanitizes once its module is evaluated', () => {
    // Loading src/lib/sanitize-html.ts (imported above) put the sanitizer in the slot.
    expect(sanitizerSlot.current).toBe(sanitizeMarkup);
    const early = policyRules(loadedSanitizer, [window.location.origin]);
    expect(early.createHTML('<b onclick="x()">ok</b>')).toBe('<b>ok</b>');
    const loaded = sanitizerSlot.current;
    sanitizerSlot.current = undefined;
    try {
      expect(() => early.createHTML('<b>ok</b>')).toThrow(/refused until the sanitizer has loaded/);
      // The refusal does not leave the policy stuck in its "DOMPurify is parsing" pass-through.
      sanitizerSlot.current = loaded;
      expect(early.createHTML('<img src=x onerror="alert(1)">')).toBe('<img src="x">');
    } finally {
      sanitizerSlot.current = loaded;
    }
  });
});
