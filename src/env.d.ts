/// <reference types="astro/client" />

/** The build's version, stamped by astro.config.mjs (build/version.ts): read by the field data only. */
declare const __PORTAL_VERSION__: string;

// Element Timing's mark (src/lib/screens/after-shown.ts), which React passes to the DOM as it is.
declare namespace React {
  // The type parameter must be React's own name for the declarations to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    elementtiming?: string | undefined;
  }
}
