/**
 * What exporting says in the studio's own words (see shared/i18n/message.ts for adding one):
 * English here, the UI's Chinese in renderer/src/i18n/export-text.ts.
 */
import { messageMaker } from '../i18n/message';

/** The English of every export message, by id. */
export const EXPORT_MESSAGES = {
  'export.field-invalid': '{file}: {field} "{value}" {rule}',
  'export.rule-kebab':
    'must be kebab-case: lowercase letters and digits, words joined by single hyphens',
  'export.rule-reserved': 'is reserved for official Anthropic use',
  'export.rule-impersonates':
    'looks like an official Anthropic marketplace name, which Claude Code blocks',
  'export.rule-agent-plugin-name':
    'must be 1 to 64 lowercase letters, digits, hyphens and periods, start and end with a letter or digit, and hold no "--" or ".."',
  'export.rule-codex-name': 'may hold only ASCII letters, digits, "_" and "-"',
  'export.rule-codex-version':
    'may hold only ASCII letters, digits, ".", "+", "_" and "-", and cannot be "." or ".."',
  'export.rule-relative-path': 'must start with "./" and stay inside the plugin',
  'export.rule-required': 'cannot be empty',
  'export.rule-type': 'is not what the format allows there',
  'export.name-needed':
    'Name the plugin: several skills have no one folder name to take it from (--name).',
  'export.owner-needed': "A marketplace needs its owner's name (--owner, or --author).",
  'export.not-written': '{format} has no field for {field}; it is not written.',
  'export.skill-md-exact':
    '{reader} look only for a file named exactly SKILL.md; this skill would not be found.',
  'export.skipped': '{reader} would skip it: {reason}',
  'export.no-output-folder': 'The output folder for {dest} does not exist.',
  'export.output-inside':
    'The export would be written inside the skill "{folder}" it exports; choose an output outside it.',
  'export.folder-exists':
    '"{path}" already exists; an export is written as a new folder, never over one. Choose another name or remove it.',
  'export.invoked-as': 'Claude Code names it {command} (plugin skills are namespaced).',
} as const;

/** An export message's id. */
export type ExportMessageId = keyof typeof EXPORT_MESSAGES;

/** Says an export message. */
export const exportMessage = messageMaker(EXPORT_MESSAGES);
