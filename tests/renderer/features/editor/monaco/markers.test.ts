/** The validator's findings as Monaco markers, and finding them again from a marker. */
import { skillMessage } from '../../../../../shared/skill/messages';
import { MarkerSeverity } from 'monaco-editor/esm/vs/editor/common/standalone/standaloneEnums.js';
import { describe, expect, it } from 'vitest';
import {
  diagnosticMarkers,
  findingsByMarker,
  markerKey,
  toMonacoRange,
  type SeverityMap,
} from '../../../../../renderer/src/features/editor/monaco/markers';
import { parseSkillFile, validateSkill } from '../../../../../shared/skill/index';
import type { Diagnostic } from '../../../../../shared/skill/types';

// Monaco's own enum (a plain module, loadable in Node).
const SEVERITY: SeverityMap = {
  error: MarkerSeverity.Error,
  warning: MarkerSeverity.Warning,
  advice: MarkerSeverity.Info,
  info: MarkerSeverity.Info,
};

const range = (l1: number, c1: number, l2: number, c2: number) => ({
  start: { line: l1, column: c1 },
  end: { line: l2, column: c2 },
});

describe('diagnostic markers', () => {
  const unknown: Diagnostic = {
    code: 'field-unknown',
    severity: 'warning',
    message: skillMessage('skill.field-unknown', {
      count: 2,
      keys: '"version", "tags"',
      fields: 'name',
    }),
    range: range(3, 1, 3, 8),
    related: [range(4, 1, 4, 5)],
  };

  it('places a marker with the same 1-based, end-exclusive range, severity, message and code', () => {
    const name: Diagnostic = {
      code: 'name-not-lowercase',
      severity: 'error',
      message: skillMessage('skill.name-not-lowercase', { name: 'PDF' }),
      range: range(2, 7, 2, 10),
    };
    expect(diagnosticMarkers([name], false, SEVERITY)).toEqual([
      {
        diagnostic: name,
        marker: {
          startLineNumber: 2,
          startColumn: 7,
          endLineNumber: 2,
          endColumn: 10,
          severity: MarkerSeverity.Error,
          message: 'The name "PDF" has capital letters; skill names are all lower case.',
          code: 'name-not-lowercase',
        },
      },
    ]);
  });

  it('gives related places markers of their own, pointing to the same finding', () => {
    const placed = diagnosticMarkers([unknown], false, SEVERITY);
    expect(placed.map((p) => [p.marker.startLineNumber, p.marker.severity])).toEqual([
      [3, MarkerSeverity.Warning],
      [4, MarkerSeverity.Warning],
    ]);
    expect(placed.every((p) => p.diagnostic === unknown)).toBe(true);
  });

  it('moves line 1 one column left when the file has a BOM (Monaco keeps it aside)', () => {
    expect(toMonacoRange(range(1, 1, 1, 2), true)).toEqual({
      startLineNumber: 1,
      startColumn: 1,
      endLineNumber: 1,
      endColumn: 1,
    });
    expect(toMonacoRange(range(1, 5, 2, 5), true)).toEqual({
      startLineNumber: 1,
      startColumn: 4,
      endLineNumber: 2,
      endColumn: 5,
    });
    expect(toMonacoRange(range(1, 5, 2, 5), false).startColumn).toBe(5);
  });

  it('finds the finding from a copy of its marker, as Monaco hands it back', () => {
    const other: Diagnostic = { ...unknown, code: 'yaml-syntax', severity: 'error' };
    const placed = diagnosticMarkers([unknown, other], false, SEVERITY);
    const findings = findingsByMarker(placed);
    for (const { marker, diagnostic } of placed) {
      const copy = { ...marker, owner: 'skill-studio', resource: 'file:///x/SKILL.md' };
      expect(findings.get(markerKey(copy))).toBe(diagnostic);
    }
    // Same place, different finding: a different key.
    const [first, , third] = placed.map((p) => p.marker);
    if (!first || !third) throw new Error('expected four markers');
    expect(markerKey(first)).not.toBe(markerKey(third));
    expect(findings.get(markerKey({ ...first, message: 'else' }))).toBeUndefined();
  });

  it('places every finding of a real broken SKILL.md inside the text', () => {
    const text = '---\nname: My_Skill\ndescription: x\nversion: 1\nmetadata: {a: b}\n---\nBody\n';
    const result = validateSkill(parseSkillFile(text), 'my-skill', 'spec');
    const placed = diagnosticMarkers(result.diagnostics, false, SEVERITY);
    const lines = text.split('\n');
    expect(placed.length).toBeGreaterThanOrEqual(result.diagnostics.length);
    for (const { marker } of placed) {
      expect(marker.startLineNumber).toBeGreaterThanOrEqual(1);
      expect(marker.endLineNumber).toBeLessThanOrEqual(lines.length);
      expect(marker.startColumn).toBeLessThanOrEqual(
        (lines[marker.startLineNumber - 1] ?? '').length + 1,
      );
      expect(marker.message).not.toBe('');
    }
    const name = placed.find((p) => p.diagnostic.code === 'name-invalid-chars');
    expect(name?.marker).toMatchObject({ startLineNumber: 2, startColumn: 7, endColumn: 15 });
  });
});
