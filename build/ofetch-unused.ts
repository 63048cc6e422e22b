// A Vite plugin for the browser build: ofetch's two dependencies, ufo (URL helpers for its `baseURL` and
// `query` options) and destr (its JSON parser), are resolved to the portal's stand-ins in
// src/lib/api/ofetch-unused/, since the API client uses neither (it writes its addresses and parses its
// answers itself). Only imports made by ofetch itself, only in the browser build; the server build and any
// other package keep the real ones (docs/performance.md, "What weighs on a first load").
import { fileURLToPath } from 'node:url';

/** The stand-ins, by the package ofetch imports. */
export const ofetchStandIns: Readonly<Record<string, string>> = {
  ufo: fileURLToPath(new URL('../src/lib/api/ofetch-unused/ufo.ts', import.meta.url)),
  destr: fileURLToPath(new URL('../src/lib/api/ofetch-unused/destr.ts', import.meta.url)),
};

/** Whether an import is one of ofetch's own, of a package that has a stand-in. */
export const isOfetchImport = (id: string, importer: string | undefined): boolean =>
  id in ofetchStandIns && /[\\/]node_modules[\\/]ofetch[\\/]/.test(importer ?? '');

export function ofetchUnused() {
  return {
    name: 'portal:ofetch-unused',
    enforce: 'pre' as const,
    resolveId(this: { environment?: { name: string } }, id: string, importer: string | undefined) {
      if (this.environment?.name !== 'client' || !isOfetchImport(id, importer)) return null;
      return ofetchStandIns[id]!;
    },
  };
}
