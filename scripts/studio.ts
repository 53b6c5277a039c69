/**
 * `npm run studio [-- <sanity command>]` and `npm run studio:build`: runs the
 * Sanity CLI in studio/ (default `dev`), against the project named by env.
 * The Studio's dependencies (about 550 MB) are not the site's: they are
 * installed into studio/node_modules on first use, and again when
 * studio/package-lock.json changes, so the site's own install stays lean.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadEnv } from 'vite';
import { describeTarget, studioEnv } from './studio-env';

const root = resolve(import.meta.dirname, '..');
const studioDir = resolve(root, 'studio');
const args = process.argv.slice(2);
const command = args.length > 0 ? args : ['dev'];

const lockFile = resolve(studioDir, 'package-lock.json');
/** Written after a successful install: the hash of the lock file it installed. */
const installedStamp = resolve(studioDir, 'node_modules/.installed-from-lock');

const lockHash = () => createHash('sha256').update(readFileSync(lockFile)).digest('hex');

function needsInstall(): boolean {
  return !existsSync(installedStamp) || readFileSync(installedStamp, 'utf8') !== lockHash();
}

function run(executable: string, commandArgs: string[], env: NodeJS.ProcessEnv = process.env): number {
  const result = spawnSync(executable, commandArgs, { cwd: studioDir, stdio: 'inherit', env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

if (needsInstall()) {
  console.log('Installing the Studio’s dependencies into studio/node_modules (first use; about half a minute)…');
  // `npm ci`: exactly what studio/package-lock.json pins, and never a write to it, so a fresh clone stays
  // clean after its first `npm run studio`. (The lock carries every platform's optional binaries.)
  // The npm that runs this script (npm_execpath), so the same one installs; plain `npm` when run directly.
  const npm = process.env.npm_execpath;
  const install = ['ci', '--no-audit', '--no-fund'];
  const status = npm ? run(process.execPath, [npm, ...install]) : run('npm', install);
  if (status !== 0) process.exit(status);
  writeFileSync(installedStamp, lockHash());
}

// Vite's rules for the site's .env files: `build` and `deploy` read the production ones.
const mode = ['build', 'deploy'].includes(command[0] ?? '') ? 'production' : 'development';
const target = studioEnv(loadEnv(mode, root, ['VITE_SANITY_', 'SANITY_STUDIO_']));
console.log(describeTarget(target));

const sanity = resolve(studioDir, 'node_modules/sanity/bin/sanity');
process.exit(run(process.execPath, [sanity, ...command], { ...process.env, ...target }));
