// lazyModule: a part fetched early draws at once (no Suspense fallback); one fetch per module, and
// a failed fetch can be tried again.
import { createElement, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from '../../../src/islands/shared/lazy-module.tsx';

const Greeting: ComponentType<{ name: string }> = ({ name }) => createElement('p', null, `Olá, ${name}`);
const inSuspense = (element: ReturnType<typeof createElement>) =>
  renderToString(createElement(Suspense, { fallback: createElement('i', null, 'carregando') }, element));

describe('lazyModule', () => {
  it('fetches the module once however often it is asked for', async () => {
    const importer = vi.fn(() => Promise.resolve({ Greeting }));
    const part = lazyModule(importer);
    await Promise.all([part.load(), part.load()]);
    await part.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failure', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ Greeting });
    const part = lazyModule(importer as () => Promise<{ Greeting: typeof Greeting }>);
    await expect(part.load()).rejects.toThrow('offline');
    await expect(part.load()).resolves.toEqual({ Greeting });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('draws the component at once when the module has arrived, and the fallback while it has not', async () => {
    const part = lazyModule(() => Promise.resolve({ Greeting }));
    const Part = part.component((m) => m.Greeting);
    expect(inSuspense(createElement(Part, { name: 'Ana' }))).toContain('carregando');
    await part.load();
    expect(inSuspense(createElement(Part, { name: 'Ana' }))).toContain('Olá, Ana');
  });

  it('draws the failure component when the module cannot be fetched', async () => {
    const part = lazyModule<{ Greeting: typeof Greeting }>(() => Promise.reject(new Error('offline')));
    const Failed = () => createElement('p', null, 'falhou');
    const Part = part.component((m) => m.Greeting, Failed);
    await part.load().catch(() => undefined);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The failure is still being fetched again here, so the first render suspends; once settled it shows.
    inSuspense(createElement(Part, { name: 'Ana' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(inSuspense(createElement(Part, { name: 'Ana' }))).toContain('falhou');
    errors.mockRestore();
  });
});
