/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when the first toast is raised (src/lib/toast-directive.ts). */
    'client:toast'?: boolean;
  }
}

export {};
