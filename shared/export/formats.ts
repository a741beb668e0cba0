/**
 * The plugin formats skills export to, and for each who reads the skills in it: a Claude Code
 * plugin and a marketplace are read by Claude Code, a Codex plugin by Codex (each checked as
 * installing checks for that agent), an Agent Plugins package by any conforming client, which
 * holds skills to the Agent Skills specification (agent-plugin-schema.ts, §7.1).
 */
import { targetById } from '../install/agents';
import type { SkillReader } from '../install/install-check';

/** The formats, in the order pickers list them. */
export const EXPORT_FORMATS = [
  'claude-plugin',
  'marketplace',
  'agent-plugin',
  'codex-plugin',
] as const;

/** One of EXPORT_FORMATS. */
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** True when `value` names a format. */
export function isExportFormat(value: string): value is ExportFormat {
  return (EXPORT_FORMATS as readonly string[]).includes(value);
}

/** What the user says about the plugin (the skills come separately). */
export interface ExportSettings {
  format: ExportFormat;
  /** The plugin's name. */
  name: string;
  version?: string;
  description?: string;
  /** The author's name (and the marketplace owner's, unless `owner` is given). */
  author?: string;
  /** The marketplace's name (marketplace only; default: the plugin's name). */
  marketplace?: string;
  /** The marketplace owner's name (marketplace only). */
  owner?: string;
}

/** The format's name in messages. */
export const FORMAT_NAMES: Readonly<Record<ExportFormat, string>> = {
  'claude-plugin': 'Claude Code plugin',
  marketplace: 'Claude Code marketplace',
  'agent-plugin': 'Agent Plugins 1.0 package',
  'codex-plugin': 'Codex plugin',
};

const agent = (id: 'claude-code' | 'codex'): SkillReader => {
  const row = targetById(id);
  if (!row) throw new Error(`internal: no agent ${id}`);
  return row;
};

/** Who loads the skills of an export in `format`. */
export function readerOf(format: ExportFormat): SkillReader {
  switch (format) {
    case 'claude-plugin':
    case 'marketplace':
      return agent('claude-code');
    case 'codex-plugin':
      return agent('codex');
    case 'agent-plugin':
      return { name: 'Agent Plugins clients', profile: 'spec' };
  }
}
