/**
 * The rules every skill of a library check runs, made cheaper (issue 18): nameRules answers at
 * once for a valid ASCII name that is its folder's; referenceRules indexes the skill's files and
 * folders in one loop; contextRules looks for a second SKILL.md in one pass without arrays. They
 * must find exactly what the former functions found: those are kept here as the reference,
 * verbatim from shared/skill/rules/{name,body,context}-rules.ts at 6bf1576 (each block says its
 * lines) but for their names, and both run over the bench corpus's shapes, the conformance
 * cases and names, bodies and file lists made to sit on every edge the new code tests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listOf } from '../../../shared/i18n/common-messages';
import type { Message } from '../../../shared/i18n/message';
import { codePointLength, pyStrip } from '../../../shared/py/index';
import { diagnostic } from '../../../shared/skill/diagnostic';
import { parseSkillFile, PROFILES } from '../../../shared/skill/index';
import { skillMessage } from '../../../shared/skill/messages';
import {
  bodyReferences,
  referenceRules,
  type BodyReference,
} from '../../../shared/skill/rules/body-rules';
import {
  contextRules,
  LARGE_FILE,
  MAX_UPLOAD_FILES,
} from '../../../shared/skill/rules/context-rules';
import { isValidName, MAX_NAME, nameRules, slugify } from '../../../shared/skill/rules/name-rules';
import { fixes, RuleContext } from '../../../shared/skill/rules/rule-context';
import type { Diagnostic, Fix, SkillContext } from '../../../shared/skill/types';
import { makeSkill, rng } from '../../bench/corpus';

// shared/skill/rules/name-rules.ts lines 16 and 19 at 6bf1576.
const NAME_CHAR = /^[\p{L}\p{N}-]$/u;
const PLAIN_CHARS = /^[A-Za-z0-9-]*$/;

// shared/skill/rules/name-rules.ts lines 49-168 at 6bf1576.
function formerNameRules(ctx: RuleContext): Diagnostic[] {
  const field = ctx.field('name');
  const folder = ctx.folderName;
  const folderFix = isValidName(folder)
    ? ctx.setFields(skillMessage('fix.set-name', { name: folder }), [
        { path: ['name'], value: folder },
      ])
    : undefined;
  if (!field) {
    return [
      diagnostic('name-missing', skillMessage('skill.name-missing'), ctx.openingRange, {
        ref: 'Missing required field in frontmatter: name',
        fixes: fixes(
          folderFix && { ...folderFix, title: skillMessage('fix.add-name', { name: folder }) },
        ),
      }),
    ];
  }
  const raw = field.node.kind === 'scalar' ? field.node.value : undefined;
  if (raw === undefined || pyStrip(raw) === '') {
    return [
      diagnostic(
        raw === undefined ? 'name-not-string' : 'name-empty',
        raw === undefined
          ? skillMessage('skill.name-not-string')
          : skillMessage('skill.name-empty'),
        field.valueRange,
        { ref: "Field 'name' must be a non-empty string", fixes: fixes(folderFix) },
      ),
    ];
  }

  const name = pyStrip(raw).normalize('NFKC');
  const suggestion = slugify(name);
  const suggest =
    suggestion !== '' && suggestion !== name
      ? ctx.setFields(skillMessage('fix.change-name', { name: suggestion }), [
          { path: ['name'], value: suggestion },
        ])
      : undefined;
  const at = field.valueRange;
  const out: Diagnostic[] = [];
  const length = codePointLength(name);
  if (length > MAX_NAME) {
    out.push(
      diagnostic(
        'name-too-long',
        skillMessage('skill.name-too-long', { length, max: MAX_NAME }),
        at,
        {
          ref: `Skill name '${name}' exceeds ${MAX_NAME} character limit (${length} chars)`,
          fixes: fixes(suggest),
        },
      ),
    );
  }
  if (name !== name.toLowerCase()) {
    out.push(
      diagnostic('name-not-lowercase', skillMessage('skill.name-not-lowercase', { name }), at, {
        ref: `Skill name '${name}' must be lowercase`,
        fixes: fixes(suggest),
      }),
    );
  }
  if (name.startsWith('-') || name.endsWith('-')) {
    out.push(
      diagnostic('name-hyphen-edge', skillMessage('skill.name-hyphen-edge'), at, {
        ref: 'Skill name cannot start or end with a hyphen',
        fixes: fixes(suggest),
      }),
    );
  }
  if (name.includes('--')) {
    out.push(
      diagnostic('name-hyphen-double', skillMessage('skill.name-hyphen-double'), at, {
        ref: 'Skill name cannot contain consecutive hyphens',
        fixes: fixes(suggest),
      }),
    );
  }
  // Nearly every name is ASCII letters, digits and hyphens: then no character is bad, and the
  // per-character Unicode test (and its arrays) is not needed.
  const bad = PLAIN_CHARS.test(name)
    ? []
    : [...new Set([...name].filter((c) => !NAME_CHAR.test(c)))];
  if (bad.length > 0) {
    out.push(
      diagnostic(
        'name-invalid-chars',
        skillMessage('skill.name-invalid-chars', { chars: listOf(bad.map(formerDescribeChar)) }),
        at,
        {
          ref: `Skill name '${name}' contains invalid characters. Only letters, digits, and hyphens are allowed.`,
          fixes: fixes(suggest),
        },
      ),
    );
  }
  if (folder.normalize('NFKC') !== name) {
    const renameFolder = isValidName(name)
      ? {
          kind: 'rename-folder' as const,
          title: skillMessage('fix.rename-folder', { name }),
          newName: name,
        }
      : undefined;
    out.push(
      diagnostic(
        'name-dir-mismatch',
        skillMessage('skill.name-dir-mismatch', { name, folder }),
        at,
        {
          ref: `Directory name '${folder}' must match skill name '${name}'`,
          fixes: fixes(folderFix, renameFolder),
        },
      ),
    );
  }
  return out;
}

// shared/skill/rules/name-rules.ts lines 171-178 at 6bf1576.
function formerDescribeChar(c: string): Message {
  const code = c.codePointAt(0) ?? 0;
  if (c === ' ') return skillMessage('skill.char.space');
  if (c === '_') return skillMessage('skill.char.underscore');
  if (/\p{M}/u.test(c)) return skillMessage('skill.char.combining', { code: formerHex(code) });
  if (/[\p{Z}\p{C}]/u.test(c))
    return skillMessage('skill.char.invisible', { code: formerHex(code) });
  return skillMessage('skill.char.other', { char: c });
}

// shared/skill/rules/name-rules.ts lines 180-182 at 6bf1576.
function formerHex(code: number): string {
  return code.toString(16).toUpperCase().padStart(4, '0');
}

// shared/skill/rules/body-rules.ts lines 158-194 at 6bf1576.
function formerReferenceRules(ctx: RuleContext): Diagnostic[] {
  const files = ctx.skill.files;
  if (!files || !ctx.parsed.complete) return [];
  const refs = bodyReferences(ctx.parsed.body);
  // Most bodies mention no file: the skill's paths are indexed only for those that do.
  if (refs.length === 0) return [];
  const known = new Set(files.map((f) => f.path));
  const folders = new Set(files.flatMap((f) => formerAncestors(f.path)));
  const out: Diagnostic[] = [];
  for (const ref of refs) {
    const path = ref.path.replace(/\/$/, '');
    if (path === '' || path.startsWith('..')) continue;
    const range = ctx.bodyRange(ref.start, ref.end);
    if (!known.has(path) && !folders.has(path)) {
      out.push(
        diagnostic(
          'reference-missing',
          skillMessage('skill.reference-missing', { path: ref.path }),
          range,
          ctx.withFixes ? { fixes: formerReferenceFixes(ctx, ref, path) } : {},
        ),
      );
    } else if (known.has(path) && path.split('/').length > 2) {
      out.push(
        diagnostic(
          'reference-deep',
          skillMessage('skill.reference-deep', {
            path: ref.path,
            file: path.split('/').pop() ?? '',
          }),
          range,
        ),
      );
    }
  }
  return out;
}

// shared/skill/rules/body-rules.ts lines 198-209 at 6bf1576.
function formerReferenceFixes(ctx: RuleContext, ref: BodyReference, path: string): Fix[] {
  const out: Fix[] = [];
  if (!ref.path.endsWith('/') && formerIsCreatable(path))
    out.push({ kind: 'create-file', title: skillMessage('fix.create-file', { path }), path });
  if (ref.link)
    out.push({
      kind: 'edit',
      title: skillMessage('fix.remove-link'),
      edits: [{ range: ctx.bodyRange(ref.link.start, ref.link.end), newText: ref.link.text }],
    });
  return out;
}

// shared/skill/rules/body-rules.ts lines 212-216 at 6bf1576.
function formerIsCreatable(path: string): boolean {
  return path
    .split('/')
    .every((part) => part !== '' && part !== '.' && !/[<>:"|?*\\]|[. ]$/.test(part));
}

// shared/skill/rules/body-rules.ts lines 270-273 at 6bf1576.
function formerAncestors(path: string): string[] {
  const parts = path.split('/');
  return parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join('/'));
}

// shared/skill/rules/context-rules.ts lines 20-91 at 6bf1576.
function formerContextRules(ctx: RuleContext): Diagnostic[] {
  const { skill } = ctx;
  const top = ctx.openingRange;
  const out: Diagnostic[] = [];
  if (skill.skillMdName && skill.skillMdName !== 'SKILL.md') {
    out.push(
      diagnostic(
        'skill-md-lowercase',
        skillMessage('skill.skill-md-lowercase', { file: skill.skillMdName }),
        top,
        {
          fixes: [
            {
              kind: 'rename-file',
              title: skillMessage('fix.rename-to-skill-md'),
              from: skill.skillMdName,
              to: 'SKILL.md',
            },
          ],
        },
      ),
    );
  }
  out.push(...formerCaseClash(ctx));
  if (skill.parentSkill !== undefined) {
    out.push(
      diagnostic(
        'skill-nested',
        skillMessage('skill.skill-nested', { parent: skill.parentSkill }),
        top,
      ),
    );
  }
  if (skill.sameNameAs && skill.sameNameAs.length > 0) {
    const name = ctx.field('name');
    out.push(
      diagnostic(
        'name-duplicate',
        skillMessage('skill.name-duplicate', { others: listOf(skill.sameNameAs) }),
        name?.valueRange ?? top,
      ),
    );
  }
  const files = skill.files ?? [];
  for (const f of files) {
    if (f.size > LARGE_FILE) {
      out.push(
        diagnostic(
          'file-large',
          skillMessage('skill.file-large', {
            path: f.path,
            size: (f.size / LARGE_FILE).toFixed(1),
          }),
          top,
        ),
      );
    }
  }
  if (files.length > MAX_UPLOAD_FILES) {
    out.push(
      diagnostic(
        'too-many-files',
        skillMessage('skill.too-many-files', { count: files.length, max: MAX_UPLOAD_FILES }),
        top,
      ),
    );
  }
  if (files.some((f) => f.path === '.claude-plugin/plugin.json')) {
    out.push(diagnostic('plugin-manifest', skillMessage('skill.plugin-manifest'), top));
  }
  return out;
}

// shared/skill/rules/context-rules.ts lines 96-111 at 6bf1576.
function formerCaseClash(ctx: RuleContext): Diagnostic[] {
  const files = ctx.skill.files ?? [];
  const variants = files
    .map((f) => f.path)
    .filter((p) => !p.includes('/') && p.toLowerCase() === 'skill.md');
  if (variants.length < 2) return [];
  const read = ctx.skill.skillMdName ?? 'SKILL.md';
  const others = variants.filter((p) => p !== read).map((p) => `"${p}"`);
  return [
    diagnostic(
      'skill-md-case-clash',
      skillMessage('skill.skill-md-case-clash', { file: read, others: listOf(others) }),
      ctx.openingRange,
    ),
  ];
}
type Rule = (ctx: RuleContext) => Diagnostic[];
const PAIRS: [string, Rule, Rule][] = [
  ['nameRules', nameRules, formerNameRules],
  ['referenceRules', referenceRules, formerReferenceRules],
  ['contextRules', contextRules, formerContextRules],
];

interface Case {
  text: string;
  folder: string;
  skill: SkillContext;
}

// Without fixes asked for, the former name rules still made a folder rename; the rules no more.
const withoutFixes = (found: Diagnostic[]) => found.map(({ fixes: _, ...d }) => d);

// Each rule and its former self over `cases`, with fixes and without: the same findings.
function compare(cases: readonly Case[]): number {
  let found = 0;
  for (const c of cases) {
    const parsed = parseSkillFile(c.text);
    for (const withFixes of [true, false]) {
      const ctx = () => new RuleContext(parsed, c.folder, PROFILES.spec, c.skill, withFixes);
      for (const [name, rule, former] of PAIRS) {
        const theirs = former(ctx());
        const ours = rule(ctx());
        expect(
          withFixes ? ours : withoutFixes(ours),
          `${name} on ${c.folder}: ${c.text.slice(0, 80)}`,
        ).toEqual(withFixes ? theirs : withoutFixes(theirs));
        found += theirs.length;
      }
    }
  }
  return found;
}

const doc = (name: string, body = 'Steps.\n') =>
  `---\nname: ${name}\ndescription: Does things. Use when asked.\n---\n${body}`;

const casesDir = join(import.meta.dirname, '../../fixtures/conformance/cases');

describe('the rules every skill runs', () => {
  it('find what they found on the bench corpus, its files as listed', () => {
    const random = rng(20261129);
    const cases: Case[] = [];
    for (let i = 0; i < 3000; i++) {
      const skill = makeSkill(i, random);
      const text = skill.files['SKILL.md'] ?? skill.files['skill.md'] ?? '';
      const files = Object.entries(skill.files).map(([path, content]) => ({
        path,
        size: content.length * (i % 97 === 0 ? 9000 : 1),
      }));
      cases.push({
        text,
        folder: skill.rel,
        skill: { skillMdName: 'SKILL.md' in skill.files ? 'SKILL.md' : 'skill.md', files },
      });
    }
    expect(compare(cases)).toBeGreaterThan(1000);
  });

  it('find what they found on every conformance case', () => {
    const cases: Case[] = [];
    for (const group of readdirSync(casesDir, { withFileTypes: true })) {
      if (!group.isDirectory()) continue;
      for (const folder of readdirSync(join(casesDir, group.name), { withFileTypes: true })) {
        if (!folder.isDirectory()) continue;
        const dir = join(casesDir, group.name, folder.name);
        const names = readdirSync(dir);
        const md = readdirSync(dir, { withFileTypes: true }).find(
          (e) => e.isFile() && e.name.toLowerCase() === 'skill.md',
        )?.name;
        if (md === undefined) continue;
        const files = names.map((path) => ({ path, size: 100 }));
        cases.push({
          text: readFileSync(join(dir, md), 'utf8'),
          folder: folder.name,
          skill: { files },
        });
      }
    }
    expect(cases.length).toBeGreaterThan(50);
    compare(cases);
  });

  it('find what they found for names on every edge of the quick answer', () => {
    const names = [
      'pdf',
      'pdf-tools',
      'a',
      '0',
      'a-b-c-9',
      'x'.repeat(64),
      'x'.repeat(65),
      'PDF',
      'Pdf-tools',
      '-pdf',
      'pdf-',
      'pdf--tools',
      'pdf_tools',
      'pdf tools',
      '"pdf"',
      "'pdf'",
      ' pdf',
      'pdf ',
      'ｐｄｆ',
      'café',
      'ｐｄｆ-tools',
      'naïve',
      'İstanbul',
      '数据',
      'e\u0301',
      '',
      '""',
      '[a, b]',
      '{a: 1}',
      '123',
      'true',
      'null',
      'x'.repeat(63) + 'é',
    ];
    const folders = ['pdf', 'pdf-tools', 'PDF', 'ｐｄｆ', 'café', 'x'.repeat(64), 'my_skill', ''];
    const cases: Case[] = [];
    for (const name of names)
      for (const folder of [...folders, name, name.trim()])
        cases.push({ text: doc(name), folder, skill: {} });
    cases.push({ text: '---\ndescription: no name\n---\nBody\n', folder: 'pdf', skill: {} });
    cases.push({ text: '---\nname:\n  - a\ndescription: d\n---\nBody\n', folder: 'a', skill: {} });
    compare(cases);
  });

  it('find what they found for references and file lists on every edge', () => {
    const body = [
      'See [the guide](references/guide.md) and scripts/run.py.',
      'Deep: [x](references/a/b/c.md), references/a/b.md, ./assets/logo.png, [up](../x.md).',
      'A folder: [refs](references/) and scripts/, [abs](/etc/passwd), [web](https://x.io/a).',
      '[spaced](references/my%20file.md) [q](references/q.md?x=1#top) templates/t.txt',
    ].join('\n');
    const lists = [
      [],
      ['SKILL.md'],
      ['SKILL.md', 'references/guide.md', 'scripts/run.py'],
      ['SKILL.md', 'references/a/b/c.md', 'references/a/b.md', 'assets/logo.png'],
      ['SKILL.md', 'references/my file.md', 'references/q.md', 'templates/t.txt', 'x.md'],
      ['SKILL.md', 'skill.md'],
      ['SKILL.md', 'Skill.MD', 'skill.md', 'a/skill.md', 'skill.mdx'],
      ['skill.md', 'SKILL.md', 'SKİLL.md', 'ｓkill.md'],
      ['SKILL.md', '.claude-plugin/plugin.json', 'a//b/c.md', 'a/', '/lead/x.md'],
      Array.from({ length: MAX_UPLOAD_FILES + 1 }, (_, i) => `assets/f${i}.bin`),
    ];
    const cases: Case[] = [];
    for (const [i, paths] of lists.entries())
      for (const skillMdName of ['SKILL.md', 'skill.md'] as const)
        for (const sized of [1, LARGE_FILE + 1])
          cases.push({
            text: doc('pdf', body),
            folder: 'pdf',
            skill: {
              skillMdName,
              files: paths.map((path, k) => ({ path, size: k === i % 3 ? sized : 10 })),
              ...(i % 2 === 0 && { parentSkill: 'outer', sameNameAs: ['b', 'c'] }),
            },
          });
    cases.push({ text: doc('pdf', body), folder: 'pdf', skill: {} });
    expect(compare(cases)).toBeGreaterThan(100);
  });
});
