/**
 * The HelloAgents goldens recorded from the real v1.0.0 code: every call's result and every
 * library's catalogue, byte for byte, through the simulator and through the CLI.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { helloAgents } from '../../shared/agent/hello-agents/index';
import { memoryIo } from '../../shared/node/cli/io';
import { runCli } from '../../shared/node/cli/main';
import { readLibrarySnapshot } from '../../shared/node/library-snapshot';

interface Goldens {
  catalogues: Record<string, string>;
  cases: { case: string; library: string; skill: string; args: string; result: string }[];
}

const dir = join(import.meta.dirname, '../fixtures/agent-goldens/hello-agents');
const goldens = JSON.parse(readFileSync(join(dir, 'cases.json'), 'utf8')) as Goldens;

describe('HelloAgents goldens', () => {
  it.each(Object.entries(goldens.catalogues))('catalogue of %s', (library, expected) => {
    expect(helloAgents.load(readLibrarySnapshot([join(dir, library)])).catalogue().text).toBe(
      expected,
    );
  });

  it.each(goldens.cases)('$case', ({ library, skill, args, result }) => {
    const view = helloAgents.load(readLibrarySnapshot([join(dir, library)])).call(skill, args);
    expect(view.parts.map((p) => p.text).join('\n\n')).toBe(result);
  });

  it.each(goldens.cases)(
    'CLI prints exactly the result of $case',
    async ({ library, skill, args, result }) => {
      const io = memoryIo(dir);
      const rc = await runCli(
        [
          'simulate',
          '--root',
          library,
          '--agent',
          'hello-agents',
          '--skill',
          skill,
          '--args',
          args,
        ],
        io,
      );
      expect(rc).toBe(0);
      expect(io.out).toBe(result);
    },
  );

  it.each(Object.entries(goldens.catalogues))(
    'CLI prints exactly the catalogue of %s',
    async (library, expected) => {
      const io = memoryIo(dir);
      expect(await runCli(['simulate', '--root', library, '--catalog'], io)).toBe(0);
      expect(io.out).toBe(expected);
    },
  );
});
