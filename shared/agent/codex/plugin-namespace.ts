/**
 * Codex 0.171.0's plugin namespaces: a skill below a plugin manifest is listed and mentioned as
 * `<plugin>:<name>`. The manifests are DISCOVERABLE_PLUGIN_MANIFEST_PATHS (the three below, in
 * that order, as the binary holds them side by side; openai/codex
 * codex-rs/utils/plugins/src/plugin_namespace.rs names the first two at 10596f2), and each skill
 * takes the nearest one (core-skills/src/loader/namespace.rs @2eeebc4, `SkillNamespaceResolver`):
 * a folder below the root holding a manifest folder is a plugin root, the deepest one above the
 * skill wins (`for_skill`), and without one the nearest valid manifest at or above the root
 * (`plugin_namespace_for_skill_uri`). In one folder the first manifest path that is a file is
 * the one read; when it is not JSON with a string `name` (or none) the folder names nothing, and
 * a blank name is the folder's own (`plugin_namespace_for_root_uri`). A root `plugin.json` of
 * the Agent Plugins format names no skills in 0.171.0. Recorded: codex.json's codex-plugins and
 * codex-claude-plugin.
 */
import type { PluginManifest } from '../types';
import { parseBoundedJson } from '../../json/bounded-json';

/** The manifest paths Codex looks for in a plugin root, in its order. */
export const CODEX_PLUGIN_MANIFESTS = [
  '.codex-plugin/plugin.json',
  '.claude-plugin/plugin.json',
  '.cursor-plugin/plugin.json',
] as const;

/** The namespace of a skill in the folder `rel` (relative to the root), if any. */
export function pluginNamespace(
  rel: string,
  manifests: readonly PluginManifest[],
): string | undefined {
  const parts = rel === '' ? [] : rel.split('/');
  // Nested plugin roots: strictly below the root, the deepest holding the skill's folder.
  for (let depth = parts.length; depth > 0; depth--) {
    const at = parts.slice(0, depth).join('/');
    const found = manifests.find((m) => m.rel === at);
    const name = found && manifestName(found);
    if (name !== undefined) return name;
  }
  // At or above the root: the nearest that names one.
  const above = manifests
    .filter((m) => m.rel === '' || /^\.\.(\/\.\.)*$/.test(m.rel))
    .sort((a, b) => a.rel.length - b.rel.length);
  for (const m of above) {
    const name = manifestName(m);
    if (name !== undefined) return name;
  }
  return undefined;
}

// serde's RawPluginManifestName: a JSON object whose `name`, when present, is a string; a blank
// one gives the plugin root's folder name.
function manifestName(m: PluginManifest): string | undefined {
  if (m.text === undefined) return undefined;
  let data: unknown;
  try {
    data = parseBoundedJson(m.text);
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const name = (data as { name?: unknown }).name ?? '';
  if (typeof name !== 'string') return undefined;
  return name.trim() === '' ? m.folderName : name;
}
