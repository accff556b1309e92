// Every operation of the contract becomes a route here, and only those: the handler is found by
// operationId in the area modules (an operation without a handler is refused at start). The route
// translates the wire (form or JSON body, `lang`, the raw or Bearer token, the envelope) to a
// handler call and back, applies the scenario faults, and checks the answer against the contract.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db';
import type { Area, Ctx, User, World } from '../world';
import { Raw } from '../world';
import type { Operation } from './contract';
import { BusinessError } from './errors';
import { isLang, translate, type Lang } from './messages';
import type { RequestValidator, ZodLike } from './validate';

export interface RouteOptions {
  world: World;
  operations: Operation[];
  areas: Record<string, Area>;
  requestValidators: Map<string, RequestValidator>;
  /** Answers are checked against the contract; a violation becomes HTTP 500 and is logged. */
  responseValidators?: Map<string, () => Promise<ZodLike>>;
  log?: (line: string) => void;
}

export function handlersByOperation(areas: Record<string, Area>): Map<string, Area['handlers'][string]> {
  const out = new Map<string, Area['handlers'][string]>();
  for (const [name, area] of Object.entries(areas))
    for (const [id, handler] of Object.entries(area.handlers)) {
      if (out.has(id)) throw new Error(`operation ${id} has handlers in two areas (${name})`);
      out.set(id, handler);
    }
  return out;
}

/** The token of the Authorization header: raw (the classic backend) or `Bearer <token>`. */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const value = header.replace(/^Bearer\s+/i, '').trim();
  return value === '' || value === 'null' || value === 'undefined' ? null : value;
}

export type SessionCheck = { user: User } | { problem: 'missing' | 'expired' };

export async function userOfToken(q: Queryable, token: string | null, now: number): Promise<SessionCheck> {
  if (!token) return { problem: 'missing' };
  const row = await q.one<User & { expires_at: number | null; revoked: boolean }>(
    `SELECT u.*, s.expires_at, s.revoked FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = $1`,
    [token],
  );
  if (!row || row.revoked || (row.expires_at !== null && row.expires_at <= now)) return { problem: 'expired' };
  return { user: row };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function registerOperations(app: FastifyInstance, options: RouteOptions): void {
  const { world, operations } = options;
  const handlers = handlersByOperation(options.areas);
  const missing = operations.filter((op) => !handlers.has(op.operationId)).map((op) => op.operationId);
  if (missing.length && process.env.SANDBOX_ALLOW_MISSING !== '1')
    throw new Error(`operations without a handler: ${missing.join(', ')}`);
  const known = new Set(operations.map((op) => op.operationId));
  const extra = [...handlers.keys()].filter((id) => !known.has(id));
  if (extra.length) throw new Error(`handlers for operations the contract does not have: ${extra.join(', ')}`);

  for (const op of operations) {
    const handler = handlers.get(op.operationId);
    if (!handler) continue;
    const validators = options.requestValidators.get(op.operationId)!;
    const responseKey = `${op.method} ${op.path}`;
    app.route({
      method: op.method,
      url: op.path,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const query = { ...((request.query as Record<string, unknown>) ?? {}) };
        let body: Record<string, unknown> = {};
        let file: Ctx['file'];
        if (op.multipart && request.isMultipart()) {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              const data = await part.toBuffer();
              file = { filename: part.filename, mimetype: part.mimetype, data };
            } else body[part.fieldname] = part.value;
          }
        } else if (request.body && typeof request.body === 'object' && !Array.isArray(request.body)) {
          body = { ...(request.body as Record<string, unknown>) };
        }
        const askedLang = body.lang ?? query.lang;
        const lang: Lang = isLang(askedLang) ? askedLang : 'en';
        delete body.lang;
        delete query.lang;
        const t = (key: string, vars?: Record<string, string | number>) => translate(lang, key, vars);
        const now = world.clock.now();
        const send = (envelope: unknown) => answer(reply, envelope);

        // The session first, as the backends' middleware does.
        const token = tokenOf(request);
        let user: User | null = null;
        if (token || !op.isPublic) {
          const check = await userOfToken(world.db, token, now);
          if ('user' in check) user = check.user;
          else if (!op.isPublic)
            return send({ type: '999', message: t(check.problem === 'missing' ? 'pleaseLogIn' : 'sessionExpired') });
        }

        const fault = world.faults.take(op.operationId, user?.id);
        if (fault) {
          switch (fault.kind) {
            case 'error':
            case '999':
            case '998':
              return send({
                type: fault.kind,
                message:
                  fault.message ??
                  t(
                    fault.kind === '999'
                      ? 'sessionExpired'
                      : fault.kind === '998'
                        ? 'verificationRequired'
                        : 'sandboxFault',
                  ),
              });
            case 'http500':
              return reply
                .code(500)
                .type('text/html')
                .send('<html><body><h1>500 Internal Server Error</h1></body></html>');
            case 'malformed':
              return reply.type('application/json').send({ type: 'ok', message: { unexpected: true, data: null } });
            case 'empty':
              return reply.type('application/json').send('');
            case 'hang':
              await new Promise<void>((resolve) => request.raw.once('close', () => resolve()));
              return reply;
            case 'slow':
              await sleep(fault.delayMs ?? 3000);
              break;
          }
        }

        const isJson = String(request.headers['content-type'] ?? '').includes('json');
        const bodyValidator = isJson ? validators.jsonBody : validators.body;
        if (
          !validators.query(query) ||
          (bodyValidator && !bodyValidator(body)) ||
          (op.bodyRequired && op.multipart && !file)
        ) {
          return send(
            op.failure === 'code'
              ? { code: -1, msg: t('parameterError'), data: null }
              : { type: 'error', message: t('parameterError') },
          );
        }
        const input = { ...query, ...body };
        const client = { userAgent: request.headers['user-agent'] ?? null, ip: request.ip };
        const ctx: Ctx = { world, op, lang, input, user, token, file, now, t, extras: {}, client };
        let envelope: unknown;
        try {
          const result = await handler(ctx);
          envelope =
            result instanceof Raw
              ? result.body
              : { type: 'ok', message: result === undefined ? '' : result, ...ctx.extras };
        } catch (error) {
          if (error instanceof BusinessError) envelope = { type: error.type, message: t(error.key, error.vars) };
          else {
            options.log?.(`[sandbox] ${op.operationId} failed: ${(error as Error).stack ?? error}`);
            return reply.code(500).send({ type: 'error', message: 'Internal Server Error' });
          }
        }
        if (options.responseValidators) {
          const validator = await options.responseValidators.get(responseKey)?.();
          const result = validator?.safeParse(JSON.parse(JSON.stringify(envelope)));
          if (result && !result.success) {
            const detail = JSON.stringify(result.error?.issues ?? result.error?.message).slice(0, 2000);
            options.log?.(`[sandbox] CONTRACT VIOLATION in the answer of ${op.operationId}: ${detail}`);
            return reply
              .code(500)
              .header('x-sandbox-violation', op.operationId)
              .send({ type: 'error', message: `${t('contractViolation')}: ${op.operationId} ${detail}` });
          }
        }
        return send(envelope);
      },
    });
  }
}

function answer(reply: FastifyReply, envelope: unknown): FastifyReply {
  return reply.code(200).type('application/json; charset=utf-8').send(JSON.stringify(envelope));
}
