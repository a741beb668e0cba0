/**
 * Skill libraries for the tests of walking and checking many skills: one drawn from the
 * benchmark's generator, and one larger than validate --all checks on one thread alone.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeSkill, rng } from '../bench/corpus';
import { tempTree } from './temp';

/**
 * `count` skills from the benchmark's generator (seeded): real-world sizes and anomalies (bad
 * YAML, UTF-8, nested skills, missing references, namesakes).
 */
export function generatedLibrary(count: number, seed: number): string {
  const random = rng(seed);
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    const skill = makeSkill(i, random);
    // A namesake's folder (the generator gives some skills a shared name) gets its number.
    const rel = `${skill.rel}/SKILL.md` in files ? `${skill.rel}-${i}` : skill.rel;
    for (const [path, text] of Object.entries(skill.files)) files[`${rel}/${path}`] = text;
  }
  return tempTree(files);
}

/**
 * 1,400 skills in 2,808 folders, more than a small library has (SMALL_LIBRARY_FOLDERS in
 * validate-command.ts), so validate --all walks it on a thread: each skill in two folders, a
 * third of them mentioning a missing file, every fiftieth named 'shared-name'.
 */
export function largeLibrary(): string {
  const root = tempTree();
  for (let i = 0; i < 1400; i++) {
    const dir = join(root, `group-${i % 7}`, `s${i}`);
    mkdirSync(join(dir, 'references'), { recursive: true });
    const name = i % 50 === 0 ? 'shared-name' : `s${i}`;
    const body =
      i % 3 === 0 ? 'See [the guide](references/missing.md).' : 'Use when asked to test.';
    writeFileSync(join(dir, 'SKILL.md'), `---\nname: ${name}\ndescription: x${i}\n---\n${body}\n`);
    writeFileSync(join(dir, 'references', 'a.md'), 'a');
  }
  return root;
}
