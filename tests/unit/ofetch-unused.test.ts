// ofetch's two dependencies the API client never uses, resolved to stand-ins in the browser build
// (build/ofetch-unused.ts; docs/performance.md, "What weighs on a first load").
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isOfetchImport, ofetchStandIns, ofetchUnused } from '../../build/ofetch-unused.ts';
import destr from '../../src/lib/api/ofetch-unused/destr.ts';
import { withBase, withQuery } from '../../src/lib/api/ofetch-unused/ufo.ts';

const ofetchModule = '/work/node_modules/ofetch/dist/shared/ofetch.CWycOUEr.mjs';

describe('the stand-ins', () => {
  it('refuse loudly what the API client must never ask of ofetch: a base URL or a query', () => {
    expect(() => withBase('/a', 'https://api.test')).toThrow('the API client writes its addresses itself');
    expect(() => withQuery('/a', { page: 1 })).toThrow('the API client writes its addresses itself');
  });

  it("parse JSON as the platform does, and leave other text as it came (destr's contract)", () => {
    expect(destr('{"a":[1,2]}')).toEqual({ a: [1, 2] });
    expect(destr('not json')).toBe('not json');
  });
});

describe('ofetchUnused', () => {
  const resolve = (environment: string, id: string, importer?: string) =>
    ofetchUnused().resolveId.call({ environment: { name: environment } }, id, importer);

  it("resolves only ofetch's own imports of ufo and destr, only in the browser build", () => {
    expect(resolve('client', 'ufo', ofetchModule)).toBe(ofetchStandIns['ufo']);
    expect(resolve('client', 'destr', ofetchModule)).toBe(ofetchStandIns['destr']);
    expect(resolve('ssr', 'ufo', ofetchModule)).toBeNull();
    expect(resolve('client', 'ufo', '/work/node_modules/unstorage/dist/index.mjs')).toBeNull();
    expect(resolve('client', 'ofetch', '/work/main/src/lib/api/client.ts')).toBeNull();
    expect(isOfetchImport('destr', undefined)).toBe(false);
  });

  it('has a stand-in for every package that ofetch imports but the portal does not need', () => {
    const shared = new URL('../../node_modules/ofetch/dist/shared/', import.meta.url);
    const code = readdirSync(shared)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => readFileSync(new URL(file, shared), 'utf8'))
      .join('\n');
    const ofetchImports = [...new Set([...code.matchAll(/^import .* from '([^'.][^']*)';$/gm)].map((m) => m[1]))];
    expect(ofetchImports.sort()).toEqual(Object.keys(ofetchStandIns).sort());
  });
});

describe('the API client', () => {
  const client = readFileSync(new URL('../../src/lib/api/client.ts', import.meta.url), 'utf8');
  // The one call of ofetch: its options, up to the call's end.
  const ofetchCall = /ofetch\.raw<[^>]*>\(url, \{([\s\S]*?)\n {4}\}\);/.exec(client)?.[1] ?? '';

  it('calls ofetch once, with the init its send builds (method, headers, body) and nothing else that needs them', () => {
    expect(client.match(/ofetch\./g)).toHaveLength(1);
    expect(client).toContain('init: { method: string; headers: Record<string, string>; body: BodyInit | undefined }');
  });

  it('hands ofetch an address it wrote itself and reads the answer as text or a blob, so the stand-ins are never called', () => {
    expect(ofetchCall).toContain('responseType: type');
    expect(client).toContain("ofetch.raw<unknown, 'text' | 'blob'>");
    expect(ofetchCall).not.toMatch(/\bbaseURL\b|\bquery\b|\bparams\b|parseResponse/);
  });
});
