// axios is a chunk of its own (src/api/load-transport.ts), downloaded with the first request the
// entry did not make: a failed download fails that request as a network error the screen offers
// to retry, and the retry downloads it again.
import { afterEach, expect, it, vi } from 'vitest';
import { getGetSiteConfigMockHandler } from '@generated/api/content/content.msw';
import { server } from '../msw-server';

afterEach(() => {
  vi.doUnmock('@/api/transport');
  vi.resetModules();
});

it('a failed download of axios fails the request as a retryable network error; the retry downloads it again', async () => {
  vi.resetModules();
  let downloads = 0;
  vi.doMock('@/api/transport', async (importOriginal) => {
    downloads += 1;
    if (downloads === 1) throw new TypeError('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  server.use(getGetSiteConfigMockHandler());
  const { getSiteConfig } = await import('@generated/api/content/content');
  const { ApiError } = await import('@/api/errors');

  const error: unknown = await getSiteConfig().then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ kind: 'network', operationId: 'getSiteConfig', isRetryable: true });

  await expect(getSiteConfig()).resolves.toMatchObject({ site_name: 'Nova Exchange' });
  expect(downloads).toBe(2);
});
