/**
 * The SKILL.md texts tests take as real-world seeds: the bundled library and every vendored
 * conformance case.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const repo = join(import.meta.dirname, '../..');

function skillFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) skillFiles(path, out);
    else if (name.toLowerCase() === 'skill.md') out.push(path);
  }
  return out;
}

/** Every bundled and conformance SKILL.md, as text. */
export function seedSkillTexts(): string[] {
  return [
    ...skillFiles(join(repo, 'skills')),
    ...skillFiles(join(repo, 'tests/fixtures/conformance/cases')),
  ].map((p) => readFileSync(p, 'utf8'));
}
