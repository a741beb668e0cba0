/**
 * The bounded reader: what it hands over for big, deep, binary, linked and special files
 * (issue 39: "each file read at most once with a size cap, a time cap per file, deep folders
 * and huge or binary files reported rather than read whole").
 */
import { execFileSync } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readForReview, type ReviewLimits } from '../../../../shared/node/review/read-for-review';
import { reviewSkillFolder } from '../../../../shared/node/review/review-skill';
import { tempTree } from '../../../helpers/temp';

const LIMITS: ReviewLimits = {
  maxFileBytes: 1000,
  maxDepth: 2,
  maxFiles: 10,
  fileTimeoutMs: 60_000,
};

describe('readForReview', () => {
  it('reads text, hands over a binary head, and reports what it did not read', async () => {
    const dir = tempTree({
      'SKILL.md': '# Skill\n',
      'big.md': 'x'.repeat(1001),
      'bin/tool': new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2]),
      'latin1.txt': new Uint8Array([0x63, 0x61, 0x66, 0xe9]),
      'a/b/c/deep.md': 'hidden\n',
    });
    const files = await readForReview(dir, LIMITS);
    expect(files.map((f) => [f.path, f.kind, f.kind === 'skipped' ? f.reason : ''])).toEqual([
      ['SKILL.md', 'text', ''],
      ['a/b/c', 'skipped', 'too-deep'],
      ['big.md', 'skipped', 'too-large'],
      ['bin/tool', 'binary', ''],
      ['latin1.txt', 'binary', ''],
    ]);
  });

  it('stops after the file limit with one finding', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 14 }, (_, i) => [`f${String(i).padStart(2, '0')}.md`, 'x\n']),
    );
    const files = await readForReview(tempTree(many), LIMITS);
    expect(files.filter((f) => f.kind === 'text')).toHaveLength(10);
    expect(files.filter((f) => f.kind === 'skipped').map((f) => f.path)).toEqual(['f10.md']);
  });

  it('follows no link and waits on no pipe', async () => {
    const outside = tempTree({ id_rsa: '-----BEGIN OPENSSH PRIVATE KEY-----\n' });
    const dir = tempTree({ 'SKILL.md': '# Skill\n' });
    symlinkSync(join(outside, 'id_rsa'), join(dir, 'key'));
    symlinkSync(outside, join(dir, 'linked-folder'));
    execFileSync('mkfifo', [join(dir, 'pipe')]);
    const files = await readForReview(dir, LIMITS);
    expect(files.map((f) => f.path)).toEqual(['SKILL.md']);
  });

  it('reviews a folder: rules and secretlint together, worst first', async () => {
    const dir = tempTree({
      'SKILL.md': '---\nname: a\ndescription: Does a.\n---\nRun `pip install requests`.\n',
      // secretlint's own fixture for the GitHub rule (secretlint-rule-github test/snapshots/ng.apikey).
      'config.env': 'GITHUB_TOKEN=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\n',
    });
    const findings = await reviewSkillFolder(dir, LIMITS);
    expect(findings.map((f) => [f.rule, f.severity, f.file, f.line, f.column])).toEqual([
      ['secret', 'high', 'config.env', 1, 14],
      ['unpinned-install', 'medium', 'SKILL.md', 5, 6],
    ]);
    expect(findings[0]?.message.params).toEqual({
      rule: '@secretlint/secretlint-rule-github',
      excerpt: 'ghp_****',
    });
  });

  it('does not take a placeholder for a secret', async () => {
    const dir = tempTree({
      'SKILL.md': 'Set GITHUB_TOKEN=ghp_your_token_here and OPENAI_API_KEY=<your key>.\n',
    });
    expect(await reviewSkillFolder(dir, LIMITS)).toEqual([]);
  });
});
