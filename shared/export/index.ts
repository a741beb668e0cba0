/**
 * Exporting skills as plugins (Claude Code plugin and marketplace, Agent Plugins 1.0, Codex):
 * the formats, their manifests checked with schemas written from each format's documentation,
 * and the layout. Pure; shared/node/archive/export-skills.ts writes it.
 */
export * from './formats';
export * from './manifests';
export * from './plan-export';
export { EXPORT_MESSAGES, exportMessage, type ExportMessageId } from './messages';
export { RESERVED_MARKETPLACE_NAMES } from './claude-schemas';
