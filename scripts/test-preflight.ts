/**
 * The first step of `npm test`: before anything else runs, check that this machine has what the
 * browser journeys need, and when it does not, say exactly what to install and stop (exit 1).
 *
 * - Chromium: the journeys launch Debian's Chromium where playwright.config.ts looks for it
 *   (e2e/chromium.ts: CHROMIUM_PATH, else /usr/bin/chromium); Playwright never downloads one.
 * - fontconfig's fc-list and fc-match: the Korean-font journey runs fc-match.
 * - A Korean font (fonts-nanum): Explore's label journey needs Hangul drawn at its real width.
 * - DejaVu Sans (fonts-dejavu-core): the Korean-font journey starts Chromium with only that font.
 * - curl: the inspector journey runs the console's "copy as curl" command.
 *
 * The same packages are what .ci/run installs when they are missing.
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM } from '../e2e/chromium';

/** What the preflight asks of the machine; injected so that tests can answer anything. */
export interface MachineLookup {
  /** Whether the file exists and may be executed. */
  executable(path: string): boolean;
  /** Whether a program of that name is on the PATH. */
  onPath(name: string): boolean;
  /** The output of a program (fc-list, fc-match), or null when it could not be run. */
  output(program: string, args: readonly string[]): string | null;
}

/** One thing the tests need that is missing, and the Debian package that brings it. */
export interface Missing {
  what: string;
  why: string;
  debianPackage: string;
}

/** Where the journeys look for Chromium, and whether that path was given by CHROMIUM_PATH. */
export interface ChromiumSetting {
  path: string;
  fromEnv: boolean;
}

/** What the tests need that the machine lacks (empty when nothing is missing). */
export function missingForTests(lookup: MachineLookup, chromium: ChromiumSetting): Missing[] {
  const missing: Missing[] = [];
  if (!lookup.executable(chromium.path)) {
    missing.push({
      what: `Chromium (${chromium.fromEnv ? `CHROMIUM_PATH=${chromium.path}` : chromium.path}: not found)`,
      why: 'the browser journeys run in it; none is downloaded',
      debianPackage: 'chromium',
    });
  }
  const fontconfig = lookup.onPath('fc-list') && lookup.onPath('fc-match');
  if (!fontconfig) {
    missing.push({ what: 'fontconfig (fc-list, fc-match)', why: 'the font journeys ask it which fonts are installed', debianPackage: 'fontconfig' });
  }
  // Without fontconfig the fonts cannot be checked: both are named, installing one again is harmless.
  const korean = fontconfig ? (lookup.output('fc-list', [':lang=ko']) ?? '').trim() !== '' : false;
  if (!korean) {
    missing.push({ what: 'a Korean font', why: "Explore's label journey needs Hangul drawn at its real width", debianPackage: 'fonts-nanum' });
  }
  const dejavu = fontconfig ? /DejaVuSans/.test(lookup.output('fc-match', ['-f', '%{file}', 'DejaVu Sans']) ?? '') : false;
  if (!dejavu) {
    missing.push({ what: 'DejaVu Sans', why: 'the Korean-font journey starts Chromium with only that font', debianPackage: 'fonts-dejavu-core' });
  }
  if (!lookup.onPath('curl')) {
    missing.push({ what: 'curl', why: 'the inspector journey runs the copied curl command', debianPackage: 'curl' });
  }
  return missing;
}

/** The message printed when something is missing: what, why, and the one command that installs it. */
export function installAdvice(missing: readonly Missing[], chromium: ChromiumSetting): string {
  const packages = [...new Set(missing.map((m) => m.debianPackage))];
  const lines = [
    'npm test stopped before running anything: this machine lacks what the browser tests need.',
    ...missing.map((m) => `  - ${m.what}: ${m.why}`),
    '',
    'Install it (Debian or Ubuntu, as root):',
    `  apt-get update && apt-get install -y ${packages.join(' ')}`,
  ];
  if (packages.includes('chromium')) {
    lines.push(
      '',
      chromium.fromEnv
        ? 'or point CHROMIUM_PATH at a Chromium that exists.'
        : 'or set CHROMIUM_PATH to another Chromium build (Playwright never downloads a browser here).',
    );
  }
  lines.push('', 'Then run npm test again. (.ci/run installs the same packages when they are missing.)');
  return lines.join('\n');
}

/** The real machine. */
export const systemLookup: MachineLookup = {
  executable(path) {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  },
  onPath(name) {
    return (process.env.PATH ?? '').split(delimiter).some((dir) => dir !== '' && systemLookup.executable(join(dir, name)));
  },
  output(program, args) {
    try {
      return execFileSync(program, [...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    } catch {
      return null;
    }
  },
};

function main(): void {
  const chromium: ChromiumSetting = { path: CHROMIUM, fromEnv: process.env.CHROMIUM_PATH !== undefined };
  const missing = missingForTests(systemLookup, chromium);
  if (missing.length === 0) return;
  console.error(installAdvice(missing, chromium));
  process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
