/**
 * The Claude Code plugin manifest (`.claude-plugin/plugin.json`) and marketplace catalogue
 * (`.claude-plugin/marketplace.json`) as the studio writes them, written from Claude Code's
 * documentation (the English pages, as stored on 2026-12-01):
 *
 * - https://code.claude.com/docs/en/plugins-reference, "Plugin manifest schema": the manifest
 *   lives at `.claude-plugin/plugin.json`; "If you include a manifest, `name` is the only
 *   required field", a "Unique identifier (kebab-case, no spaces)"; metadata fields `version`,
 *   `description` (strings), `author` (object), `homepage`, `repository`, `license` (strings),
 *   `keywords` (array); "Fields with the wrong type still fail"; skills are found in the plugin's
 *   `skills/` folder as `skills/<name>/SKILL.md`, named after the folder.
 * - https://code.claude.com/docs/en/plugin-marketplaces, "Marketplace schema": required `name`
 *   ("kebab-case, no spaces"), `owner` and `plugins`; "Reserved names" (the list below, with
 *   `first-party-plugins` and `healthcare` reserved since v2.1.205) and "Names that impersonate
 *   official marketplaces, such as `official-claude-plugins` or `anthropic-plugins-v2`, are also
 *   blocked"; "Owner fields": `name` required, `email` and `url` optional; "Plugin entries":
 *   `name` (kebab-case) and `source` required, `description`, `version`, `author` (`name`
 *   required) optional; "Relative paths": a source in the same repository starts with `./`,
 *   resolves against the marketplace root (the folder holding `.claude-plugin/`), never `../`.
 *
 * The objects are strict: the studio writes documented fields only, so a test that an export
 * passes them is a test that it writes nothing Claude Code would not know.
 */
import { z } from 'zod';

/** Marketplace names Claude Code keeps for Anthropic (plugin-marketplaces, "Reserved names"). */
export const RESERVED_MARKETPLACE_NAMES: readonly string[] = [
  'claude-code-marketplace',
  'claude-code-plugins',
  'claude-plugins-official',
  'claude-plugins-community',
  'claude-community',
  'anthropic-marketplace',
  'anthropic-plugins',
  'agent-skills',
  'anthropic-agent-skills',
  'knowledge-work-plugins',
  'life-sciences',
  'claude-for-legal',
  'claude-for-financial-services',
  'financial-services-plugins',
  'first-party-plugins',
  'healthcare',
];

// The documentation gives no rule for impersonation, only examples
// (official-claude-plugins, anthropic-plugins-v2): the studio refuses any name with
// "anthropic" in it, and any with both "claude" and "official", so it never writes a
// catalogue Claude Code could block.
const IMPERSONATES = (name: string) =>
  name.includes('anthropic') || (name.includes('claude') && name.includes('official'));

/** "kebab-case, no spaces": lowercase words of letters and digits joined by single hyphens. */
export const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const kebab = z.string().regex(KEBAB_CASE, 'kebab');
const author = z.strictObject({
  name: z.string().min(1, 'required'),
  email: z.string().optional(),
  url: z.string().optional(),
});

/** `.claude-plugin/plugin.json` as the studio writes it. */
export const ClaudePluginManifestSchema = z.strictObject({
  name: kebab,
  version: z.string().min(1, 'required').optional(),
  description: z.string().optional(),
  author: author.optional(),
});

/** `.claude-plugin/marketplace.json` as the studio writes it (plugins from this repository). */
export const MarketplaceSchema = z.strictObject({
  name: kebab
    .refine((n) => !RESERVED_MARKETPLACE_NAMES.includes(n), 'reserved')
    .refine((n) => !IMPERSONATES(n), 'impersonates'),
  owner: author,
  plugins: z
    .array(
      z.strictObject({
        name: kebab,
        // A relative source: "./" and then folders, never climbing out of the repository.
        source: z
          .string()
          .regex(/^\.\/(?:[^/]+\/)*[^/]+$/, 'relative-path')
          .refine((s) => !s.split('/').includes('..'), 'relative-path'),
        description: z.string().optional(),
        version: z.string().min(1, 'required').optional(),
        author: author.optional(),
      }),
    )
    .min(1, 'required'),
});
