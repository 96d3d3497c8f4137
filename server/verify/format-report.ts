import type { OperationReport, VerifyReport } from '../../shared/compare/verify-report-shape';

/** The report as the command prints it: a table per operation, the two shares, then the first differences. */

const percent = (share: number | null): string => (share === null ? '–' : `${(share * 100).toFixed(1)}%`);
const metres = (m: number): string => (m >= 100 ? m.toFixed(0) : m.toFixed(1));

function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length))) ?? [];
  return rows.map((r) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join('  ').trimEnd());
}

function operationRow(r: OperationReport): string[] {
  return [
    r.operation,
    String(r.checked),
    String(r.compared),
    String(r.equal),
    String(r.statusDiffers),
    String(r.differences.missing),
    String(r.differences.extra),
    String(r.differences.type),
    String(r.differences.value),
    r.metres ? `${metres(r.metres.max)}/${metres(r.metres.median)}` : '–',
    r.score === null ? '–' : r.score.toFixed(3),
  ];
}

export function formatReport(report: VerifyReport, source: string): string {
  const lines: string[] = [`Verified ${report.files} file(s) of ${source} against the emulator`, ''];
  lines.push(
    ...table([
      ['operation', 'checked', 'compared', 'equal', 'status≠', 'missing', 'extra', 'type', 'value', 'metres max/median', 'score'],
      ...report.operations.map(operationRow),
    ]),
  );
  lines.push(
    '',
    `Equal bodies: ${report.equal} of ${report.compared} compared (${percent(report.equalShare)})`,
    `Fidelity score: ${report.score === null ? '– (nothing compared)' : report.score.toFixed(3)} (${report.fields.agreeing} of ${report.fields.total} fields agree)`,
  );
  if (report.notCompared > 0) {
    lines.push('', `Not compared: ${report.notCompared}`);
    for (const f of report.notComparedFiles) lines.push(`  ${f.file} (${f.operation}): ${f.reason}`);
  }
  if (report.skipped > 0) {
    lines.push('', `Skipped (not recordings): ${report.skipped}`);
    for (const f of report.skippedFiles) lines.push(`  ${f.file}: ${f.reason}`);
  }
  if (report.differing.length > 0) {
    lines.push('', 'First differences:');
    for (const d of report.differing) {
      const status = d.status.recorded === d.status.emulator ? `status ${d.status.recorded}` : `status ${d.status.recorded} → ${d.status.emulator}`;
      lines.push(`  ${d.file} (${d.operation}, ${status})`);
      for (const f of d.first) {
        const values = f.kind === 'missing' ? `recorded ${f.recorded ?? ''}` : f.kind === 'extra' ? `emulator ${f.emulator ?? ''}` : `${f.recorded ?? ''} → ${f.emulator ?? ''}`;
        lines.push(`    ${f.kind.padEnd(7)} ${f.path}  ${values}${f.metres === undefined ? '' : `  (${metres(f.metres)} m)`}`);
      }
    }
  }
  return lines.join('\n');
}
