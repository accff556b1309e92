// Types of chromium.mjs (imported by playwright.config.ts).
export declare const CHROMIUM_PATH: string;
export declare const E2E_CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
