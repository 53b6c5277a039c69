/**
 * The W3C Nu HTML Checker (vnu.jar from the vnu-jar package) over a batch of
 * HTML files. The JVM takes seconds to start, so every file goes to one run.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const VNU_JAR = join(dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

export interface CheckedDocument {
  /** How a failure names the document, e.g. "served /about/governance". */
  label: string;
  file: string;
}

export interface CheckerReport {
  /** Errors, and files the checker could not read, by document label. */
  errors: Map<string, string[]>;
  warnings: Map<string, string[]>;
}

/** One message of vnu's JSON output (https://github.com/validator/validator/wiki/Output-»-JSON). */
interface CheckerMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
}

/** Why the checker cannot run on this machine; undefined when it can. */
export function checkerUnavailableReason(): string | undefined {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0) {
    return 'the Nu HTML Checker needs Java, and `java` is not on the PATH (Debian: apt-get install default-jre-headless)';
  }
  return undefined;
}

export function checkHtmlFiles(documents: CheckedDocument[]): CheckerReport {
  const run = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', '--stdout', ...documents.map((d) => d.file)], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  // vnu exits 1 when it finds errors; only output that is not its JSON report means it failed to run.
  let messages: CheckerMessage[];
  try {
    messages = (JSON.parse(run.stdout) as { messages: CheckerMessage[] }).messages;
  } catch {
    throw new Error(`The Nu HTML Checker did not run (status ${run.status}): ${run.stderr || run.error?.message}`);
  }
  const labelOf = new Map(documents.map(({ file, label }) => [pathToFileURL(file).pathname, label]));
  const report: CheckerReport = { errors: new Map(), warnings: new Map() };
  for (const message of messages) {
    const group =
      message.type === 'info' ? (message.subType === 'warning' ? report.warnings : undefined) : report.errors;
    if (!group) continue; // Plain information, e.g. "Trailing slash on void elements has no effect".
    const label = (message.url && labelOf.get(new URL(message.url).pathname)) ?? message.url ?? 'unknown document';
    const extract = message.extract ? ` at “${message.extract.replace(/\s+/g, ' ').slice(0, 160)}”` : '';
    group.set(label, [...(group.get(label) ?? []), `${message.message}${extract}`]);
  }
  return report;
}
