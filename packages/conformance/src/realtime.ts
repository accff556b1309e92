// Realtime phase: connects to the push server with socket.io (websocket, polling fallback),
// emits `login`, listens for a while and checks every event against its webhook schema in the
// contract (Ajv, with the generated zod validator as a cross-check).
import { io } from 'socket.io-client';
import type { ZodLike } from './checks';
import type { Contract, Json, Schema } from './contract';
import type { Issue, Validators } from './validators';

export interface EventReport {
  event: string;
  declared: boolean;
  received: number;
  valid: number;
  invalid: number;
  firstIssue?: Issue & { payload: string };
  toolingDisagreements: number;
}

export interface RealtimeResult {
  url: string;
  seconds: number;
  connected: boolean;
  transport?: string;
  error?: string;
  loginPayload: unknown;
  events: EventReport[];
  failed: boolean;
}

export async function runRealtime(
  contract: Contract,
  validators: Validators,
  zodOf: (schemaName: string) => Promise<ZodLike | undefined>,
  options: { url: string; seconds: number; userId?: number },
): Promise<RealtimeResult> {
  const webhooks = (contract.spec.webhooks ?? {}) as Record<string, Json>;
  const incoming = new Map<string, { schema: Schema; name: string }>();
  let loginSchema: Schema | undefined;
  for (const [event, item] of Object.entries(webhooks)) {
    const op = item.post as Json;
    const media = (contract.resolve<Json>(op.requestBody).content as Record<string, Json>)['application/json']!;
    const ref = (media.schema as { $ref?: string }).$ref ?? '';
    const entry = { schema: media.schema as Schema, name: ref.split('/').at(-1) ?? event };
    // `send*` events go from the client to the server (`login`, the proposed `chat_join`, `chat_send`)
    if (String(op.operationId).startsWith('send')) {
      if (event === 'login') loginSchema = contract.resolve<Schema>(media.schema);
    } else incoming.set(event, entry);
  }
  const reports = new Map<string, EventReport>();
  for (const event of incoming.keys())
    reports.set(event, { event, declared: true, received: 0, valid: 0, invalid: 0, toolingDisagreements: 0 });
  const zods = new Map<string, ZodLike | undefined>();
  for (const [event, { name }] of incoming) zods.set(event, await zodOf(name));

  const loginPayload = options.userId ?? loginSchema?.example ?? 1;
  const socket = io(options.url, {
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    reconnection: false,
    timeout: 10_000,
  });
  const result: RealtimeResult = {
    url: options.url,
    seconds: options.seconds,
    connected: false,
    loginPayload,
    events: [],
    failed: false,
  };
  let allSeen: (() => void) | undefined;
  socket.onAny((event: string, payload: unknown) => {
    let report = reports.get(event);
    if (!report) {
      report = { event, declared: false, received: 0, valid: 0, invalid: 0, toolingDisagreements: 0 };
      reports.set(event, report);
    }
    report.received += 1;
    const entry = incoming.get(event);
    if (!entry) return;
    const fn = validators.compile(entry.schema);
    const ok = fn(payload) as boolean;
    if (ok) report.valid += 1;
    else {
      report.invalid += 1;
      if (!report.firstIssue) {
        const e = fn.errors?.[0];
        report.firstIssue = {
          path: e?.instancePath ?? '',
          message: e?.message ?? 'invalid',
          payload: JSON.stringify(payload).slice(0, 400),
        };
      }
    }
    const zod = zods.get(event);
    if (zod && zod.safeParse(payload).success !== ok) report.toolingDisagreements += 1;
    if (allSeen && [...incoming.keys()].every((e) => (reports.get(e)?.received ?? 0) > 0)) allSeen();
  });
  const connected = await new Promise<boolean>((resolve) => {
    socket.once('connect', () => resolve(true));
    socket.once('connect_error', (error: Error) => {
      result.error = error.message;
      resolve(false);
    });
  });
  result.connected = connected;
  if (connected) {
    result.transport = socket.io.engine.transport.name;
    socket.emit('login', loginPayload);
    // listen for the given time, or until every event of the contract has been seen
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, options.seconds * 1000);
      allSeen = () => {
        clearTimeout(timer);
        resolve();
      };
      if ([...incoming.keys()].every((e) => (reports.get(e)?.received ?? 0) > 0)) allSeen();
    });
  }
  socket.close();
  result.events = [...reports.values()].sort(
    (a, b) => Number(b.declared) - Number(a.declared) || a.event.localeCompare(b.event),
  );
  result.failed = !connected || result.events.some((e) => e.invalid > 0 || !e.declared);
  return result;
}
