// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readServerSettings } from './server-settings';

const SITE = { SITE_URL: 'https://www.example.co.uk' };

describe('the server’s settings', () => {
  it('keeps pages five minutes unless CONTENT_MAX_AGE_SECONDS says otherwise', () => {
    expect(readServerSettings(SITE).contentMaxAgeMs).toBe(300_000);
    expect(readServerSettings({ ...SITE, CONTENT_MAX_AGE_SECONDS: '2' }).contentMaxAgeMs).toBe(2000);
  });

  it.each(['0', '-5', '2.5', 'five', '1e3'])('refuses CONTENT_MAX_AGE_SECONDS=%s, naming it', (value) => {
    expect(() => readServerSettings({ ...SITE, CONTENT_MAX_AGE_SECONDS: value })).toThrow(
      `CONTENT_MAX_AGE_SECONDS must be a whole number from 1 up (got "${value}")`,
    );
  });

  it('warns once, clearly, when SITE_URL is not set, and not when it is', () => {
    const unset = readServerSettings({});
    expect(unset.warnings).toHaveLength(1);
    expect(unset.warnings[0]).toMatch(/^SITE_URL is not set: canonical URLs.*http:\/\/localhost:4173/);
    expect(unset.siteUrl).toBe('http://localhost:4173');
    expect(readServerSettings(SITE).warnings).toEqual([]);
  });

  it('turns preview on with PREVIEW_SECRET, refusing one too short to guess-proof, and reads the Sanity read token', () => {
    expect(readServerSettings(SITE)).toMatchObject({ previewSecret: undefined, sanityReadToken: undefined });
    const secret = 'k3L9v2Qx8mZr4Tw7Yp1s';
    expect(readServerSettings({ ...SITE, PREVIEW_SECRET: secret, SANITY_API_READ_TOKEN: 'sk123' })).toMatchObject({
      previewSecret: secret,
      sanityReadToken: 'sk123',
    });
    expect(() => readServerSettings({ ...SITE, PREVIEW_SECRET: 'letmein' })).toThrow(
      /PREVIEW_SECRET must be at least 16 characters/,
    );
  });

  it('keeps accepting 5 s after SIGTERM unless SHUTDOWN_GRACE_SECONDS says otherwise, and refuses a malformed one', () => {
    expect(readServerSettings(SITE).shutdownGraceMs).toBe(5000);
    expect(readServerSettings({ ...SITE, SHUTDOWN_GRACE_SECONDS: '0' }).shutdownGraceMs).toBe(0);
    expect(readServerSettings({ ...SITE, SHUTDOWN_GRACE_SECONDS: '20' }).shutdownGraceMs).toBe(20_000);
    for (const value of ['-1', '2.5', 'five', '601']) {
      expect(() => readServerSettings({ ...SITE, SHUTDOWN_GRACE_SECONDS: value })).toThrow(
        `SHUTDOWN_GRACE_SECONDS must be a whole number from 0 to 600 (got "${value}")`,
      );
    }
  });

  it('reads PORT and HOST, with the defaults npm start documents', () => {
    expect(readServerSettings(SITE)).toMatchObject({ port: 4173, host: '127.0.0.1' });
    expect(readServerSettings({ ...SITE, PORT: '8080', HOST: '0.0.0.0' })).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
    });
    expect(() => readServerSettings({ ...SITE, PORT: '80a' })).toThrow(/PORT must be a whole number/);
  });

  describe('CONTENT_FILE', () => {
    let folder = '';
    afterEach(() => rmSync(folder, { recursive: true, force: true }));
    const tempFolder = () => (folder = mkdtempSync(join(tmpdir(), 'content-file-')));

    it('is the embedded dataset unless set, as an absolute path', () => {
      expect(readServerSettings(SITE).contentFile).toBe(resolve('content/production.ndjson'));
      const file = join(tempFolder(), 'export.ndjson');
      writeFileSync(file, '');
      expect(readServerSettings({ ...SITE, CONTENT_FILE: file }).contentFile).toBe(file);
    });

    it('refuses a path that names no file, naming the variable, the path and why (a typo never starts a site with no content)', () => {
      const missing = join(tempFolder(), 'prodution.ndjson');
      expect(() => readServerSettings({ ...SITE, CONTENT_FILE: missing })).toThrow(
        `CONTENT_FILE is "${missing}", and ${missing} does not exist`,
      );
      expect(() => readServerSettings({ ...SITE, CONTENT_FILE: folder })).toThrow(
        `CONTENT_FILE is "${folder}", and ${folder} is a directory, not a file`,
      );
    });

    it('refuses a missing default file, unless a Sanity project is read instead', () => {
      const missing = join(tempFolder(), 'production.ndjson');
      expect(() => readServerSettings(SITE, { contentFile: missing })).toThrow(
        `the embedded dataset ${missing} does not exist (set CONTENT_FILE to name another)`,
      );
      expect(readServerSettings(SITE, { contentFile: missing, embeddedContent: false }).contentFile).toBe(missing);
      // Set, it must be there either way.
      expect(() => readServerSettings({ ...SITE, CONTENT_FILE: missing }, { embeddedContent: false })).toThrow(
        /does not exist/,
      );
    });

    it('starts on a file that exists but has no documents yet (it is taken once it has)', () => {
      const empty = join(tempFolder(), 'production.ndjson');
      writeFileSync(empty, '');
      expect(readServerSettings({ ...SITE, CONTENT_FILE: empty }).contentFile).toBe(empty);
    });
  });
});
