// @vitest-environment node
/** The dataset reader: re-read on change, replaced only by a version that parses in full. */
import { mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatasetReader, DatasetUnavailableError, type DatasetReader } from './dataset';

const HOME = '{"_id":"home","_type":"home","hero":{"heading":"Welcome"}}';
const ABOUT = '{"_id":"whoWeAre","_type":"whoWeAre","overview":{"title":"About us"}}';
const DRAFT = '{"_id":"drafts.home","_type":"home","hero":{"heading":"DRAFT"}}';

let directory: string;
let file: string;
let reports: string[];
let read: DatasetReader;
let clock = 1_700_000_000;

/** Writes the file with a modified time of its own: two writes within a clock tick still count as two versions. */
function write(text: string): void {
  writeFileSync(file, text);
  clock += 10;
  utimesSync(file, clock, clock);
}

const ids = () => read().map((document) => document._id);

beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'dataset-'));
  file = join(directory, 'production.ndjson');
  reports = [];
  read = createDatasetReader(file, { report: (message) => reports.push(message) });
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

describe('the dataset reader', () => {
  it('reads the published documents, and reads the file again when it changes', () => {
    write(`${HOME}\n${DRAFT}\n`);
    expect(ids()).toEqual(['home']);
    write(`${HOME}\n${ABOUT}\n`);
    expect(ids()).toEqual(['home', 'whoWeAre']);
    expect(reports).toEqual([expect.stringContaining('reloaded: 2 published documents')]);
  });

  it('keeps the last good version when the file is truncated mid-line, and says so once', () => {
    write(`${HOME}\n${ABOUT}\n`);
    expect(ids()).toEqual(['home', 'whoWeAre']);
    write(`${HOME}\n${ABOUT.slice(0, 30)}`);
    expect(ids()).toEqual(['home', 'whoWeAre']);
    expect(ids()).toEqual(['home', 'whoWeAre']);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(/was not loaded: line 2: .*still answering from the last good version \(2 documents\)/);
  });

  it('keeps the last good version while the file is missing or empty, and loads it again when it is back', () => {
    write(`${HOME}\n${ABOUT}\n`);
    expect(ids()).toHaveLength(2);
    unlinkSync(file);
    expect(ids()).toHaveLength(2);
    expect(ids()).toHaveLength(2);
    write('');
    expect(ids()).toHaveLength(2);
    write(`${DRAFT}\n`);
    expect(ids()).toHaveLength(2);
    write(`${ABOUT}\n`);
    expect(ids()).toEqual(['whoWeAre']);
    expect(reports).toEqual([
      expect.stringContaining('is missing: still answering'),
      expect.stringContaining('has no published documents: still answering'),
      expect.stringContaining('has no published documents: still answering'),
      expect.stringContaining('reloaded: 1 published documents'),
    ]);
  });

  it('never answers with no documents: with no good version yet it throws, and says why once', () => {
    expect(() => read()).toThrow(DatasetUnavailableError);
    expect(() => read()).toThrow(DatasetUnavailableError);
    write('');
    expect(() => read()).toThrow(DatasetUnavailableError);
    write(`${HOME}\n{"_id":`);
    expect(() => read()).toThrow(DatasetUnavailableError);
    expect(reports).toEqual([
      expect.stringMatching(/is missing: no documents to answer with/),
      expect.stringMatching(/has no published documents: no documents to answer with/),
      expect.stringMatching(/was not loaded: line 2: .*no documents to answer with/),
    ]);
    write(`${HOME}\n`);
    expect(ids()).toEqual(['home']);
  });
});
