// Types for the TypeScript side (playwright.config.ts, e2e/) of ensure-chromium.mjs.
export declare const CHROMIUM: string;
export declare function ensureChromium(): string;
export declare const CHROMIUM_FLAGS: string[];
