/**
 * Building diagnostics: the default severity of every rule under the `spec` profile, and one
 * constructor so every finding is made the same way.
 */
import type { Message } from '../i18n/message';
import type { Diagnostic, Fix, Range, RuleCode, Severity } from './types';

/** A severity, or 'off' for rules a profile does not run. */
export type Level = Severity | 'off';

/** Severities under `spec`: the specification as skills-ref checks it, plus the studio's advice. */
export const SPEC_LEVELS: Record<RuleCode, Level> = {
  'path-not-directory': 'error',
  'skill-md-missing': 'error',
  'skill-md-unreadable': 'error',
  'encoding-not-utf8': 'error',
  bom: 'error',
  'frontmatter-missing': 'error',
  'frontmatter-unclosed': 'error',
  'frontmatter-not-mapping': 'error',
  'frontmatter-too-large': 'error',
  'yaml-syntax': 'error',
  'yaml-flow-style': 'error',
  'yaml-anchor-alias': 'error',
  'yaml-tag': 'error',
  'yaml-duplicate-key': 'error',
  'field-unknown': 'error',
  'name-missing': 'error',
  'name-empty': 'error',
  'name-not-string': 'error',
  'name-too-long': 'error',
  'name-not-lowercase': 'error',
  'name-hyphen-edge': 'error',
  'name-hyphen-double': 'error',
  'name-invalid-chars': 'error',
  'name-dir-mismatch': 'error',
  'description-missing': 'error',
  'description-empty': 'error',
  'description-not-string': 'error',
  'description-too-long': 'error',
  'compatibility-not-string': 'error',
  'compatibility-too-long': 'error',
  'skill-md-lowercase': 'warning',
  'skill-nested': 'warning',
  'name-duplicate': 'warning',
  'skills-ref-misparse': 'warning',
  'metadata-not-string-map': 'warning',
  'license-not-string': 'warning',
  'allowed-tools-format': 'warning',
  'body-empty': 'warning',
  'reference-missing': 'warning',
  'file-large': 'warning',
  // Authoring advice: the same under every profile, spec's too, and never part of a verdict.
  'body-too-long': 'advice',
  'body-too-many-tokens': 'advice',
  'description-no-trigger': 'advice',
  'description-placeholder': 'advice',
  'description-vague': 'advice',
  'reference-deep': 'advice',
  'description-third-person': 'advice',
  'description-cut': 'advice',
  'description-duplicate': 'advice',
  'name-vague': 'advice',
  'body-placeholder': 'advice',
  'path-windows': 'advice',
  'argument-dollar-digit': 'advice',
  'arguments-literal': 'advice',
  'skill-dir-literal': 'advice',
  'install-unpinned': 'advice',
  'mcp-tool-unqualified': 'advice',
  'readme-in-skill': 'advice',
  'script-no-shebang': 'advice',
  'script-not-executable': 'advice',
  'reference-no-toc': 'advice',
  'file-unmentioned': 'advice',
  // Rules of other profiles: off unless a profile turns them on.
  'name-not-ascii': 'off',
  'name-reserved-word': 'off',
  'description-xml': 'off',
  'too-many-files': 'off',
  'plugin-manifest': 'off',
  'frontmatter-no-final-newline': 'off',
  'value-typed': 'off',
  // A destination's warning; never under spec, whose verdict is skills-ref's.
  'skill-md-case-clash': 'off',
};

/** The optional parts of a diagnostic. */
export interface DiagnosticExtras {
  ref?: string;
  fixes?: Fix[];
  related?: Range[];
  file?: string;
}

/** Makes a diagnostic with the `spec` severity of its code (profiles adjust it later). */
export function diagnostic(
  code: RuleCode,
  message: Message,
  range: Range,
  extras: DiagnosticExtras = {},
): Diagnostic {
  const level = SPEC_LEVELS[code];
  const d: Diagnostic = { code, severity: level === 'off' ? 'info' : level, message, range };
  if (extras.ref !== undefined) d.ref = extras.ref;
  if (extras.fixes && extras.fixes.length > 0) d.fixes = extras.fixes;
  if (extras.related && extras.related.length > 0) d.related = extras.related;
  if (extras.file !== undefined) d.file = extras.file;
  return d;
}
