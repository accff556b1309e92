// Types of changelog.mjs (imported by tests/unit/docs/contract-version.test.ts).
export interface OperationRef {
  operationId: string;
  method: string;
  path: string;
  proposed?: boolean;
}
export interface Keyed {
  added: string[];
  changed: string[];
  removed: string[];
}
export interface Fingerprint {
  version: string;
  digest: string;
  other: string;
  operations: Record<string, unknown>;
  webhooks: Record<string, unknown>;
  schemas: Record<string, string>;
}
export interface Diff {
  same: boolean;
  added: OperationRef[];
  changed: OperationRef[];
  removed: OperationRef[];
  schemas: Keyed;
  [key: string]: unknown;
}
export declare const CHANGELOG_FILE: string;
export declare const PUBLISHED_FILE: string;
export declare function fingerprint(spec: unknown): Fingerprint;
export declare function diff(before: Fingerprint, after: Fingerprint): Diff;
export declare function describeDiff(d: Diff): string[];
