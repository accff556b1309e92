// The one error type every generated hook rejects with. `kind` says what went wrong so that a
// screen can choose its words and whether to offer a retry.

export type ApiErrorKind =
  /** The server answered `type: error` (or a failed code): `message` is its localized text. */
  | 'business'
  /** 999: the session is missing or expired. */
  | 'session-expired'
  /** 998: identity verification is required first. */
  | 'verification-required'
  /** The server answered with a non-2xx status. */
  | 'http'
  /** No answer: offline, refused, or CORS. */
  | 'network'
  /** No answer within the timeout. */
  | 'timeout'
  /** The answer does not match the contract (wrong shape, wrong types, unknown operation). */
  | 'contract';

export interface ContractIssue {
  path: string;
  message: string;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly operationId?: string;
  readonly issues: readonly ContractIssue[];

  constructor(
    kind: ApiErrorKind,
    message: string,
    extra: { status?: number; operationId?: string; issues?: ContractIssue[]; cause?: unknown } = {},
  ) {
    super(message, { cause: extra.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = extra.status;
    this.operationId = extra.operationId;
    this.issues = extra.issues ?? [];
  }

  /** True when the server explained the failure itself (its message was already shown). */
  get isServerMessage(): boolean {
    return this.kind === 'business' || this.kind === 'session-expired' || this.kind === 'verification-required';
  }

  /** True when trying again may help (transport or contract trouble, not a refusal). */
  get isRetryable(): boolean {
    return this.kind === 'network' || this.kind === 'timeout' || this.kind === 'http' || this.kind === 'contract';
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;
