/// <reference types="astro/client" />

/** The build's version, stamped by astro.config.mjs (build/version.ts): read by the field data only. */
declare const __PORTAL_VERSION__: string;
