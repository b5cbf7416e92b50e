/// <reference types="vite/client" />

/** The root package.json version, set by vite.config.ts. */
declare const __APP_VERSION__: string;
