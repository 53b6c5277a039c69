import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failedFileUrl, loadWithRetry, reloadIfNewDeploy } from './chunk-loading';

const GONE = new TypeError(
  `Failed to fetch dynamically imported module: ${window.location.origin}/assets/Stats-0ld.js`,
);

describe('loadWithRetry', () => {
  it('tries a failed download once more and returns what the second try got', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('network down')).mockResolvedValueOnce('module');
    await expect(loadWithRetry(load)).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the second failure, with its error', async () => {
    const load = vi.fn().mockRejectedValue(new TypeError('network down'));
    await expect(loadWithRetry(load)).rejects.toThrow('network down');
    expect(load).toHaveBeenCalledTimes(2);
  });

  // Browsers answer a second import() of a URL that failed with the same failure, unfetched.
  const FAILED = new TypeError(
    `Failed to fetch dynamically imported module: ${window.location.origin}/assets/Carousel-a1.js`,
  );

  it('asks for the failed file again under a new URL, and takes what the caller needs from it', async () => {
    const load = vi.fn().mockRejectedValue(FAILED);
    const importUrl = vi.fn((url: string) => Promise.resolve({ default: `component from ${url.split('?')[0]}` }));
    const fromExports = (exports: Record<string, unknown>) => exports.default as string | undefined;
    await expect(loadWithRetry(load, { fromExports, importUrl })).resolves.toBe(
      `component from ${window.location.origin}/assets/Carousel-a1.js`,
    );
    expect(load).toHaveBeenCalledTimes(1);
    expect(importUrl.mock.calls[0]?.[0]).toMatch(/\/assets\/Carousel-a1\.js\?retry=\d+$/);
  });

  it('keeps the first error when the file named holds nothing the caller asked for', async () => {
    const load = vi.fn().mockRejectedValue(FAILED);
    const importUrl = () => Promise.resolve({ somethingElse: 1 });
    await expect(loadWithRetry(load, { fromExports: (exports) => exports.default, importUrl })).rejects.toBe(FAILED);
  });

  it('never imports a file of another origin: it calls load again instead', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: https://evil.example/x.js'))
      .mockResolvedValueOnce('module');
    const importUrl = vi.fn(() => Promise.resolve({ default: 'evil' }));
    await expect(loadWithRetry(load, { fromExports: (exports) => exports.default, importUrl })).resolves.toBe('module');
    expect(importUrl).not.toHaveBeenCalled();
  });
});

describe('reloadIfNewDeploy', () => {
  const reload = vi.fn();
  let fetchStatus: number | 'offline';
  beforeEach(() => {
    sessionStorage.clear();
    reload.mockReset();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        fetchStatus === 'offline'
          ? Promise.reject(new TypeError('Failed to fetch'))
          : Promise.resolve(new Response(null, { status: fetchStatus })),
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reloads once when the failed file is gone from the server, and not again', async () => {
    fetchStatus = 404;
    await expect(reloadIfNewDeploy(GONE, reload)).resolves.toBe(true);
    await expect(reloadIfNewDeploy(GONE, reload)).resolves.toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves the page when the file is still there or the check itself fails', async () => {
    fetchStatus = 200;
    await expect(reloadIfNewDeploy(GONE, reload)).resolves.toBe(false);
    fetchStatus = 'offline';
    await expect(reloadIfNewDeploy(GONE, reload)).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('ignores errors that name no file of this site', async () => {
    fetchStatus = 404;
    await expect(reloadIfNewDeploy(new Error('Importing a module script failed.'), reload)).resolves.toBe(false);
    const elsewhere = new TypeError('Failed to fetch dynamically imported module: https://cdn.example/a.js');
    await expect(reloadIfNewDeploy(elsewhere, reload)).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('failedFileUrl', () => {
  it("reads the file from Chromium's and Vite's messages", () => {
    expect(failedFileUrl(GONE)).toBe(`${window.location.origin}/assets/Stats-0ld.js`);
    expect(failedFileUrl(new Error('Unable to preload CSS for http://x.test/assets/a-1.css'))).toBe(
      'http://x.test/assets/a-1.css',
    );
  });
});
