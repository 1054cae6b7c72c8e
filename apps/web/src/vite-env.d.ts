/// <reference types="vite/client" />

/** The app version from the root package.json, injected at build time. */
declare const __APP_VERSION__: string;
