// A throwaway PostgreSQL server (Debian's postgresql, /usr/lib/postgresql/<v>/bin) for the
// sandbox's tests and benchmark on a real server:
//   node scripts/pg-server.mjs [--port 54329] -- <command ...>
// creates a cluster in a temporary folder, starts it, runs the command with DATABASE_URL set,
// then stops the server and removes the folder; exits with the command's code. As root (CI), the
// server runs as the `postgres` user, which PostgreSQL requires. Exit code 3 when no PostgreSQL
// is installed.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

/** Starts a server; returns its URL and a stop function. */
export function startPostgres({ port = 54329 } = {}) {
  const bin = findPostgresBin();
  if (!bin) return null;
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const run = (cmd, args) => {
    const full = asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
    const result = spawnSync(full[0], full[1], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
    return result.stdout;
  };
  run(join(bin, 'initdb'), ['-D', data, '-U', 'sandbox', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  run(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    '-w',
    'start',
  ]);
  run(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'sandbox', 'sandbox']);
  return {
    url: `postgres://sandbox@127.0.0.1:${port}/sandbox`,
    stop() {
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const split = args.indexOf('--');
  const portIndex = args.indexOf('--port');
  const port = portIndex > -1 && portIndex < split ? Number(args[portIndex + 1]) : 54329;
  const command = split > -1 ? args.slice(split + 1) : [];
  if (command.length === 0) {
    console.error('usage: node scripts/pg-server.mjs [--port N] -- <command ...>');
    process.exit(2);
  }
  const server = startPostgres({ port });
  if (!server) {
    console.error('PostgreSQL is not installed (apt-get install postgresql)');
    process.exit(3);
  }
  let code = 1;
  try {
    const result = spawnSync(command[0], command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: server.url, SANDBOX_TEST_PG: '1' },
    });
    code = result.status ?? 1;
  } finally {
    server.stop();
  }
  process.exit(code);
}
