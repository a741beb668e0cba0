/**
 * A skill checked once (foundOf) and graded for a profile (gradeFound) gets what validating it
 * alone under that profile and checkOf give: over the conformance cases, files that trip the
 * rules only some profiles turn on, and the bench corpus's shapes (frontmatter heads as a
 * library's first list reads them, whole files with their file lists as the background check
 * reads them), each file checked twice (the second time from what was shared) and in an order
 * that mixes the shapes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeSkill, rng } from '../../bench/corpus';
import { frontmatterEnd } from '../../../shared/node/read-head';
import { parseSkillFile, PROFILE_IDS, validateSkill } from '../../../shared/skill/index';
import type { ParsedSkillFile, SkillContext } from '../../../shared/skill/index';
import { foundOf, gradeFound } from '../../../shared/skill/grade';
import { checkOf } from '../../../shared/skill/summary';

const casesDir = join(import.meta.dirname, '../../fixtures/conformance/cases');

interface Case {
  parsed: ParsedSkillFile;
  folder: string;
  skill: SkillContext;
}

// The head a level-1 read keeps of a file (read-head.ts), as text.
function headOf(text: string): { head: string; complete: boolean } {
  const bytes = new TextEncoder().encode(text);
  const end = frontmatterEnd(bytes, bytes.length);
  return end === undefined
    ? { head: text, complete: true }
    : { head: new TextDecoder().decode(bytes.subarray(0, end)), complete: false };
}

function casesOf(text: string, folder: string, skill: SkillContext): Case[] {
  const { head, complete } = headOf(text);
  return [
    { parsed: parseSkillFile(text, { fixes: false, remember: false }), folder, skill },
    {
      parsed: parseSkillFile(head, { complete, fixes: false, remember: false }),
      folder,
      skill: { ...skill, files: undefined },
    },
  ];
}

function conformanceCases(): Case[] {
  const out: Case[] = [];
  for (const group of readdirSync(casesDir, { withFileTypes: true })) {
    if (!group.isDirectory()) continue;
    for (const folder of readdirSync(join(casesDir, group.name), { withFileTypes: true })) {
      if (!folder.isDirectory()) continue;
      const dir = join(casesDir, group.name, folder.name);
      const md = readdirSync(dir, { withFileTypes: true }).find(
        (e) => e.isFile() && e.name.toLowerCase() === 'skill.md',
      )?.name;
      if (md === undefined) continue;
      const files = readdirSync(dir).map((path) => ({ path, size: 100 }));
      out.push(
        ...casesOf(readFileSync(join(dir, md), 'utf8'), folder.name, { skillMdName: md, files }),
      );
    }
  }
  return out;
}

function corpusCases(count: number): Case[] {
  const random = rng(20261129);
  const out: Case[] = [];
  for (let i = 0; i < count; i++) {
    const skill = makeSkill(i, random);
    const skillMdName = 'SKILL.md' in skill.files ? 'SKILL.md' : 'skill.md';
    const files = Object.entries(skill.files).map(([path, content]) => ({
      path,
      size: content.length * (i % 97 === 0 ? 9000 : 1),
    }));
    // Some with namesakes and a parent, as a library list finds them.
    const around: SkillContext =
      i % 13 === 0 ? { sameNameAs: ['other/place'], parentSkill: 'outer' } : { sameNameAs: [] };
    out.push(
      ...casesOf(skill.files[skillMdName] ?? '', skill.rel, { skillMdName, files, ...around }),
    );
  }
  return out;
}

// Each profile's check as four separate validations make it.
function separately({ parsed, folder, skill }: Case) {
  return Object.fromEntries(
    PROFILE_IDS.map((id) => [
      id,
      checkOf(validateSkill(parsed, folder, id, skill, false).diagnostics),
    ]),
  );
}

// Every profile's grade of what one check found.
function graded({ parsed, folder, skill }: Case) {
  const found = foundOf(parsed, folder, skill);
  return Object.fromEntries(PROFILE_IDS.map((id) => [id, gradeFound(found, id)]));
}

function compare(cases: Case[]): Set<string> {
  const shapes = new Set<string>();
  // Twice over, the second pass from what was shared; odd cases first, so shapes interleave.
  const order = [...cases.filter((_, i) => i % 2 === 1), ...cases.filter((_, i) => i % 2 === 0)];
  for (const c of [...order, ...order]) {
    const checks = graded(c);
    expect(checks).toEqual(separately(c));
    shapes.add(JSON.stringify(checks));
  }
  return shapes;
}

// Files that trip the rules only some profiles turn on, and keys only Claude Code knows.
const PROFILE_ONLY = [
  [
    'café-claude',
    '---\nname: café-claude\ndescription: Reads <b>bold</b> text. Use when asked.\n---\nBody.\n',
  ],
  ['yes', '---\nname: yes\ndescription: 2024-01-01\n---'],
  [
    'cc',
    '---\nname: cc\ndescription: Does a thing. Use when asked.\nwhen_to_use: always\nmodel: opus\n---\n',
  ],
  [
    'mixed',
    '---\nname: mixed\ndescription: Does a thing. Use when asked.\nmodel: opus\nauthor: me\n---\n',
  ],
] as const;

describe('a skill checked once, graded for each profile', () => {
  it('gives each conformance case the checks of four separate validations', () => {
    const cases = conformanceCases();
    expect(cases.length).toBeGreaterThan(100);
    // Many different outcomes, so checks shared between the wrong skills would show.
    expect(compare(cases).size).toBeGreaterThan(20);
  });

  it('gives the bench corpus shapes the checks of four separate validations', () => {
    expect(compare(corpusCases(1500)).size).toBeGreaterThan(10);
  });

  it('gives the rules only some profiles turn on, and keys only some profiles know, their profiles', () => {
    const cases = PROFILE_ONLY.map(([folder, text]) => ({
      parsed: parseSkillFile(text, { fixes: false }),
      folder,
      skill: { files: [{ path: 'SKILL.md', size: text.length }] },
    }));
    compare(cases);
    const [upload, typed, cc, mixed] = cases.map(graded);
    expect(upload?.['claude-ai']?.codes).toEqual(
      expect.arrayContaining(['name-not-ascii', 'name-reserved-word', 'description-xml']),
    );
    expect(upload?.spec?.codes).not.toContain('name-not-ascii');
    expect(typed?.['hello-agents']?.codes).toEqual(
      expect.arrayContaining(['value-typed', 'frontmatter-no-final-newline']),
    );
    // Claude Code knows its own keys; a key it does not know keeps the finding there too.
    expect(cc?.spec?.codes).toContain('field-unknown');
    expect(cc?.['claude-code']?.codes).not.toContain('field-unknown');
    expect(mixed?.['claude-code']?.codes).toContain('field-unknown');
  });

  it('shares what was found between skills, and each grade between the skills that share it', () => {
    const parse = (name: string) =>
      parseSkillFile(`---\nname: ${name}\ndescription: Does things. Use when asked.\n---\n`);
    const a = foundOf(parse('one'), 'one');
    const b = foundOf(parse('two'), 'two');
    expect(b).toBe(a);
    expect(gradeFound(b, 'claude-code')).toBe(gradeFound(a, 'claude-code'));
  });

  it('grades what travelled once for every skill that found the same', () => {
    // After JSON.parse each skill's found is its own object: they still share one grade.
    const found = { codes: ['field-unknown', 'allowed-tools-format'], unknownKeys: ['version'] };
    const copies = [0, 1, 2].map(() => structuredClone(found));
    const checks = copies.map((f) => gradeFound(f, 'spec'));
    expect(checks[1]).toBe(checks[0]);
    expect(checks[2]).toBe(checks[0]);
    expect(gradeFound({ ...found, unknownKeys: ['author'] }, 'spec')).not.toBe(checks[0]);
  });

  it('a code this build does not know counts for nothing', () => {
    expect(gradeFound({ codes: ['from-the-future', 'description-missing'] }, 'spec')).toEqual({
      verdict: 'errors',
      errors: 1,
      warnings: 0,
      codes: ['description-missing'],
    });
  });
});
