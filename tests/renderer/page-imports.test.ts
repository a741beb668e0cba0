/**
 * What the page loads before its first paint: the modules its entry (renderer/src/main.tsx)
 * imports for their values, followed through relative imports (dynamic import() is a chunk
 * of its own, loaded later, and not followed). The contract's schemas stay out of it: zod's
 * construction of them all was 50-75 ms of the page's start on the 2-core bench machine, for
 * a page that validates only the agent settings form (agent-settings-schemas.ts). The imports
 * are read with a regular expression rather than a bundler or the TypeScript API: the walk
 * needs value imports only (ts.preProcessFile lists type-only ones too) and no build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..', '..');

// `import … from './x'` and `export … from './x'`, but not `import type`, nor an import whose
// every name is marked `type` (the bundler drops both).
const FROM = /(?:^|\n)\s*(import|export)\s+([^'";]*?)\s*from\s*'(\.[^']+)'/g;
const SIDE_EFFECT = /(?:^|\n)\s*import\s+'(\.[^']+)'/g;

function typeOnly(kind: string, clause: string): boolean {
  if (/^type\s/.test(clause)) return true;
  const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
  if (kind !== 'import' || names === undefined) return false;
  const each = names
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return each.length > 0 && each.every((n) => n.startsWith('type '));
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return undefined;
}

/** Every source file the entry reaches through value imports, as repo-relative paths. */
function loadedBy(entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    const rel = relative(repo, file);
    if (seen.has(rel)) continue;
    seen.add(rel);
    const text = readFileSync(file, 'utf8');
    const specs = [
      ...[...text.matchAll(FROM)].filter((m) => !typeOnly(m[1] ?? '', m[2] ?? '')).map((m) => m[3]),
      ...[...text.matchAll(SIDE_EFFECT)].map((m) => m[1]),
    ];
    for (const spec of specs) {
      const target = spec === undefined ? undefined : resolveImport(file, spec);
      if (target) pending.push(target);
    }
  }
  return seen;
}

describe('the page at start', () => {
  const loaded = loadedBy(join(repo, 'renderer/src/main.tsx'));

  it('loads the agent settings schemas it validates with, not the contract with every schema', () => {
    // The walk does reach the form's schemas and the list's grading...
    expect(loaded).toContain('shared/ipc/agent-settings-schemas.ts');
    expect(loaded).toContain('shared/skill/grade.ts');
    // ...and none of the modules that build the contract's schemas.
    for (const schemas of [
      'shared/ipc/contract.ts',
      'shared/ipc/schemas.ts',
      'shared/ipc/search-schemas.ts',
      'shared/ipc/settings-calls.ts',
      'shared/ipc/model-calls.ts',
      'shared/models/connection.ts',
    ])
      expect(loaded).not.toContain(schemas);
  });

  it('loads the Code / Visual switch but not the visual editor, a chunk of its own', () => {
    expect(loaded).toContain('renderer/src/features/visual/visual-pane.tsx');
    expect(loaded).not.toContain('renderer/src/features/visual/visual-editor.tsx');
    for (const file of loaded)
      expect(readFileSync(join(repo, file), 'utf8'), file).not.toMatch(/from '@tiptap\//);
  });
});
