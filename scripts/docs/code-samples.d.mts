// Types of code-samples.mjs (imported by tests/unit/docs/contract-version.test.ts).
export declare const EXAMPLE_TOKEN: string;
export declare const LANGUAGES: string[];
export declare const SANDBOX_URL: string;
export declare function formPairs(value: unknown, prefix?: string): [string, string][];
export declare function literal(value: unknown, indent?: string): string;
