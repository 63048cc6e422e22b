// The portal's named chunks: which modules load together, declared here rather than by where a file
// lives, so a folder says what a module is and this list says when it loads (docs/architecture.md,
// "Loading machinery"). astro.config.mjs turns it into Rolldown's `codeSplitting.groups`; the size
// budget (`npm run budget`) fails when a route outgrows its budget because a module moved chunk, and a
// unit test fails when an entry names no file. Order matters: a module goes to the first group it matches.

/** One named chunk: the portal's modules (paths from the repository root) and the packages it holds. */
export interface ChunkGroup {
  name: string;
  /** Why these modules travel together. */
  why: string;
  modules: readonly string[];
  /** npm packages, matched as `node_modules/<name>/`. */
  packages: readonly string[];
  /** Bundler-generated modules, matched by id prefix. */
  virtualPrefixes?: readonly string[];
}

/** The heavy libraries: a chunk each, named so the size budget can tell which page loads them and when. */
export const vendorChunks: readonly ChunkGroup[] = [
  { name: 'vendor-pdf-lib', why: 'only for a boleto with PIX (R120)', modules: [], packages: ['pdf-lib', '@pdf-lib', 'pako', 'tslib'] },
  { name: 'vendor-qrcode', why: 'on /debitos after the list (R120)', modules: [], packages: ['qrcode', 'dijkstrajs', 'pngjs'] },
  { name: 'vendor-chartjs', why: 'the charts, where a screen draws one', modules: [], packages: ['chart.js', '@kurkle'] },
  { name: 'vendor-swiper', why: 'the carousel, 2 s after load', modules: [], packages: ['swiper'] },
  {
    name: 'vendor-web-vitals',
    why: 'the field data, on idle after load, for a sampled page view only (R266); named so the budget keeps it off every first load',
    modules: [],
    packages: ['web-vitals'],
  },
];

export const portalChunks: readonly ChunkGroup[] = [
  {
    name: 'portal-core',
    why: 'what every signed-in page loads (session, guard, route table, toast queue, config, errors, the mark of saved files that download.ts sets and sign-out reads, the controls stripped from the stored session’s names and the error texts, which in a chunk of its own cost every signed-in page ~150 bytes more; the connection state and the kept answers’ atoms, which the shell and every data screen listen to: in the screen chunk, the connection state took that chunk onto sign-up, 0.5 KiB over its budget): one chunk instead of a dozen small ones, each with its own overhead',
    modules: [
      'src/lib/storage-keys.ts',
      'src/lib/toast.ts',
      'src/lib/download-mark.ts',
      'src/lib/api/config.ts',
      'src/lib/api/errors.ts',
      'src/lib/api/kept-signals.ts',
      'src/lib/domain/documents.ts',
      'src/lib/domain/redirect.ts',
      'src/lib/domain/routes.ts',
      'src/lib/domain/service-text.ts',
      'src/lib/domain/text.ts',
      'src/lib/stores/guard.ts',
      'src/lib/stores/online.ts',
      'src/lib/stores/route.ts',
      'src/lib/stores/session.ts',
      'src/lib/stores/storage.ts',
      'src/lib/stores/stored-session.ts',
    ],
    packages: ['nanostores', '@nanostores/persistent'],
    virtualPrefixes: ['\0vite/preload-helper'],
  },
  {
    name: 'portal-app',
    why: "what every island that loads data needs (React, the API client and the integer and shown-text schemas every API module's schemas share, the money formatters, the load-error and skeleton parts, a screen's early start and navigations), so a screen's first call waits for two levels of imports instead of four. The date modules stay out (~2.5 KiB gzip): no call waits for them, and sign-up and the cart page, which draw no date, went over their budgets carrying them",
    modules: [
      'src/islands/shared/LoadError.tsx',
      'src/islands/shared/Skeleton.tsx',
      'src/islands/shared/WhenOpened.tsx',
      'src/islands/shared/island.tsx',
      'src/islands/shared/lazy-module.tsx',
      'src/islands/shared/use-screen-state.ts',
      'src/lib/api/client.ts',
      'src/lib/api/integer.ts',
      'src/lib/api/message.ts',
      'src/lib/api/shown-text.ts',
      'src/lib/domain/image-address.ts',
      'src/lib/api/token.ts',
      'src/lib/domain/format.ts',
      'src/lib/domain/token-renewal.ts',
      'src/lib/screens/navigation.ts',
      'src/lib/screens/screen-start.ts',
      'src/lib/stores/api-session.ts',
    ],
    packages: ['react', '@nanostores/react', 'ofetch', 'destr', 'zod'],
  },
  {
    name: 'screen',
    why: 'the screen and part shapes (screen.ts) and the clock data screens are given (effects.ts): one small chunk, not two (apart, effects.ts cost each screen with a clock ~100 bytes gzip while the others pay ~25 for carrying it). Kept out of portal-app, since sign-up loads that chunk and has no data screen. The early start and the navigations (screen-start.ts, navigation.ts) are in portal-app: the cart page needs only those, and this chunk cost it ~650 bytes gzip. After portal-app in this list, since a group takes the modules its own import too',
    modules: ['src/lib/screens/effects.ts', 'src/lib/screens/screen.ts'],
    packages: [],
  },
  {
    name: 'cart-rules',
    why: "the cart's rules and the client's kept minimum order and credit limit, which the cart page draws with its first render (product-rules R68): one chunk, since a chunk of its own cost the cart page ~90 bytes gzip it did not have",
    modules: ['src/lib/domain/cart-rules.ts', 'src/lib/stores/stored-limits.ts'],
    packages: [],
  },
];

/** Every group, in the order the bundler tries them. */
export const chunkGroups: readonly ChunkGroup[] = [...vendorChunks, ...portalChunks];

/** A module id as the bundler gives it (absolute, maybe with a query) → its path from the repository root. */
const fromRoot = (id: string, root: string) =>
  id.startsWith(root) ? id.slice(root.length).split('?')[0]!.replaceAll('\\', '/') : undefined;

/** Whether the bundler's module `id` belongs to `group`; `root` is the repository root with a trailing slash. */
export function inChunk(group: ChunkGroup, id: string, root: string): boolean {
  if (group.virtualPrefixes?.some((prefix) => id.startsWith(prefix))) return true;
  const path = id.replaceAll('\\', '/');
  if (group.packages.some((name) => path.includes(`/node_modules/${name}/`))) return true;
  const local = fromRoot(id, root);
  return local !== undefined && group.modules.includes(local);
}
