/**
 * Generated libraries (tests/tools/gen-hello-agents-fixtures.mjs) checked against a
 * reconstruction of HelloAgents v1.0.0 on real PyYAML: typed names, duplicates, anchors,
 * tags, broken YAML, BOM, CRLF, missing final newlines, non-UTF-8 bytes, resource folders
 * with hidden, nested and more than five entries, and the loader crashes v1.0.0 has.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { english } from '../../shared/i18n/catalogue';
import { helloAgents } from '../../shared/agent/hello-agents/index';
import { readLibrarySnapshot } from '../../shared/node/library-snapshot';
import { tempTree } from '../helpers/temp';

interface Generated {
  files: Record<string, string>;
  calls: [string, string][];
  expected: { catalogue: string | null; crash: string | null; results: string[] };
}

// Python wrote lone surrogates U+DC80..U+DCFF as the raw bytes they stand for (surrogateescape).
function bytesOf(text: string): Uint8Array {
  const out: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0xdc80 && code <= 0xdcff) out.push(code - 0xdc00);
    else out.push(...new TextEncoder().encode(ch));
  }
  return new Uint8Array(out);
}

function materialize(files: Record<string, string>): string {
  const root = tempTree();
  for (const [rel, text] of Object.entries(files)) {
    const path = join(root, rel);
    if (rel.endsWith('/')) {
      mkdirSync(path, { recursive: true });
      continue;
    }
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, bytesOf(text));
  }
  return root;
}

const libraries = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '../fixtures/agent-goldens/hello-agents-generated.json'),
    'utf8',
  ),
) as Generated[];

describe('HelloAgents v1.0.0 on generated libraries', () => {
  it('has a meaningful sample', () => {
    expect(libraries.length).toBeGreaterThanOrEqual(100);
    expect(libraries.some((l) => l.expected.crash)).toBe(true);
  });

  it.each(libraries.map((lib, i) => ({ i, lib })))('library $i', ({ lib }) => {
    const library = readLibrarySnapshot([materialize(lib.files)]);
    const loaded = helloAgents.load(library);
    const catalogue = loaded.catalogue();
    if (lib.expected.crash) {
      expect(catalogue.failure && english(catalogue.failure)).toContain(
        lib.expected.crash.split(':')[0],
      );
      return;
    }
    expect(catalogue.failure).toBeUndefined();
    expect(catalogue.text).toBe(lib.expected.catalogue);
    lib.calls.forEach(([skill, args], j) => {
      const view = loaded.call(skill, args);
      expect(view.parts.map((p) => p.text).join('\n\n'), `call ${j}: ${skill}`).toBe(
        lib.expected.results[j],
      );
    });
  });
});
