/**
 * Findings of the skill validator as Monaco markers. Pure: Monaco's types only, so it is
 * tested in Node.
 */
import type { editor, IRange, MarkerSeverity } from 'monaco-editor/esm/vs/editor/editor.api';
import { english } from '../../../../../shared/i18n/catalogue';
import type { Diagnostic, Fix, Range, Severity } from '../../../../../shared/skill/types';

/** The owner of the studio's markers (Monaco keeps one marker set per owner and model). */
export const MARKER_OWNER = 'skill-studio';

/** Monaco's severity for each of the studio's (passed in: this module does not load Monaco). */
export type SeverityMap = Readonly<Record<Severity, MarkerSeverity>>;

/** How the editor words findings and fix titles (in the UI's language). */
export interface FindingWords {
  message(finding: Diagnostic): string;
  title(fix: Fix): string;
}

/** Findings and fix titles in English, as the CLI words them. */
export const ENGLISH_WORDS: FindingWords = {
  message: (d) => english(d.message),
  title: (fix) => english(fix.title),
};

/** A marker and the finding it shows. */
export interface DiagnosticMarker {
  marker: editor.IMarkerData;
  diagnostic: Diagnostic;
}

/**
 * A core range in Monaco's coordinates. Both are 1-based UTF-16 with an exclusive end; the
 * one difference is a byte-order mark: the core counts it as column 1 of line 1, Monaco keeps
 * it outside the text, so line 1 moves one column left.
 */
export function toMonacoRange(range: Range, bom: boolean): IRange {
  const column = (line: number, col: number) => (bom && line === 1 ? Math.max(1, col - 1) : col);
  return {
    startLineNumber: range.start.line,
    startColumn: column(range.start.line, range.start.column),
    endLineNumber: range.end.line,
    endColumn: column(range.end.line, range.end.column),
  };
}

/** The markers of a list of findings: one per finding and one per related place. */
export function diagnosticMarkers(
  diagnostics: readonly Diagnostic[],
  bom: boolean,
  severity: SeverityMap,
  words: FindingWords = ENGLISH_WORDS,
): DiagnosticMarker[] {
  const out: DiagnosticMarker[] = [];
  for (const diagnostic of diagnostics) {
    for (const range of [diagnostic.range, ...(diagnostic.related ?? [])]) {
      out.push({
        diagnostic,
        marker: {
          ...toMonacoRange(range, bom),
          severity: severity[diagnostic.severity],
          message: words.message(diagnostic),
          code: diagnostic.code,
        },
      });
    }
  }
  return out;
}

/**
 * A marker's identity. Monaco hands code-action providers copies of the markers it was
 * given, so a finding is found again by what the marker says and where.
 */
export function markerKey(marker: editor.IMarkerData): string {
  const code = typeof marker.code === 'object' ? marker.code.value : (marker.code ?? '');
  return [
    code,
    marker.severity,
    marker.startLineNumber,
    marker.startColumn,
    marker.endLineNumber,
    marker.endColumn,
    marker.message,
  ].join('\u0000');
}

/** Marker key → the finding it shows (the first, should two findings draw the same marker). */
export function findingsByMarker(placed: readonly DiagnosticMarker[]): Map<string, Diagnostic> {
  const findings = new Map<string, Diagnostic>();
  for (const { marker, diagnostic } of placed) {
    const key = markerKey(marker);
    if (!findings.has(key)) findings.set(key, diagnostic);
  }
  return findings;
}
