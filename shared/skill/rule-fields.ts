/**
 * Which field of the frontmatter form each rule's findings belong to: one table over every
 * rule, so a new rule in `RuleCode` does not compile until it says where the form shows it
 * (a spec field, "other" for the unknown keys, or null for findings about the file, the YAML
 * or the body, which the editor and the problems list show).
 */
import type { SPEC_FIELDS } from './profiles';
import type { RuleCode } from './types';

/** A field of the form: a spec field, or the other keys. */
export type FormField = (typeof SPEC_FIELDS)[number] | 'other';

/** Every rule's form field (null: not about one field). */
export const RULE_FIELDS: Readonly<Record<RuleCode, FormField | null>> = {
  'path-not-directory': null,
  'skill-md-missing': null,
  'skill-md-unreadable': null,
  'encoding-not-utf8': null,
  bom: null,
  'frontmatter-missing': null,
  'frontmatter-unclosed': null,
  'frontmatter-not-mapping': null,
  'frontmatter-too-large': null,
  'yaml-syntax': null,
  'yaml-flow-style': null,
  'yaml-anchor-alias': null,
  'yaml-tag': null,
  'yaml-duplicate-key': null,
  'field-unknown': 'other',
  'name-missing': 'name',
  'name-empty': 'name',
  'name-not-string': 'name',
  'name-too-long': 'name',
  'name-not-lowercase': 'name',
  'name-hyphen-edge': 'name',
  'name-hyphen-double': 'name',
  'name-invalid-chars': 'name',
  'name-dir-mismatch': 'name',
  'description-missing': 'description',
  'description-empty': 'description',
  'description-not-string': 'description',
  'description-too-long': 'description',
  'compatibility-not-string': 'compatibility',
  'compatibility-too-long': 'compatibility',
  'skill-md-lowercase': null,
  'skill-md-case-clash': null,
  'skill-nested': null,
  'name-duplicate': 'name',
  'skills-ref-misparse': null,
  'metadata-not-string-map': 'metadata',
  'license-not-string': 'license',
  'allowed-tools-format': 'allowed-tools',
  'body-too-long': null,
  'body-too-many-tokens': null,
  'body-empty': null,
  'description-no-trigger': 'description',
  'description-placeholder': 'description',
  'description-vague': 'description',
  'reference-missing': null,
  'reference-deep': null,
  'file-large': null,
  'name-not-ascii': 'name',
  'name-reserved-word': 'name',
  'description-xml': 'description',
  'too-many-files': null,
  'plugin-manifest': null,
  'frontmatter-no-final-newline': null,
  // Said of name or description alike (hello-agents' typed YAML values): the editor shows it.
  'value-typed': null,
  'description-third-person': 'description',
  'description-cut': 'description',
  'description-duplicate': 'description',
  'name-vague': 'name',
  'body-placeholder': null,
  'path-windows': null,
  'argument-dollar-digit': null,
  'arguments-literal': null,
  'skill-dir-literal': null,
  'install-unpinned': null,
  'mcp-tool-unqualified': null,
  'readme-in-skill': null,
  'script-no-shebang': null,
  'script-not-executable': null,
  'reference-no-toc': null,
  'file-unmentioned': null,
};

/** The form field a finding of `code` belongs to, or undefined when none. */
export function formFieldOf(code: RuleCode): FormField | undefined {
  return RULE_FIELDS[code] ?? undefined;
}
