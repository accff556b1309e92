// The sandbox's world: the database and what runs beside it (the clock, the price feed, the
// scheduled jobs, the scenario faults, the push server), handed to every handler and job.
import type { Db, Queryable } from './db/db';
import type { Clock } from './domain/clock';
import type { ClientInfo } from './domain/identity-sessions';
import type { Faults } from './domain/faults';
import type { Feed } from './domain/feed';
import type { Jobs } from './domain/jobs';
import type { Operation } from './wire/contract';
import type { Lang } from './wire/messages';

/** The socket side, as the domain sees it. */
export interface Push {
  toUser(userId: number, event: string, payload: Record<string, unknown>): void;
  all(event: string, payload: Record<string, unknown>): void;
  /** Users with an open socket that sent `login`. */
  onlineUsers(): number[];
  /** Runs when a socket sends `login` (e.g. to send the account's current risk at once). */
  onLogin(listener: (userId: number, emit: (event: string, payload: Record<string, unknown>) => void) => void): void;
}

export interface World {
  db: Db;
  clock: Clock;
  feed: Feed;
  jobs: Jobs;
  faults: Faults;
  push: Push;
  /** The folder uploaded files are written to (served at /upload/<name>). */
  uploadDir: string;
  /** Records an outgoing e-mail or SMS (the sandbox sends none; the control API lists them). */
  mail(q: Queryable, m: MailInput): Promise<void>;
  /** Writes a notification for a user (shown in the app's notification list). */
  notify(
    q: Queryable,
    userId: number,
    kind: string,
    key: string,
    vars?: Record<string, string | number>,
  ): Promise<void>;
}

export interface MailInput {
  userId?: number | null;
  recipient: string;
  channel: 'email' | 'sms';
  scene: string;
  code?: string;
  subject: string;
  body: string;
  /** The language of the mail (its anti-phishing line); English by default. */
  lang?: Lang;
}

/** A row of `users`. */
export interface User {
  id: number;
  email: string | null;
  phone: string | null;
  area_code: string;
  password: string;
  pay_password: string | null;
  nickname: string;
  signature: string;
  head_portrait: string;
  extension_code: string;
  parent_id: number | null;
  credit_score: number;
  status: number;
  level: number;
  real_name: string | null;
  id_type: number | null;
  card_id: string | null;
  review_status: number;
  review_reason: string | null;
  front_pic: string | null;
  reverse_pic: string | null;
  advanced_review_status: number;
  advanced_review_reason: string | null;
  created_at: number;
}

/** What a handler gets for one call. */
export interface Ctx {
  world: World;
  op: Operation;
  lang: Lang;
  /** Query and body merged, coerced to the contract's types (`lang` removed). */
  input: Record<string, unknown>;
  /** The signed-in user (always set for secured operations; set for public ones when a valid token came). */
  user: User | null;
  token: string | null;
  /** An uploaded file (multipart operations). */
  file?: { filename: string; mimetype: string; data: Buffer };
  /** The clock's now, ms. */
  now: number;
  /** A text in the request's language. */
  t(key: string, vars?: Record<string, string | number>): string;
  /** Top-level fields beside `type` and `message` of the success envelope (e.g. `url`). */
  extras: Record<string, unknown>;
  /** The request's User-Agent and address (what a sign-in records for the devices list). */
  client?: ClientInfo;
}

/** The signed-in user of a secured operation. */
export function me(ctx: Ctx): User {
  if (!ctx.user) throw new Error(`${ctx.op.operationId}: no user on a secured operation`);
  return ctx.user;
}

/** A handler answers the payload of `message`, or `raw(...)` for a body of another shape. */
export type Handler = (ctx: Ctx) => Promise<unknown>;

export class Raw {
  constructor(readonly body: unknown) {}
}
export const raw = (body: unknown): Raw => new Raw(body);

/** One area of the product (an OpenAPI tag): its handlers by operationId, and its jobs and feed listeners. */
export interface Area {
  handlers: Record<string, Handler>;
  /** Registers the area's jobs and tick listeners. */
  setup?(world: World): void;
}
