import { describe, expect, it } from 'vitest';
import { installAdvice, missingForTests, type ChromiumSetting, type MachineLookup } from './test-preflight';

const DEBIAN_CHROMIUM: ChromiumSetting = { path: '/usr/bin/chromium', fromEnv: false };

/** A machine described by what it has. */
function machine(has: { files?: string[]; programs?: string[]; koreanFont?: boolean; dejavu?: boolean }): MachineLookup {
  const programs = new Set(has.programs ?? []);
  return {
    executable: (path) => (has.files ?? []).includes(path),
    onPath: (name) => programs.has(name),
    output(program, args) {
      if (!programs.has(program)) return null;
      if (program === 'fc-list' && args[0] === ':lang=ko') return has.koreanFont ? '/usr/share/fonts/truetype/nanum/NanumGothic.ttf: NanumGothic\n' : '';
      if (program === 'fc-match') return has.dejavu ? '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf' : '/usr/share/fonts/X11/Type1/c0648bt_.pfb';
      return '';
    },
  };
}

const COMPLETE = machine({ files: ['/usr/bin/chromium'], programs: ['fc-list', 'fc-match', 'curl'], koreanFont: true, dejavu: true });

describe('the test preflight', () => {
  it('finds nothing missing on a machine with Chromium, the fonts and curl', () => {
    expect(missingForTests(COMPLETE, DEBIAN_CHROMIUM)).toEqual([]);
  });

  it('without Chromium, names it and the apt-get command that installs it', () => {
    const lookup = machine({ programs: ['fc-list', 'fc-match', 'curl'], koreanFont: true, dejavu: true });
    const missing = missingForTests(lookup, DEBIAN_CHROMIUM);
    expect(missing.map((m) => m.debianPackage)).toEqual(['chromium']);
    const advice = installAdvice(missing, DEBIAN_CHROMIUM);
    expect(advice).toContain('Chromium (/usr/bin/chromium: not found)');
    expect(advice).toContain('apt-get update && apt-get install -y chromium\n');
    expect(advice).toContain('set CHROMIUM_PATH to another Chromium build');
  });

  it('looks for Chromium where CHROMIUM_PATH points, and says so when it is not there', () => {
    const custom: ChromiumSetting = { path: '/opt/chromium/chrome', fromEnv: true };
    expect(missingForTests(COMPLETE, custom).map((m) => m.debianPackage)).toEqual(['chromium']);
    const advice = installAdvice(missingForTests(COMPLETE, custom), custom);
    expect(advice).toContain('CHROMIUM_PATH=/opt/chromium/chrome: not found');
    expect(advice).toContain('point CHROMIUM_PATH at a Chromium that exists');
  });

  it('without a Korean font, asks for fonts-nanum', () => {
    const lookup = machine({ files: ['/usr/bin/chromium'], programs: ['fc-list', 'fc-match', 'curl'], koreanFont: false, dejavu: true });
    const missing = missingForTests(lookup, DEBIAN_CHROMIUM);
    expect(missing.map((m) => m.debianPackage)).toEqual(['fonts-nanum']);
    expect(installAdvice(missing, DEBIAN_CHROMIUM)).toContain('apt-get install -y fonts-nanum\n');
  });

  it('when fc-match falls back to another font, asks for DejaVu Sans', () => {
    const lookup = machine({ files: ['/usr/bin/chromium'], programs: ['fc-list', 'fc-match', 'curl'], koreanFont: true, dejavu: false });
    expect(missingForTests(lookup, DEBIAN_CHROMIUM).map((m) => m.debianPackage)).toEqual(['fonts-dejavu-core']);
  });

  it('on a bare machine, lists every package in one install command', () => {
    const missing = missingForTests(machine({}), DEBIAN_CHROMIUM);
    const advice = installAdvice(missing, DEBIAN_CHROMIUM);
    expect(advice).toContain('apt-get update && apt-get install -y chromium fontconfig fonts-nanum fonts-dejavu-core curl\n');
    expect(advice.startsWith('npm test stopped before running anything')).toBe(true);
  });
});
