import { setupServer } from 'msw/node';

/** The MSW server of the unit tests; tests add the generated handlers they need. */
export const server = setupServer();
