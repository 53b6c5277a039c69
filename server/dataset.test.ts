// @vitest-environment node
/**
 * The dataset file: a new version taken only once it has held still for two
 * looks, parses in full and has published documents; one that lost published
 * documents held back until it has stayed so for several looks.
 */
import { mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DatasetUnavailableError } from './dataset';
import { openDatasetFile, type DatasetFile } from './dataset-file';

const HOME = '{"_id":"home","_type":"home","hero":{"heading":"Welcome"}}';
const ABOUT = '{"_id":"whoWeAre","_type":"whoWeAre","overview":{"title":"About us"}}';
const CONTACT = '{"_id":"contactPage","_type":"contactPage"}';
const DRAFT = '{"_id":"drafts.home","_type":"home","hero":{"heading":"DRAFT"}}';
const LOSS_LOOKS = 5;

let directory: string;
let file: string;
let reports: string[];
let dataset: DatasetFile;
let clock = 1_700_000_000;

/** Writes the file with a modified time of its own: two writes within a clock tick still count as two versions. */
function write(text: string): void {
  writeFileSync(file, text);
  clock += 10;
  utimesSync(file, clock, clock);
}

const ids = () => dataset.current().published.map((document) => document._id);
const looks = (count: number) => {
  for (let look = 0; look < count; look++) dataset.look();
};

beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'dataset-'));
  file = join(directory, 'production.ndjson');
  reports = [];
  dataset = openDatasetFile(file, { report: (message) => reports.push(message), lossLooks: LOSS_LOOKS });
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

describe('the dataset file', () => {
  it('takes the first version at once, and a new one at the second look that finds it unchanged', () => {
    write(`${HOME}\n${DRAFT}\n`);
    expect(ids()).toEqual(['home']);
    write(`${HOME}\n${ABOUT}\n`);
    dataset.look();
    expect(ids()).toEqual(['home']);
    dataset.look();
    expect(ids()).toEqual(['home', 'whoWeAre']);
    expect(reports).toEqual([expect.stringContaining('reloaded: 2 published documents')]);
  });

  it('never takes a version that changes between looks (a writer at work)', () => {
    write(`${HOME}\n`);
    expect(ids()).toEqual(['home']);
    const full = [HOME, ABOUT, CONTACT];
    for (let length = 1; length <= 3; length++) {
      write(`${full.slice(0, length).join('\n')}\n${'x'.repeat(length)}`);
      dataset.look();
    }
    expect(ids()).toEqual(['home']);
    expect(reports).toEqual([]);
  });

  it('keeps the last good version when the file is truncated mid-line, and says so once', () => {
    write(`${HOME}\n${ABOUT}\n`);
    expect(ids()).toEqual(['home', 'whoWeAre']);
    write(`${HOME}\n${ABOUT}\n${CONTACT.slice(0, 20)}`);
    looks(10);
    expect(ids()).toEqual(['home', 'whoWeAre']);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(/was not loaded: line 3: .*still answering from the last good version \(2 documents\)/);
  });

  it('holds back a version without published documents the last had (head -n 2 in place), says so once, and takes it only once it has stayed so', () => {
    write(`${HOME}\n${ABOUT}\n${CONTACT}\n`);
    expect(ids()).toHaveLength(3);
    write(`${HOME}\n${ABOUT}\n`);
    looks(LOSS_LOOKS - 1);
    expect(ids()).toHaveLength(3);
    expect(reports).toEqual([
      expect.stringMatching(/lacks 1 published documents the last good version has \(contactPage\): held back/),
    ]);
    dataset.look();
    expect(ids()).toEqual(['home', 'whoWeAre']);
    expect(reports[1]).toMatch(/reloaded: 2 published documents \(without contactPage: it stayed so for 5 looks\)/);
  });

  it('takes none of the versions a line-by-line writer leaves at each line (each still for two looks), and takes the whole file', () => {
    const full = [HOME, DRAFT, ABOUT, CONTACT];
    write(`${full.join('\n')}\n`);
    expect(ids()).toHaveLength(3);
    // Written over in place, a line at a time, with a pause of two looks after each.
    for (let length = 1; length <= full.length; length++) {
      write(`${full.slice(0, length).join('\n')}\n`);
      looks(2);
      expect(ids(), `after ${length} lines`).toEqual(['home', 'whoWeAre', 'contactPage']);
    }
    // Only the whole file was taken (it held still for two looks and lacks nothing).
    expect(reports.filter((report) => report.includes('reloaded'))).toEqual([
      expect.stringContaining('reloaded: 3 published documents.'),
    ]);
  });

  it('keeps the last good version while the file is missing or empty, and loads it again when it is back', () => {
    write(`${HOME}\n${ABOUT}\n`);
    expect(ids()).toHaveLength(2);
    unlinkSync(file);
    looks(3);
    expect(ids()).toHaveLength(2);
    write('');
    looks(3);
    expect(ids()).toHaveLength(2);
    write(`${HOME}\n${ABOUT}\n${CONTACT}\n`);
    looks(2);
    expect(ids()).toEqual(['home', 'whoWeAre', 'contactPage']);
    expect(reports).toEqual([
      expect.stringContaining('is missing: still answering'),
      expect.stringContaining('has no published documents: still answering'),
      expect.stringContaining('reloaded: 3 published documents'),
    ]);
  });

  it('never answers with no documents: with no good version yet it throws, and says why once', () => {
    expect(() => dataset.current()).toThrow(DatasetUnavailableError);
    expect(() => dataset.current()).toThrow(DatasetUnavailableError);
    write('');
    expect(() => dataset.current()).toThrow(DatasetUnavailableError);
    write(`${HOME}\n{"_id":`);
    expect(() => dataset.current()).toThrow(DatasetUnavailableError);
    expect(() => dataset.current()).toThrow(DatasetUnavailableError);
    expect(reports).toEqual([
      expect.stringMatching(/is missing: no documents to answer with/),
      expect.stringMatching(/has no published documents: no documents to answer with/),
      expect.stringMatching(/was not loaded: line 2: .*no documents to answer with/),
    ]);
    write(`${HOME}\n`);
    expect(ids()).toEqual(['home']);
  });
});
