// What the user reads for an error: a module the browser could not download (the chart's library,
// loaded on demand) is a connection problem in every browser's words, not "something went wrong".
import { renderHook } from '@testing-library/react';
import { beforeAll, expect, it } from 'vitest';
import { i18next } from '@/app/i18n';
import { useErrorText } from '@/hooks/use-error-text';

beforeAll(async () => {
  await i18next.changeLanguage('en');
  await i18next.loadNamespaces('common');
});

it('says "check your connection" for code that did not download', () => {
  const { result } = renderHook(() => useErrorText());
  const text = result.current;
  const network = 'Network error. Check your connection and try again.';
  expect(text(new TypeError('Failed to fetch dynamically imported module: https://x.test/h5/assets/a.js'))).toBe(
    network,
  );
  expect(text(new TypeError('Importing a module script failed.'))).toBe(network);
  expect(text(new TypeError('error loading dynamically imported module: https://x.test/a.js'))).toBe(network);
  expect(text(new TypeError('undefined is not a function'))).toBe('Something went wrong. Please try again.');
});
