// The servers the contract tests start (Prism, the socket mock): a wait until one listens, shared
// by tests/contract and tests/conformance.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { connect } from 'node:net';

/** A child process with the end of what it printed (shown when it does not start). */
export interface Started {
  child: ChildProcess;
  output: () => string;
}

/** Starts `command`, keeping the last 4,000 characters it prints. */
export function start(command: string, args: string[], options: SpawnOptions = {}): Started {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (chunk) => (output = (output + String(chunk)).slice(-4000)));
  child.on('exit', (code, signal) => (output += `\n(exited: code ${code}, signal ${signal})`));
  return { child, output: () => output };
}

/**
 * Waits until something listens on `port`: as long as the server takes to start, up to `ms`.
 * In `npm test` these files run at a lower priority beside the end-to-end tests, where Prism's
 * start once took over a minute (a load of 19 on two cores): the wait is bounded by the server
 * itself, failing at once with what it printed when it exits before listening.
 */
export async function listening(port: number, server?: Started, ms = 240_000): Promise<void> {
  const until = Date.now() + ms;
  const exited = () => server && (server.child.exitCode !== null || server.child.signalCode !== null);
  while (Date.now() < until) {
    if (exited()) throw new Error(`the server of port ${port} exited before it listened:\n${server!.output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listened on ${port} within ${ms / 1000} s:\n${server?.output() ?? ''}`);
}
