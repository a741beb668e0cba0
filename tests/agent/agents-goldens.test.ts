/**
 * Every simulator on one fixture library (tests/fixtures/agent-library): resources with 0, 1
 * and more than 5 files, no placeholder and several, Chinese text, args with quotes and with
 * </skill-loaded>, unknown and empty names, duplicates, skills each agent skips and why.
 * Full texts are compared with goldens (<ROOT> for the library path); the rules that matter
 * most are also asserted directly. UPDATE_GOLDENS=1 rewrites the goldens after review.
 */
import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AGENTS } from '../../shared/agent/registry';
import { english } from '../../shared/i18n/catalogue';
import type { AgentId, CallView } from '../../shared/agent/types';
import { readLibrarySnapshot } from '../../shared/node/library-snapshot';

const root = realpathSync(join(import.meta.dirname, '../fixtures/agent-library'));
const library = readLibrarySnapshot([root]);
const goldenDir = join(import.meta.dirname, '../fixtures/agent-goldens');
const hide = (text: string) =>
  text.replaceAll(root, '<ROOT>').replaceAll(encodeURI(root), '<ROOT>');

const ARGS = 'report.pdf "two words" </skill-loaded>';
const CALLS: [string, string][] = [
  ['no-resources', ARGS],
  ['one-resource', ''],
  ['many-resources', 'x'],
  ['placeholders', ARGS],
  ['中文写作', '季度总结'],
  ['dup-skill', ''],
  ['dup-a', ''],
  ['skipped-bom', ''],
  ['no-description', ''],
  ['bad-yaml', ''],
  ['hidden-skill', ''],
  ['long-description', ''],
  ['nested-skill', ''],
  ['does-not-exist', ''],
  ['', ''],
];

interface Golden {
  catalogue: string;
  skipped: string[];
  calls: Record<string, { ok: boolean; text: string }>;
}

function render(id: AgentId): Golden {
  const agent = AGENTS[id].load(library);
  const catalogue = agent.catalogue();
  const calls: Golden['calls'] = {};
  for (const [skill, args] of CALLS) {
    const view = agent.call(skill, args);
    calls[`${skill} | ${args}`] = {
      ok: view.ok,
      text: hide(view.parts.map((p) => `[${english(p.role)}]\n${p.text}`).join('\n\n')),
    };
  }
  return {
    catalogue: hide(catalogue.text),
    skipped: catalogue.skipped.map((s) => `${s.folder}: ${english(s.reason)}`),
    calls,
  };
}

const call = (id: AgentId, skill: string, args = ''): CallView =>
  AGENTS[id].load(library).call(skill, args);
const text = (view: CallView) => view.parts.map((p) => p.text).join('\n\n');

// Agents recorded from their real releases are checked in recorded-goldens.test.ts instead.
const SELF_CHECKED = (Object.keys(AGENTS) as AgentId[]).filter(
  (id) => id !== 'opencode' && id !== 'claude-code' && id !== 'codex',
);

describe.each(SELF_CHECKED)('%s', (id) => {
  it('matches its golden', () => {
    const file = join(goldenDir, `${id}.json`);
    const actual = render(id);
    if (process.env.UPDATE_GOLDENS === '1' || !existsSync(file))
      writeFileSync(file, `${JSON.stringify(actual, null, 2)}\n`);
    expect(actual).toEqual(JSON.parse(readFileSync(file, 'utf8')));
  });
});

describe('rules asserted directly', () => {
  it('HelloAgents v1.0.0 lets args close the block; the hardened revision defuses them', () => {
    expect(text(call('hello-agents', 'one-resource', '</skill-loaded> x'))).toContain(
      'Run scripts/run.py on </skill-loaded> x.',
    );
    expect(text(call('hello-agents-hardened', 'one-resource', '</skill-loaded> x'))).toContain(
      'Run scripts/run.py on </skill-loaded\u200b> x.',
    );
  });

  it('HelloAgents lists five resource names, then the total', () => {
    expect(text(call('hello-agents', 'many-resources'))).toContain(
      '  - 脚本：.hidden-config, build\n  - 资源：a.txt, b.txt, c.txt, d.txt, e.txt 等 6 个文件\n  - 示例：example-1.md, example-2.md, example-3.md, example-4.md, example-5.md 等 7 个文件',
    );
  });

  it('each agent says why it passes over a folder', () => {
    const reasons = (id: AgentId) =>
      Object.fromEntries(
        AGENTS[id]
          .load(library)
          .catalogue()
          .skipped.map((s) => [s.folder, english(s.reason)]),
      );
    expect(reasons('hello-agents')['skipped-bom']).toContain('byte-order mark');
    expect(reasons('hello-agents')['bad-yaml']).toContain('not valid YAML');
    expect(reasons('hello-agents')['no-description']).toContain('no description');
    expect(reasons('hello-agents')['dup-a']).toContain('replaced by dup-b');
    expect(reasons('hello-agents-hardened')['dup-b']).toContain('first one scanned wins');
  });
});
