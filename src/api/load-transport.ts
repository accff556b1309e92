// Loads axios and the app's instance (src/api/transport.ts) when they are first needed: by the
// first request the entry did not make already, by the fiat rates, or once the first page has shown
// its content (src/app/start.tsx).
import { loadOnce } from '@/lib/load-once';
import type * as TransportModule from './transport';

export type Transport = typeof TransportModule;

/**
 * axios and the app's instance (src/api/transport.ts), downloaded once. A failed download is
 * forgotten, so that the next request tries again; the request that needed it fails as a network
 * error, which the screen offers to retry.
 */
export const loadTransport: () => Promise<Transport> = loadOnce(() => import('./transport'));
