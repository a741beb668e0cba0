/**
 * The export manifests' schemas against the formats' own documentation: every expected value
 * here is copied from the source named beside it, not from the studio's code.
 */
import { describe, expect, it } from 'vitest';
import {
  AgentPluginManifestSchema,
  AGENT_PLUGIN_SCHEMA_ID,
} from '../../shared/export/agent-plugin-schema';
import {
  ClaudePluginManifestSchema,
  MarketplaceSchema,
  RESERVED_MARKETPLACE_NAMES,
} from '../../shared/export/claude-schemas';
import { CodexPluginManifestSchema } from '../../shared/export/codex-plugin-schema';
import { buildManifests } from '../../shared/export/manifests';
import { english } from '../../shared/i18n/catalogue';

const CLAUDE_REFERENCE = 'https://code.claude.com/docs/en/plugins-reference';
const MARKETPLACES = 'https://code.claude.com/docs/en/plugin-marketplaces';
const AGENT_PLUGINS_SPEC =
  'agentplugins/agent-plugins-spec@3bf662830391e77bbb1751e3ca0d1be50872e945 spec/1.0.0.md';

describe(`Claude Code plugin.json (${CLAUDE_REFERENCE})`, () => {
  it('accepts the documented examples: the required name alone, and the quick-start manifest', () => {
    // "Required fields": `"name": "deployment-tools"`.
    expect(ClaudePluginManifestSchema.safeParse({ name: 'deployment-tools' }).success).toBe(true);
    // plugin-marketplaces, walkthrough: quality-review-plugin/.claude-plugin/plugin.json.
    const quickStart = {
      name: 'quality-review-plugin',
      description: 'Adds a quality-review skill for quick code reviews',
      version: '1.0.0',
      author: { name: 'Your Name' },
    };
    expect(ClaudePluginManifestSchema.safeParse(quickStart).success).toBe(true);
  });

  it('refuses a name that is not kebab-case or has spaces, and a field of the wrong type', () => {
    for (const name of ['My Plugin', 'My-Plugin', 'plugin_tools', '-plugin', 'a--b', ''])
      expect(ClaudePluginManifestSchema.safeParse({ name }).success, name).toBe(false);
    // "a `keywords` value that is a string instead of an array is a load error" (here: version).
    expect(ClaudePluginManifestSchema.safeParse({ name: 'x', version: 1 }).success).toBe(false);
  });
});

describe(`Claude Code marketplace.json (${MARKETPLACES})`, () => {
  // The walkthrough's my-marketplace/.claude-plugin/marketplace.json.
  const documented = {
    name: 'my-plugins',
    owner: { name: 'Your Name' },
    plugins: [
      {
        name: 'quality-review-plugin',
        source: './plugins/quality-review-plugin',
        description: 'Adds a quality-review skill for quick code reviews',
      },
    ],
  };

  it('accepts the documented example; name, owner.name and plugins[{name, source}] are required', () => {
    expect(MarketplaceSchema.safeParse(documented).success).toBe(true);
    expect(MarketplaceSchema.safeParse({ ...documented, owner: {} }).success).toBe(false);
    expect(MarketplaceSchema.safeParse({ ...documented, plugins: [] }).success).toBe(false);
    const noSource = { ...documented, plugins: [{ name: 'quality-review-plugin' }] };
    expect(MarketplaceSchema.safeParse(noSource).success).toBe(false);
  });

  it('refuses every reserved name and the documented impersonations', () => {
    // "Reserved names", verbatim, in the documentation's order.
    const documentedReserved = [
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
    expect(RESERVED_MARKETPLACE_NAMES).toEqual(documentedReserved);
    for (const name of [...documentedReserved, 'official-claude-plugins', 'anthropic-plugins-v2'])
      expect(MarketplaceSchema.safeParse({ ...documented, name }).success, name).toBe(false);
  });

  it('a relative source starts with ./ and never climbs out ("Don\'t use ../")', () => {
    for (const source of ['plugins/x', '../x', './plugins/../../x', './', '/abs'])
      expect(
        MarketplaceSchema.safeParse({ ...documented, plugins: [{ name: 'x', source }] }).success,
        source,
      ).toBe(false);
  });
});

describe(`Agent Plugins 1.0.0 plugin.json (${AGENT_PLUGINS_SPEC})`, () => {
  it('§5.2: the minimal manifest is valid; $schema is the canonical identifier and required', () => {
    const minimal = {
      $schema: 'https://agent-plugins.org/schemas/1.0.0/plugin.schema.json',
      name: 'minimal-plugin',
    };
    expect(AGENT_PLUGIN_SCHEMA_ID).toBe(minimal.$schema);
    expect(AgentPluginManifestSchema.safeParse(minimal).success).toBe(true);
    expect(AgentPluginManifestSchema.safeParse({ name: 'minimal-plugin' }).success).toBe(false);
    const other = {
      ...minimal,
      $schema: 'https://open-plugins.com/schemas/1.0.0/plugin.schema.json',
    };
    expect(AgentPluginManifestSchema.safeParse(other).success).toBe(false);
  });

  it('§5.5: the valid and invalid names the specification lists', () => {
    const at = (name: string) => ({ $schema: AGENT_PLUGIN_SCHEMA_ID, name });
    for (const name of ['my-plugin', 'acme.tools', 'lint3r', 'a', 'x'.repeat(64)])
      expect(AgentPluginManifestSchema.safeParse(at(name)).success, name).toBe(true);
    for (const name of ['My-Plugin', '-start', 'has--double', 'too.many..dots', '', 'x'.repeat(65)])
      expect(AgentPluginManifestSchema.safeParse(at(name)).success, name).toBe(false);
  });

  it('§5.4: author holds only name, email and url', () => {
    const m = { $schema: AGENT_PLUGIN_SCHEMA_ID, name: 'p', author: { name: 'A', team: 'B' } };
    expect(AgentPluginManifestSchema.safeParse(m).success).toBe(false);
  });
});

describe('Codex .codex-plugin/plugin.json (openai/codex@19b965ad core-plugins/src/manifest.rs, store.rs)', () => {
  const ok = { name: 'demo-plugin', skills: './skills/' };
  it('accepts the name of Codex own tests and a ./ skills path', () => {
    expect(CodexPluginManifestSchema.safeParse(ok).success).toBe(true);
    expect(CodexPluginManifestSchema.safeParse({ ...ok, version: '1.2.0+build_3' }).success).toBe(
      true,
    );
  });

  it('refuses what validate_plugin_segment, validate_plugin_version_segment and resolve_manifest_path refuse', () => {
    for (const name of ['', 'demo plugin', 'demo.plugin', 'démo', 'a/b'])
      expect(CodexPluginManifestSchema.safeParse({ ...ok, name }).success, name).toBe(false);
    for (const version of ['.', '..', '1 0', '1/0', ''])
      expect(CodexPluginManifestSchema.safeParse({ ...ok, version }).success, version).toBe(false);
    for (const skills of ['skills', './', './../skills', '/skills'])
      expect(CodexPluginManifestSchema.safeParse({ ...ok, skills }).success, skills).toBe(false);
  });
});

describe('buildManifests', () => {
  it('writes each format its documented files, in fixed key order', () => {
    const base = { name: 'my-plugin', version: '1.0.0', description: 'Tools.', author: 'Ann' };
    const claude = buildManifests({ format: 'claude-plugin', ...base });
    expect(claude.files).toEqual([
      {
        path: '.claude-plugin/plugin.json',
        text: '{\n  "name": "my-plugin",\n  "version": "1.0.0",\n  "description": "Tools.",\n  "author": {\n    "name": "Ann"\n  }\n}\n',
      },
    ]);
    expect(claude.skillsDir).toBe('skills');
    const market = buildManifests({ format: 'marketplace', ...base, marketplace: 'ann-tools' });
    expect(market.problems).toEqual([]);
    expect(market.files.map((f) => f.path)).toEqual([
      '.claude-plugin/marketplace.json',
      'plugins/my-plugin/.claude-plugin/plugin.json',
    ]);
    expect(JSON.parse(market.files[0]?.text ?? '')).toEqual({
      name: 'ann-tools',
      owner: { name: 'Ann' },
      plugins: [{ name: 'my-plugin', source: './plugins/my-plugin', description: 'Tools.' }],
    });
    expect(market.skillsDir).toBe('plugins/my-plugin/skills');
    const agent = buildManifests({ format: 'agent-plugin', ...base });
    expect(agent.files[0]?.path).toBe('plugin.json');
    expect(JSON.parse(agent.files[0]?.text ?? '')).toHaveProperty(
      '$schema',
      AGENT_PLUGIN_SCHEMA_ID,
    );
    const codex = buildManifests({ format: 'codex-plugin', ...base });
    expect(JSON.parse(codex.files[0]?.text ?? '')).toEqual({
      name: 'my-plugin',
      version: '1.0.0',
      description: 'Tools.',
      skills: './skills/',
    });
    expect(codex.notes.map(english)).toEqual([
      'Codex plugin has no field for author; it is not written.',
    ]);
  });

  it('says what is wrong, once per field, in words (a reserved marketplace name, a bad plugin name)', () => {
    const market = buildManifests({
      format: 'marketplace',
      name: 'My Plugin',
      marketplace: 'claude-plugins-official',
      author: 'Ann',
    });
    expect(market.problems.map(english)).toEqual([
      '.claude-plugin/marketplace.json: name "claude-plugins-official" is reserved for official Anthropic use',
      '.claude-plugin/marketplace.json: plugins.0.name "My Plugin" must be kebab-case: lowercase letters and digits, words joined by single hyphens',
      'plugins/My Plugin/.claude-plugin/plugin.json: name "My Plugin" must be kebab-case: lowercase letters and digits, words joined by single hyphens',
    ]);
    const noOwner = buildManifests({ format: 'marketplace', name: 'p' });
    expect(noOwner.problems.map(english)).toEqual([
      "A marketplace needs its owner's name (--owner, or --author).",
    ]);
  });
});
