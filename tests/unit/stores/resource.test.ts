import { describe, expect, it, vi } from 'vitest';
import { HttpError, NetworkError } from '../../../src/lib/api/errors.ts';
import { createResource } from '../../../src/lib/stores/resource.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createResource', () => {
  it('is loading while the call runs, then holds the data', async () => {
    const answer = deferred<string[]>();
    const resource = createResource('test', () => answer.promise);
    const done = resource.load();
    expect(resource.$loading.get()).toBe(true);
    answer.resolve(['a']);
    await done;
    expect(resource.$loading.get()).toBe(false);
    expect(resource.$data.get()).toEqual(['a']);
    expect(resource.$error.get()).toBeNull();
  });

  it('turns a failure into its pt-BR message, stops loading and keeps the previous data', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = false;
    const resource = createResource('test', () => (fail ? Promise.reject(new NetworkError()) : Promise.resolve(1)));
    await resource.load();
    fail = true;
    await resource.load();
    expect(resource.$loading.get()).toBe(false);
    expect(resource.$error.get()).toBe(new NetworkError().userMessage);
    expect(resource.$data.get()).toBe(1);
    expect(console.error).toHaveBeenCalled();
  });

  it('shows the service details of an HTTP error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const resource = createResource('test', () => Promise.reject(new HttpError(404, { details: 'Campanha não encontrada' })));
    await resource.load();
    expect(resource.$error.get()).toBe('Campanha não encontrada');
  });

  it('lets the latest call win when answers arrive out of order', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const answers = [first, second];
    const resource = createResource('test', () => answers.shift()!.promise);
    const a = resource.load();
    const b = resource.load();
    second.resolve('new');
    await b;
    first.resolve('old');
    await a;
    expect(resource.$data.get()).toBe('new');
    expect(resource.$loading.get()).toBe(false);
  });

  it('reset forgets data and ignores a call still running', async () => {
    const answer = deferred<number>();
    const resource = createResource('test', () => answer.promise);
    const running = resource.load();
    resource.reset();
    answer.resolve(5);
    await running;
    expect(resource.$data.get()).toBeUndefined();
    expect(resource.$loading.get()).toBe(false);
  });

  it('patch changes the loaded data, and nothing before data is loaded', async () => {
    const resource = createResource('test', () => Promise.resolve(['a']));
    resource.patch((data) => [...data, 'x']);
    expect(resource.$data.get()).toBeUndefined();
    await resource.load();
    resource.patch((data) => [...data, 'b']);
    expect(resource.$data.get()).toEqual(['a', 'b']);
  });

  describe('prefetch', () => {
    it('calls at once without touching the stores; the next load with the same arguments takes that answer', async () => {
      const fetcher = vi.fn((id: number) => Promise.resolve(`campanha ${id}`));
      const resource = createResource('test', fetcher);
      resource.prefetch(7);
      expect(fetcher).toHaveBeenCalledTimes(1);
      await Promise.resolve();
      expect(resource.$loading.get()).toBe(false);
      expect(resource.$data.get()).toBeUndefined();
      await resource.load(7);
      expect(fetcher).toHaveBeenCalledTimes(1);
      expect(resource.$data.get()).toBe('campanha 7');
      await resource.load(7);
      expect(fetcher).toHaveBeenCalledTimes(2);
    });

    it('is ignored by a load with other arguments', async () => {
      const fetcher = vi.fn((id: number) => Promise.resolve(`campanha ${id}`));
      const resource = createResource('test', fetcher);
      resource.prefetch(7);
      await resource.load(8);
      expect(fetcher).toHaveBeenCalledTimes(2);
      expect(resource.$data.get()).toBe('campanha 8');
    });

    it('keeps a failure quiet until a load takes it, which reports it', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const unhandled = vi.fn();
      process.on('unhandledRejection', unhandled);
      const resource = createResource('test', () => Promise.reject(new NetworkError()));
      resource.prefetch();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(resource.$error.get()).toBeNull();
      await resource.load();
      expect(resource.$error.get()).toMatch(/conex/i);
      process.off('unhandledRejection', unhandled);
      expect(unhandled).not.toHaveBeenCalled();
    });
  });
});
