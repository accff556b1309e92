// `node_modules/.bin/jiti sandbox/src/main.ts [--port 4030] [--reset] [--memory] [--data-dir DIR]`
// Starts the sandbox: the contract's operations, the push server and the control API on one port.
// DATABASE_URL=postgres://... uses a PostgreSQL server instead of the embedded database.
import { parseArgs } from 'node:util';
import { createSandbox } from './app';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.SANDBOX_PORT ?? '4030' },
    host: { type: 'string', default: '127.0.0.1' },
    reset: { type: 'boolean', default: false },
    memory: { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
    'tick-ms': { type: 'string', default: process.env.SANDBOX_TICK_MS ?? '1000' },
    'no-validate': { type: 'boolean', default: false },
    'chat-every': { type: 'string', default: '20' },
    quiet: { type: 'boolean', default: false },
  },
});

const started = Date.now();
const sandbox = await createSandbox({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: values['data-dir'] ?? process.env.SANDBOX_DATA_DIR,
  memory: values.memory,
  reset: values.reset,
  validateResponses: !values['no-validate'] && process.env.SANDBOX_VALIDATE !== '0',
  tickMs: Number(values['tick-ms']),
  chatEverySeconds: Number(values['chat-every']),
  // --quiet keeps what must never pass silently: contract violations and failures.
  log: values.quiet
    ? (line) => {
        if (/VIOLATION|failed/.test(line)) process.stderr.write(`${line}\n`);
      }
    : (line) => process.stdout.write(`${line}\n`),
});
const url = await sandbox.listen(Number(values.port), values.host);
process.stdout.write(
  `[sandbox] ${sandbox.operations.length} operations on ${url} (database: ${sandbox.world.db.kind}${
    process.env.DATABASE_URL ? '' : values.memory ? ', in memory' : ''
  }), ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(0), 5000).unref();
  await sandbox.close().catch((error) => console.error(error));
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
