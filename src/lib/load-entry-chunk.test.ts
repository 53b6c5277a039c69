import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { RELOADED_AT_KEY } from './chunk-loading';
import { ENTRY_RELOADED_AT_KEY, loadEntryChunk } from './load-entry-chunk';

const APP = '/assets/app-0ld.js';

/** Imports that give `answers` in turn ('module' loads, an Error rejects), then fail. */
function imports(...answers: (Error | 'module')[]) {
  return vi.fn((url: string) => {
    const answer = answers.shift() ?? new TypeError(`Failed to fetch dynamically imported module: ${url}`);
    return answer === 'module' ? Promise.resolve({}) : Promise.reject(answer);
  });
}

/** The server's answer to the check whether the file still exists. */
function serverAnswers(status: number | 'offline') {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => (status === 'offline' ? Promise.reject(new TypeError('offline')) : Promise.resolve({ status }))),
  );
}

let consoleError: Mock;
let reload: Mock<() => void>;
beforeEach(() => {
  sessionStorage.clear();
  reload = vi.fn();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {}) as Mock;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loadEntryChunk', () => {
  it('imports the chunk once when it arrives', async () => {
    const importUrl = imports('module');
    await expect(loadEntryChunk(APP, importUrl, reload)).resolves.toBe(true);
    expect(importUrl.mock.calls).toEqual([[APP]]);
  });

  it('tries a failed download once more under a new URL, which the browser fetches anew', async () => {
    const importUrl = imports(new TypeError('network down'), 'module');
    await expect(loadEntryChunk(APP, importUrl, reload)).resolves.toBe(true);
    expect(importUrl.mock.calls[1]?.[0]).toMatch(/^\/assets\/app-0ld\.js\?retry=\d+$/);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page once when the file is gone (a new deploy), and not again within ten minutes', async () => {
    serverAnswers(404);
    await expect(loadEntryChunk(APP, imports(), reload)).resolves.toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(consoleError).not.toHaveBeenCalled();
    // The reloaded page still finds the file gone (a cache serving the old page): it stays, and says why.
    await expect(loadEntryChunk(APP, imports(), reload)).resolves.toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining(APP), expect.any(TypeError));
  });

  it.each([200, 'offline'] as const)(
    'leaves the page as the server sent it when the check answers %s (a network fault)',
    async (status) => {
      serverAnswers(status);
      await expect(loadEntryChunk(APP, imports(), reload)).resolves.toBe(false);
      expect(reload).not.toHaveBeenCalled();
      expect(consoleError).toHaveBeenCalledTimes(1);
    },
  );

  it('never reloads when storage is refused: it could not remember the reload, and might loop', async () => {
    serverAnswers(404);
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    await expect(loadEntryChunk(APP, imports(), reload)).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('shares its memory of a reload with the section chunks’ loader, so neither loops after the other', async () => {
    expect(ENTRY_RELOADED_AT_KEY).toBe(RELOADED_AT_KEY);
    serverAnswers(404);
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
    await loadEntryChunk(APP, imports(), reload);
    expect(reload).not.toHaveBeenCalled();
  });
});
