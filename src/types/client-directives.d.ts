// The portal's island directive, `client:painted` (src/scripts/painted-directive.ts, registered in
// astro.config.mjs), known to the type checker as Astro's own are.
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:painted'?: boolean;
  }
}
