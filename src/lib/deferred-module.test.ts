import { describe, expect, it } from 'vitest';
import { deferredModule } from './deferred-module';

/*
 * The loading side of a deferred module (what `use()` renders is read through React's
 * useSyncExternalStore from the same state): fetched once however often it is asked for, and
 * asked again after a failure.
 */
describe('deferredModule', () => {
  it('fetches the module once, whoever asks first and however often', async () => {
    let fetched = 0;
    const module = deferredModule(() => {
      fetched++;
      return Promise.resolve({ answer: 42 });
    });
    expect(fetched).toBe(0);
    module.preload();
    module.preload();
    await Promise.resolve();
    module.preload();
    expect(fetched).toBe(1);
  });

  it('asks again after a fetch that failed (offline, then back)', async () => {
    let fetched = 0;
    const module = deferredModule(() => {
      fetched++;
      return fetched === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve({ answer: 42 });
    });
    module.preload();
    await new Promise((resolve) => setTimeout(resolve));
    module.preload();
    expect(fetched).toBe(2);
  });

  it('is there for code outside React once in: current() before and after, load() without a second fetch', async () => {
    let fetched = 0;
    const module = deferredModule(() => {
      fetched++;
      return Promise.resolve({ answer: 42 });
    });
    expect(module.current()).toBeUndefined();
    const first = module.load();
    expect(module.current()).toBeUndefined();
    await expect(first).resolves.toEqual({ answer: 42 });
    expect(module.current()).toEqual({ answer: 42 });
    await expect(module.load()).resolves.toBe(module.current());
    expect(fetched).toBe(1);
  });

  it('a load that fails rejects with the fetch’s own error; the next one asks again', async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module');
    let fetched = 0;
    const module = deferredModule(() => {
      fetched++;
      return fetched === 1 ? Promise.reject(offline) : Promise.resolve({ answer: 42 });
    });
    await expect(module.load()).rejects.toBe(offline);
    expect(module.current()).toBeUndefined();
    await expect(module.load()).resolves.toEqual({ answer: 42 });
    expect(fetched).toBe(2);
  });
});
