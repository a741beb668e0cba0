/**
 * validate --all joins what goes to one stream in a row into one write (issue 18: a write to a
 * pipe is a system call, and 10,000 skills made about 13,000), and never reorders: both
 * streams, and the two merged as a terminal or `2>&1` shows them, read as one write per report.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../shared/node/cli/main';
import { skillMd, tempTree } from '../../helpers/temp';
import { cli } from '../../helpers/cli';

// Long enough and saying when: no advice, so a valid skill writes to stdout alone.
const GOOD = 'Writes weekly status reports from notes. Use when the user asks for a status report.';

describe('validate --all output', () => {
  it('the same bytes in the same order on each stream and merged, in far fewer writes', async () => {
    // Valid ones (stdout), invalid ones (stderr) and a valid one with warnings (both), in runs.
    const files: Record<string, string> = {};
    const names: string[] = [];
    for (let i = 0; i < 24; i++) {
      const name = `s${String(i).padStart(2, '0')}`;
      names.push(name);
      // Descriptions unlike each other: twins are library-wide advice, which a skill checked
      // alone (the oracle below) cannot have.
      const good = `${GOOD} About ${name}a, ${name}b, ${name}c and ${name}d.`;
      files[`${name}/SKILL.md`] =
        i % 5 < 2
          ? skillMd(name, good)
          : i % 5 === 2
            ? `${skillMd(name, good)}\nSee [the guide](references/missing.md).\n`
            : `---\nname: Bad_${i}\ndescription: x${i}\n---\nbody\n`;
    }
    const root = tempTree(files);
    const writes: { to: 'out' | 'err'; text: string }[] = [];
    const rc = await runCli(['validate', '--all', '.'], {
      cwd: root,
      stdout: (text) => writes.push({ to: 'out', text }),
      stderr: (text) => writes.push({ to: 'err', text }),
    });
    expect(rc).toBe(1);

    // What one write per report gives: each skill checked alone (its out, then its err), then
    // the summary line.
    let out = '';
    let err = '';
    let merged = '';
    for (const name of names) {
      const one = await cli(root, 'validate', name);
      out += one.out;
      err += one.err;
      merged += one.out + one.err;
    }
    const summary = (await cli(root, 'validate', '--all', '.')).out.split('\n').at(-2) ?? '';
    expect(summary).toMatch(/^Checked 24 skills: /);
    out += `${summary}\n`;
    merged += `${summary}\n`;

    const text = (to?: 'out' | 'err') =>
      writes
        .filter((w) => to === undefined || w.to === to)
        .map((w) => w.text)
        .join('');
    expect(text('out')).toBe(out);
    expect(text('err')).toBe(err);
    expect(text()).toBe(merged);
    // One write per run of the same stream: never two in a row to one stream.
    expect(writes.every((w, i) => i === 0 || writes[i - 1]?.to !== w.to)).toBe(true);
    // At most one write per stream per skill (its report), valid ones' advice on stderr included.
    expect(writes.length).toBeLessThan(names.length * 2);
  });
});
