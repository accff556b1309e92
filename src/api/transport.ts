// axios, in a chunk of its own: the pages the app most often opens on get their first answers from
// the entry's own requests (src/api/early.ts), so their first paint does not wait for it. The
// client (http-client.ts) loads it with its first request that nobody made before it, or once the
// first page has shown its content, whichever comes first.
import axios from 'axios';

export { axios };

/** The app's instance: cookies sent, the XHR adapter (the fetch one is left out of the build). */
export const instance = axios.create({ withCredentials: true, adapter: 'xhr' });
