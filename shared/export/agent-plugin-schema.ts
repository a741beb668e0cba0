/**
 * The Agent Plugins 1.0.0 manifest (`plugin.json` at the plugin root), written from the
 * specification: agentplugins/agent-plugins-spec@3bf662830391e77bbb1751e3ca0d1be50872e945,
 * spec/1.0.0.md:
 *
 * - §4.1 and §5.1: the manifest is `plugin.json` in the plugin root.
 * - §5.2: the schema is closed, the only top-level fields are `$schema`, `name`, `version`,
 *   `description`, `author`, `homepage`, `repository`, `license`, `keywords`, `extensions`;
 *   `$schema` MUST be `https://agent-plugins.org/schemas/1.0.0/plugin.schema.json`.
 * - §5.3: `$schema` and `name` are required. §5.4: the metadata fields are strings (`keywords`
 *   an array of strings) and `author` MAY contain only `name`, `email` and `url`, strings.
 * - §5.5: `name` is 1-64 characters of `a-z`, `0-9`, `-`, `.`, starting and ending with a letter
 *   or digit, with no `--` and no `..`.
 * - §6.1 and §7.1: skills are found only at `skills/`: each immediate child folder holding a
 *   regular file named exactly `SKILL.md` is one skill, nothing deeper is searched, and a skill
 *   that does not conform to the Agent Skills specification is skipped by clients.
 *
 * The repository's machine-readable schemas/1.0.0/plugin.schema.json (@12e8eb41) still names
 * open-plugins.com and allows `displayName`; §5.2 says the text wins where they conflict.
 */
import { z } from 'zod';

/** The canonical `$schema` of an Agent Plugins 1.0.0 manifest (§5.2). */
export const AGENT_PLUGIN_SCHEMA_ID = 'https://agent-plugins.org/schemas/1.0.0/plugin.schema.json';

/** §5.5, as one expression (the same one the repository's schema file uses). */
export const AGENT_PLUGIN_NAME = /^(?!.*(?:--|\.\.))[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/;

/** `plugin.json` as the studio writes it. */
export const AgentPluginManifestSchema = z.strictObject({
  $schema: z.literal(AGENT_PLUGIN_SCHEMA_ID, 'required'),
  name: z.string().max(64, 'agent-plugin-name').regex(AGENT_PLUGIN_NAME, 'agent-plugin-name'),
  version: z.string().optional(),
  description: z.string().optional(),
  author: z
    .strictObject({
      name: z.string().optional(),
      email: z.string().optional(),
      url: z.string().optional(),
    })
    .optional(),
});
