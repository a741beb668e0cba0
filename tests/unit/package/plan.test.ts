/**
 * The pure packaging planner: default exclusions and .skillignore, the symlink policy, names
 * that would not import safely, modes, storage and write order, and the upload-rule checks.
 */
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../shared/i18n/catalogue';
import * as pkg from '../../../shared/package/index';
import {
  compareUtf8,
  createExclusions,
  isStored,
  packageMessage,
  planSkill,
  unreadableReason,
  type LinkFacts,
  type SkillPlan,
  type SourceEntry,
} from '../../../shared/package/index';

const file = (path: string, size = 10, mode = 0o100644): SourceEntry => ({
  kind: 'file',
  path,
  size,
  mode,
  dev: 1,
  ino: path.length,
  ctimeMs: 1,
});
const link = (path: string, facts: Partial<LinkFacts>): SourceEntry => ({
  kind: 'symlink',
  path,
  link: { text: 'target', type: 'file', ...facts },
});
const plan = (entries: SourceEntry[], skillignore?: string) =>
  planSkill(
    { folder: 'my-skill', root: '/r', entries, leftOut: [] },
    createExclusions(skillignore),
  );
const reasonOf = (p: SkillPlan, path: string) =>
  inEnglish(p.leftOut.find((l) => l.path === path)?.reason);
// What the planner says, as the CLI prints it: in English.
const englishExclusions = (skillignore?: string) => {
  const exclusions = createExclusions(skillignore);
  return { reason: (path: string) => inEnglish(exclusions.reason(path)) };
};
const checkUploadRules = (...args: Parameters<typeof pkg.checkUploadRules>) =>
  inEnglish(pkg.checkUploadRules(...args));
const planArchive = (...args: Parameters<typeof pkg.planArchive>) =>
  inEnglish(pkg.planArchive(...args));

describe('exclusions', () => {
  it('leaves out secrets, VCS data, caches, OS junk, editor files and a top-level evals/, each with its rule', () => {
    const ex = englishExclusions();
    for (const path of [
      '.env',
      '.env.local',
      'scripts/.env.production',
      '.git/',
      '.git',
      'node_modules/',
      'scripts/__pycache__/',
      'scripts/x.pyc',
      '.DS_Store',
      'assets/._icon.png',
      'Thumbs.db',
      'desktop.ini',
      'notes.md.swp',
      'notes.md~',
      '.#notes.md',
      '#notes.md#',
      'evals/',
    ])
      expect(ex.reason(path), path).toMatch(/\(default rule ".+"\)$/);
    expect(ex.reason('.env')).toBe(
      'environment file: these often hold secrets (default rule ".env*")',
    );
  });

  it('keeps ordinary files, other dotfiles, and an evals/ folder that is not at the top', () => {
    const ex = englishExclusions();
    for (const path of [
      'SKILL.md',
      'scripts/run.py',
      '.skillignore',
      '.gitignore',
      'references/evals/',
    ])
      expect(ex.reason(path), path).toBeUndefined();
  });

  it('matches case-insensitively, so .ENV and THUMBS.DB are caught on every system', () => {
    const ex = englishExclusions();
    expect(ex.reason('.ENV')).toBeDefined();
    expect(ex.reason('THUMBS.DB')).toBeDefined();
  });

  it('.skillignore adds gitignore rules (naming the pattern) and can re-include a default with "!"', () => {
    const ex = englishExclusions('# comment\n\ndrafts/\n*.log\n!.env.example\n');
    expect(ex.reason('drafts/')).toBe('matches "drafts/" in .skillignore');
    expect(ex.reason('out/run.log')).toBe('matches "*.log" in .skillignore');
    expect(ex.reason('.env.example')).toBeUndefined();
    expect(ex.reason('.env')).toBeDefined();
  });

  it('a .skillignore starting with a byte-order mark still applies its first rule', () => {
    expect(englishExclusions('\uFEFFdrafts/\n').reason('drafts/')).toBeDefined();
  });
});

describe('planSkill', () => {
  it('plans files sorted by UTF-8 bytes, with 0755 for any execute bit and 0644 otherwise', () => {
    const p = plan([
      file('scripts/run.sh', 5, 0o100744),
      file('SKILL.md'),
      file('b.txt', 5, 0o100640),
      file('😀.txt'),
      file('\uFF21.txt'),
    ]);
    expect(p.files.map((f) => f.path)).toEqual([
      'SKILL.md',
      'b.txt',
      'scripts/run.sh',
      '\uFF21.txt',
      '😀.txt',
    ]);
    expect(p.files.map((f) => f.mode.toString(8))).toEqual(['644', '644', '755', '644', '644']);
  });

  it('stores already-compressed formats and empty files, deflates the rest', () => {
    expect(isStored('assets/logo.PNG', 10)).toBe(true);
    expect(isStored('docs/guide.pdf', 10)).toBe(true);
    expect(isStored('data.xlsx', 10)).toBe(true);
    expect(isStored('empty.txt', 0)).toBe(true);
    expect(isStored('notes.md', 10)).toBe(false);
    expect(isStored('.png', 10)).toBe(false);
  });

  it('a link to a file inside the skill is stored as that file, with the target content and mode', () => {
    const p = plan([
      file('SKILL.md'),
      link('latest.py', { inside: 'scripts/v2.py', size: 42, mode: 0o100755, dev: 1, ino: 9 }),
    ]);
    const stored = p.files.find((f) => f.path === 'latest.py');
    expect(stored).toMatchObject({
      source: 'scripts/v2.py',
      size: 42,
      mode: 0o755,
      via: 'latest.py',
    });
    expect(inEnglish(p.leftOut)).toEqual([]);
  });

  it('links outside the skill, broken links, links to folders and to special files are left out with the reason', () => {
    const p = plan([
      link('out.txt', { text: '../../etc/passwd' }),
      link('broken', { type: 'missing', text: 'gone.txt' }),
      link('docs', { type: 'dir', inside: 'references' }),
      link('pipe', { type: 'other', inside: 'fifo' }),
    ]);
    expect(p.files).toEqual([]);
    expect(reasonOf(p, 'out.txt')).toBe(
      'a symbolic link to something outside the skill (-> ../../etc/passwd): never followed',
    );
    expect(reasonOf(p, 'broken')).toBe('a broken symbolic link (-> gone.txt)');
    expect(reasonOf(p, 'docs')).toMatch(/to a folder .*not followed/);
    expect(reasonOf(p, 'pipe')).toMatch(/not a regular file/);
  });

  it('a link to a left-out file is left out too, so .env cannot slip in under another name', () => {
    const p = plan([link('config.txt', { inside: '.env', size: 3, mode: 0o100644 })]);
    expect(p.files).toEqual([]);
    expect(reasonOf(p, 'config.txt')).toMatch(/to "\.env", which is left out: environment file/);
  });

  it('names that would not import safely elsewhere are left out with the reason', () => {
    const p = plan([
      file('notes:v2.txt'),
      file('back\\slash.txt'),
      file('CON.txt'),
      file('trail.'),
    ]);
    expect(p.files).toEqual([]);
    expect(reasonOf(p, 'notes:v2.txt')).toMatch(/import safely.*":"/);
    expect(reasonOf(p, 'back\\slash.txt')).toMatch(/backslash/);
    expect(reasonOf(p, 'CON.txt')).toMatch(/device name/);
    expect(reasonOf(p, 'trail.')).toMatch(/ends with a dot/);
  });

  it('special files and unreadable files are left out, never opened', () => {
    const p = plan([
      { kind: 'other', path: 'fifo', what: packageMessage('package.kind.pipe') },
      { kind: 'unreadable', path: 'secret', reason: 'permission denied' },
    ]);
    expect(inEnglish(p.leftOut)).toEqual([
      { path: 'fifo', reason: 'a named pipe, not a regular file' },
      { path: 'secret', reason: 'cannot be read: permission denied' },
    ]);
  });
});

describe('planArchive and upload checks', () => {
  const skill = (folder: string, paths: string[]): SkillPlan => ({
    ...plan(paths.map((p) => file(p))),
    folder,
  });

  it('puts each skill under its own top-level folder and sorts every entry by UTF-8 bytes', () => {
    const a = planArchive([skill('a', ['SKILL.md', 'x.md']), skill('a-b', ['SKILL.md'])]);
    expect(a.problems).toEqual([]);
    // "-" (0x2d) sorts before "/" (0x2f): entries interleave across skills.
    expect(a.entries.map((e) => e.archivePath)).toEqual(['a-b/SKILL.md', 'a/SKILL.md', 'a/x.md']);
    expect(compareUtf8('a-b/SKILL.md', 'a/SKILL.md')).toBeLessThan(0);
  });

  it('two skills under one folder name, or names differing only in case, cannot share a bundle', () => {
    expect(planArchive([skill('x', ['SKILL.md']), skill('x', ['SKILL.md'])]).problems[0]).toMatch(
      /both called "x"/,
    );
    expect(planArchive([skill('X', ['SKILL.md']), skill('x', ['SKILL.md'])]).problems[0]).toMatch(
      /differ only in case/,
    );
  });

  it('a file or folder that could not be read is an error, not a quiet omission', () => {
    const plan = planSkill(
      {
        folder: 's',
        root: '/lib/s',
        entries: [
          file('SKILL.md'),
          { kind: 'unreadable', path: 'notes.md', reason: 'permission denied' },
        ],
        leftOut: [
          { path: 'private/', reason: unreadableReason('permission denied') },
          { path: '.env', reason: createExclusions().reason('.env') ?? unreadableReason('?') },
        ],
      },
      createExclusions(),
    );
    expect(checkUploadRules([plan], 'spec')).toEqual([
      {
        severity: 'error',
        folder: 's',
        message:
          '"s/notes.md" cannot be read: permission denied, so the package would miss it. Make it readable, or leave it out on purpose in .skillignore.',
      },
      {
        severity: 'error',
        folder: 's',
        message:
          '"s/private/" cannot be read: permission denied, so the package would miss it. Make it readable, or leave it out on purpose in .skillignore.',
      },
    ]);
  });

  it('a skill without SKILL.md at its top is an error for every profile, naming a deeper one', () => {
    const checks = checkUploadRules([skill('s', ['docs/SKILL.md', 'x.md'])], 'spec');
    expect(checks).toEqual([
      {
        severity: 'error',
        folder: 's',
        message:
          '"s" has no SKILL.md at its top level (there is s/docs/SKILL.md: the skill\'s SKILL.md must sit directly in its folder).',
      },
    ]);
  });

  it('claude-ai: more than 200 files, a lowercase skill.md and a second SKILL.md are errors; spec only warns', () => {
    const many = [
      'skill.md',
      'inner/SKILL.md',
      ...Array.from({ length: 200 }, (_, i) => `f${i}.md`),
    ];
    const claude = checkUploadRules([skill('s', many)], 'claude-ai');
    expect(claude.map((c) => c.severity)).toEqual(['error', 'error', 'error']);
    expect(claude.map((c) => c.message).join('\n')).toMatch(
      /in capitals[\s\S]*second SKILL.md[\s\S]*202 files/,
    );
    expect(checkUploadRules([skill('s', many)], 'spec').map((c) => c.severity)).toEqual([
      'warning',
      'warning',
    ]);
  });

  it('files differing only in case are an error: they collide on macOS and Windows and import refuses them', () => {
    const checks = checkUploadRules([skill('s', ['SKILL.md', 'README.md', 'readme.md'])], 'spec');
    expect(checks[0]?.message).toMatch(/differ only in case/);
  });

  it('claude-ai warns that a bundle must be uploaded skill by skill', () => {
    const checks = checkUploadRules(
      [skill('a', ['SKILL.md']), skill('b', ['SKILL.md'])],
      'claude-ai',
    );
    expect(checks.map((c) => c.severity)).toEqual(['warning']);
    expect(checks[0]?.message).toMatch(/one skill per archive/);
  });
});
