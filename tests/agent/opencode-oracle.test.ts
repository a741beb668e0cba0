/**
 * The OpenCode view's frontmatter reading (shared/agent/opencode/frontmatter.ts, a port of
 * gray-matter's parse around the real js-yaml 3.14.2) against the real gray-matter 4.0.3 with
 * OpenCode's retry (tests/tools/opencode-oracle.mjs), on generated files: typed scalars
 * (octal, sexagesimal, dates, booleans), colons the retry rewrites, BOM, CRLF, odd fences,
 * comments, tags, anchors and broken YAML. Errors must carry the same message.
 */
import { describe, expect, it } from 'vitest';
import { readMatter } from '../../shared/agent/opencode/frontmatter';
import { readOpenCodeSkill } from '../../shared/agent/opencode/skills';
import { generateCases, openCodeReads } from '../tools/opencode-oracle.mjs';

const cases = generateCases(400, 11);

function describeValue(value: unknown): unknown {
  if (typeof value === 'string') return value;
  if (value === undefined) return { kind: 'undefined' };
  if (value === null) return { kind: 'null' };
  if (value instanceof Date) return { kind: 'date', value: value.toISOString() };
  if (Array.isArray(value)) return { kind: 'array' };
  if (typeof value === 'object') return { kind: 'object' };
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return { kind: typeof value, value: String(value) };
  return { kind: typeof value };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

function simulated(text: string) {
  const result = readMatter(text, new Map());
  if (!result.ok) return { error: result.error };
  const data = result.matter.data;
  const skill = readOpenCodeSkill(text, new Map());
  return {
    skill: !('reason' in skill),
    name: isRecord(data) ? describeValue(data.name) : null,
    description: isRecord(data) ? describeValue(data.description) : null,
    content: result.matter.content,
  };
}

describe('OpenCode frontmatter against gray-matter 4.0.3 + js-yaml 3.14.2', () => {
  it('covers typed values, retries, skills and errors', () => {
    const outcomes = cases.map((c) => openCodeReads(c) as Record<string, unknown>);
    expect(outcomes.filter((o) => 'error' in o).length).toBeGreaterThan(10);
    expect(outcomes.filter((o) => o.skill === true).length).toBeGreaterThan(50);
    expect(outcomes.filter((o) => o.skill === false).length).toBeGreaterThan(100);
  });

  it.each(cases.map((text, i) => [i, JSON.stringify(text).slice(0, 70), text] as const))(
    '#%i %s',
    (_i, _label, text) => {
      expect(simulated(text)).toEqual(openCodeReads(text));
    },
  );

  it('a retry on an unchanged text returns gray-matter’s cached empty data, as in OpenCode', () => {
    // "[unclosed" has no colon, so the rewrite changes nothing and the cache answers.
    const text = '---\nname: x\ndescription: [unclosed\n---\nBody.\n';
    expect(openCodeReads(text)).toEqual({
      skill: false,
      name: { kind: 'undefined' },
      description: { kind: 'undefined' },
      content: text,
    });
    expect(simulated(text)).toEqual(openCodeReads(text));
  });
});
