/**
 * The Codex plugin manifest (`.codex-plugin/plugin.json`), written from Codex's own code,
 * openai/codex:
 *
 * - @3688f6843232c363108e03d933693c41b2cbad09 codex-rs/core/src/plugins/manifest.rs: the path
 *   `.codex-plugin/plugin.json` (via PLUGIN_MANIFEST_PATH).
 * - @19b965ad10cafadb4e25e927b8a5576c0085fadf codex-rs/core-plugins/src/manifest.rs
 *   (RawPluginManifest): the fields `name`, `version`, `description`, `skills`, `mcpServers`,
 *   `apps`, `interface`, read with serde (unknown fields ignored); `resolve_manifest_path`: a
 *   path field is ignored unless it starts with `./`, is more than `./`, and has no `..` part;
 *   a blank `name` falls back to the plugin folder's name.
 * - the same commit, codex-rs/core-plugins/src/store.rs: installing refuses a name that fails
 *   `validate_plugin_segment` (codex-rs/plugin/src/plugin_id.rs, re-exported from
 *   codex-rs/plugin/src/lib.rs@74ed588fc1afeee4b36e08af168a65ba62f0cafb: not empty, only ASCII
 *   letters, digits, `_` and `-`), and a `version` that is blank, `.` or `..`, or holds other
 *   than ASCII letters, digits, `.`, `+`, `_` and `-` (`validate_plugin_version_segment`); the
 *   version names the cache folder (`local` when there is none).
 *
 * The studio always writes `skills` ("./skills/") rather than rely on a default. Strict, so a
 * passing export writes only fields Codex reads.
 */
import { z } from 'zod';

/** validate_plugin_segment: ASCII letters, digits, "_" and "-". */
export const CODEX_PLUGIN_NAME = /^[A-Za-z0-9_-]+$/;
/** validate_plugin_version_segment. */
export const CODEX_PLUGIN_VERSION = /^(?!\.{1,2}$)[A-Za-z0-9._+-]+$/;

/** `.codex-plugin/plugin.json` as the studio writes it. */
export const CodexPluginManifestSchema = z.strictObject({
  name: z.string().regex(CODEX_PLUGIN_NAME, 'codex-name'),
  version: z.string().regex(CODEX_PLUGIN_VERSION, 'codex-version').optional(),
  description: z.string().optional(),
  skills: z
    .string()
    .regex(/^\.\/(?:[^/]+\/?)+$/, 'relative-path')
    .refine((s) => !s.split('/').includes('..'), 'relative-path'),
});
