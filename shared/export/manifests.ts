/**
 * The manifests of an export, built from the user's settings and checked with the format's
 * schema before anything is written: each file as the exact text that goes in (keys in a
 * fixed order, two-space JSON, a final newline, so the same settings give the same bytes),
 * where its skills go, and every rule a value breaks, said in the user's language.
 */
import type { z } from 'zod';
import type { Message } from '../i18n/message';
import { AgentPluginManifestSchema, AGENT_PLUGIN_SCHEMA_ID } from './agent-plugin-schema';
import { ClaudePluginManifestSchema, MarketplaceSchema } from './claude-schemas';
import { CodexPluginManifestSchema } from './codex-plugin-schema';
import { FORMAT_NAMES, type ExportSettings } from './formats';
import { exportMessage, type ExportMessageId } from './messages';

/** A file the export writes that no skill holds. */
export interface GeneratedFile {
  /** Its path in the export ("/"-separated). */
  path: string;
  text: string;
}

/** The manifests, where the skills go, and what is wrong with the settings. */
export interface ExportManifests {
  files: GeneratedFile[];
  /** The folder the skill folders go in ("skills", or "plugins/NAME/skills"). */
  skillsDir: string;
  problems: Message[];
  /** Settings the format has no place for. */
  notes: Message[];
}

type Json = Record<string, unknown>;

/** Builds and checks the manifests for `settings`. */
export function buildManifests(settings: ExportSettings): ExportManifests {
  const { name } = settings;
  const problems: Message[] = [];
  const notes: Message[] = [];
  const file = (path: string, schema: z.ZodType, value: Json, unsaid?: string): GeneratedFile => {
    problems.push(...schemaProblems(path, schema, value, unsaid));
    return { path, text: `${JSON.stringify(value, null, 2)}\n` };
  };
  const meta = {
    ...(settings.version !== undefined && { version: settings.version }),
    ...(settings.description !== undefined && { description: settings.description }),
  };
  const author = settings.author === undefined ? {} : { author: { name: settings.author } };
  switch (settings.format) {
    case 'claude-plugin':
      return {
        files: [
          file('.claude-plugin/plugin.json', ClaudePluginManifestSchema, {
            name,
            ...meta,
            ...author,
          }),
        ],
        skillsDir: 'skills',
        problems,
        notes,
      };
    case 'marketplace': {
      const owner = settings.owner ?? settings.author;
      if (owner === undefined) problems.push(exportMessage('export.owner-needed'));
      const root = `plugins/${name}`;
      // A missing owner is said once (owner-needed), not again as an empty field.
      const catalogue = file(
        '.claude-plugin/marketplace.json',
        MarketplaceSchema,
        {
          name: settings.marketplace ?? name,
          owner: { name: owner ?? '' },
          plugins: [
            {
              name,
              source: `./${root}`,
              ...(settings.description !== undefined && { description: settings.description }),
            },
          ],
        },
        owner === undefined ? 'owner.name' : undefined,
      );
      const plugin = file(`${root}/.claude-plugin/plugin.json`, ClaudePluginManifestSchema, {
        name,
        ...meta,
        ...author,
      });
      return { files: [catalogue, plugin], skillsDir: `${root}/skills`, problems, notes };
    }
    case 'agent-plugin':
      return {
        files: [
          file('plugin.json', AgentPluginManifestSchema, {
            $schema: AGENT_PLUGIN_SCHEMA_ID,
            name,
            ...meta,
            ...author,
          }),
        ],
        skillsDir: 'skills',
        problems,
        notes,
      };
    case 'codex-plugin':
      if (settings.author !== undefined)
        notes.push(
          exportMessage('export.not-written', {
            format: FORMAT_NAMES['codex-plugin'],
            field: 'author',
          }),
        );
      return {
        files: [
          file('.codex-plugin/plugin.json', CodexPluginManifestSchema, {
            name,
            ...meta,
            skills: './skills/',
          }),
        ],
        skillsDir: 'skills',
        problems,
        notes,
      };
  }
}

type RuleId = Extract<ExportMessageId, `export.rule-${string}`>;

const RULES: Readonly<Record<string, RuleId>> = {
  kebab: 'export.rule-kebab',
  reserved: 'export.rule-reserved',
  impersonates: 'export.rule-impersonates',
  'agent-plugin-name': 'export.rule-agent-plugin-name',
  'codex-name': 'export.rule-codex-name',
  'codex-version': 'export.rule-codex-version',
  'relative-path': 'export.rule-relative-path',
  required: 'export.rule-required',
};

// The schemas name each rule they check by a key (their issue message); the key picks the
// sentence, so the schema stays the one place the rule lives.
function schemaProblems(
  file: string,
  schema: z.ZodType,
  value: Json,
  unsaid: string | undefined,
): Message[] {
  const parsed = schema.safeParse(value);
  if (parsed.success) return [];
  const seen = new Set<string>(unsaid === undefined ? [] : [unsaid]);
  const out: Message[] = [];
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.');
    // A value breaking two rules (a reserved name that is also not kebab-case) is said once.
    if (seen.has(field)) continue;
    seen.add(field);
    const rule = RULES[issue.message] ?? 'export.rule-type';
    out.push(
      exportMessage('export.field-invalid', {
        file,
        field,
        value: String(valueAt(value, issue.path)),
        // Every rule message takes no values.
        rule: exportMessage(rule as 'export.rule-type'),
      }),
    );
  }
  return out;
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const key of path) at = (at as Record<PropertyKey, unknown> | undefined)?.[key];
  return at;
}
