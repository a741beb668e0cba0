/**
 * The CLI in-process: exit codes, human and JSON output, usage errors without stack traces,
 * paths that look like options, and the bundled binary end to end.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { skillMd, tempTree } from '../../helpers/temp';
import { cli } from '../../helpers/cli';
import { scanLibrary } from '../../../shared/node/scan';

describe('skill-studio validate', () => {
  it('a valid skill: "Valid skill: NAME" on stdout, exit 0', async () => {
    const described = 'Turns meeting notes into action items. Use when the user shares notes.';
    const root = tempTree({ 'my-skill/SKILL.md': skillMd('my-skill', described) });
    expect(await cli(root, 'validate', 'my-skill')).toEqual({
      rc: 0,
      out: 'Valid skill: my-skill\n',
      err: '',
    });
    expect(await cli(root, 'validate', 'my-skill/SKILL.md')).toEqual({
      rc: 0,
      out: 'Valid skill: my-skill\n',
      err: '',
    });
    expect(await cli(join(root, 'my-skill'), 'validate', '.')).toEqual({
      rc: 0,
      out: 'Valid skill: my-skill\n',
      err: '',
    });
  });

  it("an invalid skill: skills-ref's lines on stderr, then the studio's warnings and advice, exit 1", async () => {
    const root = tempTree({ 'x/SKILL.md': '---\nname: Bad\ndescription: Converts things.\n---\n' });
    const r = await cli(root, 'validate', 'x');
    expect(r.rc).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toMatch(
      /^Validation failed for x:\n {2}- Skill name 'Bad' must be lowercase\n {2}- Directory name 'x' must match skill name 'Bad'\nWarnings for x:\n {2}- .*\[body-empty, line 4\]\nAdvice for x \(never fails the check\):\n {2}- .*\[description-no-trigger, line 3\]\n/,
    );
  });

  it('--json of a template-text skill lists the advice, its verdict unchanged', async () => {
    const root = tempTree({
      'my-skill/SKILL.md':
        '---\nname: my-skill\ndescription: Describe what this skill does. Use when the user asks for it.\n---\n# My skill\n\nSteps.\n',
    });
    const human = await cli(root, 'validate', 'my-skill');
    expect(human.rc).toBe(0);
    expect(human.out).toBe('Valid skill: my-skill\n');
    const json = JSON.parse((await cli(root, 'validate', 'my-skill', '--json')).out) as {
      valid: boolean;
      diagnostics: { code: string; severity: string }[];
    }[];
    expect(json[0]?.valid).toBe(true);
    expect(json[0]?.diagnostics).toContainEqual(
      expect.objectContaining({ code: 'description-placeholder', severity: 'advice' }),
    );
  });

  it('a folder named like an option is a path when it exists, or after --', async () => {
    const root = tempTree({ '-my-skill/SKILL.md': skillMd('-my-skill') });
    const r = await cli(root, 'validate', '-my-skill');
    expect(r.rc).toBe(1);
    expect(r.err).toContain('Skill name cannot start or end with a hyphen');
    expect((await cli(root, 'validate', '--', '-my-skill')).rc).toBe(1);
  });

  it('usage errors exit 2 with a message and no stack trace', async () => {
    const root = tempTree();
    for (const args of [
      ['validate'],
      ['validate', 'nope'],
      ['validate', '--profile', 'x', '.'],
      ['validate', '--bogus', '.'],
      ['frobnicate'],
    ]) {
      const r = await cli(root, ...args);
      expect(r.rc).toBe(2);
      expect(r.err).not.toMatch(/at .*\.ts:\d+/);
      expect(r.err.length).toBeGreaterThan(0);
    }
    expect((await cli(root, 'validate', 'nope')).err).toContain("Path 'nope' does not exist.");
  });

  it('a file that is not SKILL.md: "Not a directory", as skills-ref says', async () => {
    const root = tempTree({ 'notes.txt': 'hi' });
    const r = await cli(root, 'validate', 'notes.txt');
    expect(r).toMatchObject({
      rc: 1,
      err: 'Validation failed for notes.txt:\n  - Not a directory: notes.txt\n',
    });
  });

  it('several paths: each result, then a summary line; exit 1 if any fails', async () => {
    const root = tempTree({ 'a/SKILL.md': skillMd('a'), 'b/SKILL.md': skillMd('wrong') });
    const r = await cli(root, 'validate', 'a', 'b');
    expect(r.rc).toBe(1);
    expect(r.out).toBe(
      'Valid skill: a\nChecked 2 skills: 1 valid, 1 invalid (1 error, 0 warnings).\n',
    );
  });

  it('--all ROOT: every skill found, skipped folders reported, duplicates noticed', async () => {
    const root = tempTree({
      'lib/a/SKILL.md': skillMd('a'),
      'lib/deep/b/SKILL.md': skillMd('a'),
      'lib/c/Skill.md': skillMd('c'),
    });
    const r = await cli(root, 'validate', '--all', 'lib', '--json');
    const json = JSON.parse(r.out) as {
      path: string;
      valid: boolean;
      diagnostics: { code: string }[];
    }[];
    expect(json.map((j) => j.path)).toEqual(['lib/a', 'lib/deep/b']);
    // The two share a description too ("Does a things. Use when asked.").
    expect(json[0]?.diagnostics.map((d) => d.code)).toEqual([
      'description-vague',
      'description-duplicate',
      'name-duplicate',
    ]);
    expect(r.err).toContain('Skipped c: has "Skill.md"');
    expect((await cli(root, 'validate', '--all', 'lib/c')).rc).toBe(1);
  });

  it('--all: skills with the same or nearly the same description are advised, each naming the others', async () => {
    const excel =
      'Builds Excel reports from the monthly sales table and charts the totals. Use when the user asks for a sales report.';
    const root = tempTree({
      'lib/team-excel/SKILL.md': skillMd('team-excel', excel),
      'lib/my-excel/SKILL.md': skillMd('my-excel', excel.replace('monthly', 'weekly')),
      'lib/pdf-forms/SKILL.md': skillMd(
        'pdf-forms',
        'Fills PDF forms from a customer record and signs them. Use when the user asks to fill a form.',
      ),
    });
    const json = JSON.parse((await cli(root, 'validate', '--all', 'lib', '--json')).out) as {
      path: string;
      diagnostics: { code: string; message: string }[];
    }[];
    const twins = (path: string) =>
      json
        .find((j) => j.path === path)
        ?.diagnostics.filter((d) => d.code === 'description-duplicate');
    expect(twins('lib/team-excel')?.map((d) => d.message)).toEqual([
      expect.stringContaining('my-excel'),
    ]);
    expect(twins('lib/my-excel')?.map((d) => d.message)).toEqual([
      expect.stringContaining('team-excel'),
    ]);
    expect(twins('lib/pdf-forms')).toEqual([]);
    const human = await cli(root, 'validate', '--all', 'lib');
    expect(human.rc).toBe(0);
    expect(human.err).toMatch(
      /Advice for team-excel \(never fails the check\):\n(?: {2}- .*\n)* {2}- .*my-excel.*\[description-duplicate, line 3\]/,
    );
  });

  it('--all finds the skills in agent dot-folders that the library list finds, and no others', async () => {
    const root = tempTree({
      'proj/.claude/skills/a/SKILL.md': skillMd('a'),
      'proj/.agents/skills/b/SKILL.md': skillMd('b'),
      'proj/skills/.curated/c/SKILL.md': skillMd('c'),
      'proj/.venv/lib/d/SKILL.md': skillMd('d'),
      'proj/node_modules/e/SKILL.md': skillMd('e'),
    });
    const r = await cli(root, 'validate', '--all', 'proj', '--json');
    const paths = (JSON.parse(r.out) as { path: string }[]).map((j) => j.path);
    expect(paths).toEqual([
      'proj/.agents/skills/b',
      'proj/.claude/skills/a',
      'proj/skills/.curated/c',
    ]);
    expect(scanLibrary(join(root, 'proj')).skills.map((s) => `proj/${s.rel}`)).toEqual(paths);
  });

  it('--all: a skill folder linked from outside the libraries is reported as the link, not read', async () => {
    const root = tempTree({
      'lib/a/SKILL.md': skillMd('a'),
      'outside/far/SKILL.md': skillMd('far', 'FAR-TEXT. Use when.'),
    });
    symlinkSync(join(root, 'outside', 'far'), join(root, 'lib', 'far'));
    const r = await cli(root, 'validate', '--all', 'lib');
    expect(r.rc).toBe(1);
    expect(r.out).toBe(
      'Valid skill: a\nChecked 2 skills: 1 valid, 1 invalid (1 error, 0 warnings).\n',
    );
    expect(r.err).toContain('Validation failed for far:');
    expect(r.err).toContain('outside your libraries');
    expect(r.err).not.toContain('FAR-TEXT');
  });

  it('--all: a root without skills fails the run, and --json still answers with a list', async () => {
    const root = tempTree({ 'lib/a/SKILL.md': skillMd('a'), 'empty/README.md': 'x' });
    const emptyJson = await cli(root, 'validate', '--all', 'empty', '--json');
    expect([emptyJson.rc, emptyJson.out, emptyJson.err]).toEqual([
      1,
      '[]\n',
      'No skills found under empty.\n',
    ]);
    const mixed = await cli(root, 'validate', '--all', 'lib', 'empty');
    expect(mixed.rc).toBe(1);
    expect(mixed.out).toBe('Valid skill: a\n');
    expect((await cli(root, 'validate', '--all', 'lib')).rc).toBe(0);
  });

  it('--json: one array with code, severity, message, place and fix', async () => {
    const root = tempTree({ 'x/SKILL.md': '---\nname: X\ndescription: d\n---\nBody\n' });
    const r = await cli(root, 'validate', 'x', '--json');
    expect(r.rc).toBe(1);
    const [entry] = JSON.parse(r.out) as Record<string, unknown>[];
    expect(entry).toMatchObject({ path: 'x', name: 'X', valid: false });
    expect((entry?.diagnostics as unknown[])[0]).toEqual({
      code: 'name-not-lowercase',
      severity: 'error',
      message: 'The name "X" has capital letters; skill names are all lower case.',
      line: 2,
      column: 7,
      endLine: 2,
      endColumn: 8,
      fix: {
        kind: 'edit',
        title: 'Change the name to "x"',
        edits: [{ line: 2, column: 7, endLine: 2, endColumn: 8, newText: 'x' }],
      },
    });
  });

  it('--profile changes the rules', async () => {
    const root = tempTree({
      'x/SKILL.md': '---\nname: x\ndescription: d. Use when asked.\nmodel: opus\n---\nBody\n',
    });
    expect((await cli(root, 'validate', 'x')).rc).toBe(1);
    expect((await cli(root, 'validate', 'x', '--profile', 'claude-code')).rc).toBe(0);
  });

  it("--profile takes the agents' places too: a name Codex, OpenCode and Gemini CLI load as it is", async () => {
    // A name with capitals: the specification refuses it; none of these loaders checks a
    // name's format (see tests/unit/skill/target-profiles.test.ts for each one's source).
    const root = tempTree({
      'x/SKILL.md':
        '---\nname: Expense-Report\ndescription: Formats expense reports as CSV files. Use when the user exports expenses.\n---\nBody\n',
    });
    expect((await cli(root, 'validate', 'x')).rc).toBe(1);
    for (const profile of ['codex', 'opencode', 'copilot', 'gemini-cli'])
      expect({ profile, rc: (await cli(root, 'validate', 'x', '--profile', profile)).rc }).toEqual({
        profile,
        rc: 0,
      });
    const help = await cli(root, 'validate', '--help');
    expect(help.out).toContain('codex | opencode | copilot | gemini-cli');
  });
  it("a frontmatter that crashes skills-ref's YAML library: its generic message, then the real problem", async () => {
    // ruamel raises NotImplementedError ("overlap in comment") on a comment right after "key:"
    // followed by a blank line; skills-ref then prints only its catch-all line.
    const text =
      '---\nname: x\ndescription: # the description\n  Use this skill when asked.\n\nlicense: MIT\n---\nBody\n';
    const root = tempTree({ 'x/SKILL.md': text });
    const r = await cli(root, 'validate', 'x');
    expect(r.rc).toBe(1);
    expect(r.err).toMatch(
      /^An unexpected error occurred validating x\nWhat is wrong in x:\n {2}- The specification's YAML reader .* NotImplementedError/,
    );
    expect(await cli(root, 'read-properties', 'x')).toEqual({
      rc: 1,
      out: '',
      err: 'An unexpected error occurred reading properties for x\n',
    });
    expect(await cli(root, 'to-prompt', 'x')).toEqual({
      rc: 1,
      out: '',
      err: 'An unexpected error occurred generating prompts\n',
    });
  });
});

describe('skill-studio read-properties and to-prompt', () => {
  it('prints JSON and XML as skills-ref does', async () => {
    const root = tempTree({
      'x/SKILL.md': '---\nname: x\ndescription: "Use <it> & \'go\'"\nmetadata:\n  v: 1\n---\n',
    });
    expect((await cli(root, 'read-properties', 'x')).out).toBe(
      '{\n  "name": "x",\n  "description": "Use <it> & \'go\'",\n  "metadata": {\n    "v": "1"\n  }\n}\n',
    );
    const xml = (await cli(root, 'to-prompt', 'x')).out;
    expect(xml).toContain('<description>\nUse &lt;it&gt; &amp; &#x27;go&#x27;\n</description>');
  });

  it('to-prompt with no path is a usage error; a bad skill fails the whole command', async () => {
    const root = tempTree({ 'ok/SKILL.md': skillMd('ok'), 'bad/SKILL.md': 'no frontmatter' });
    expect((await cli(root, 'to-prompt')).rc).toBe(2);
    expect(await cli(root, 'to-prompt', 'ok', 'bad')).toEqual({
      rc: 1,
      out: '',
      err: 'Error: SKILL.md must start with YAML frontmatter (---)\n',
    });
  });
});

describe('the bundled binary', () => {
  it('runs from dist with the right exit codes', () => {
    const bin = join(import.meta.dirname, '../../../dist/skill-studio.mjs');
    const root = tempTree({ 'my-skill/SKILL.md': skillMd('my-skill') });
    mkdirSync(join(root, 'empty'));
    writeFileSync(join(root, 'empty/README.md'), 'x');
    const ok = spawnSync(process.execPath, [bin, 'validate', 'my-skill'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect([ok.status, ok.stdout]).toEqual([0, 'Valid skill: my-skill\n']);
    const bad = spawnSync(process.execPath, [bin, 'validate', 'empty'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect([bad.status, bad.stderr]).toEqual([
      1,
      'Validation failed for empty:\n  - Missing required file: SKILL.md\n',
    ]);
  });

  it('a reader that stops early (`| head`) ends the output quietly: the command finishes with its own exit code', async () => {
    const bin = join(import.meta.dirname, '../../../dist/skill-studio.mjs');
    // 6,000 unknown keys: --json names each twice, well over a pipe's 64 KiB buffer.
    const keys = Array.from({ length: 6000 }, (_, i) => `k${i}: v`).join('\n');
    const root = tempTree({ 'many/SKILL.md': `---\nname: many\ndescription: d\n${keys}\n---\n` });
    const child = spawn(process.execPath, [bin, 'validate', 'many', '--json'], { cwd: root });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout.once('data', () => child.stdout.destroy());
    const [code, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null];
    expect({ code, signal, err }).toEqual({ code: 1, signal: null, err: '' });
  });

  it('serve on a port in use says so and exits (exit 2), instead of an internal error and hanging', async () => {
    const bin = join(import.meta.dirname, '../../../dist/skill-studio.mjs');
    const busy = createServer();
    await new Promise<void>((done) => busy.listen(0, '127.0.0.1', done));
    const port = (busy.address() as AddressInfo).port;
    const root = tempTree({ 'my-skill/SKILL.md': skillMd('my-skill') });
    const run = spawnSync(process.execPath, [bin, 'serve', '--port', String(port), root], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    busy.close();
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`Port ${port} is already in use`);
    expect(run.stdout).toBe('');
  });

  it('validate loads neither the web server nor the zip libraries nor the IPC schemas', () => {
    const bin = join(import.meta.dirname, '../../../dist/skill-studio.mjs');
    // What a module loads before it runs: its static imports, followed through our chunks.
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      const code = readFileSync(file, 'utf8');
      for (const [, spec = ''] of code.matchAll(/^import\s(?:[^;]*?\sfrom\s)?"([^"]+)";/gm)) {
        if (spec.startsWith('.')) visit(join(dirname(file), spec));
        else loaded.add(spec);
      }
    };
    visit(bin);
    const validate = /import\("(\.\/cli\/validate-command-[^"]+)"\)/.exec(
      readFileSync(bin, 'utf8'),
    )?.[1];
    expect(validate).toBeDefined();
    visit(join(dirname(bin), validate ?? ''));
    const packages = [...loaded].filter((m) => !m.startsWith('/') && !m.startsWith('node:'));
    // Nor the YAML libraries, which only fixes and agent views call (shared/node/lazy/).
    for (const heavy of ['ws', 'yauzl', 'zod', '@parcel/watcher', 'yaml', 'js-yaml-3'])
      expect(packages).not.toContain(heavy);
  });

  it('loads the YAML libraries only when a fix needs them, and then says what the in-process CLI says', async () => {
    const bin = join(import.meta.dirname, '../../../dist/skill-studio.mjs');
    // Counts the modules of yaml and js-yaml loaded, however they were loaded, as it exits.
    const counter = join(tempTree({ 'count.cjs': '' }), 'count.cjs');
    writeFileSync(
      counter,
      "process.on('exit', () => process.stderr.write('yaml modules: ' + Object.keys(require('module')._cache).filter((k) => /node_modules[\\\\/](yaml|js-yaml-3)[\\\\/]/.test(k)).length + '\\n'));",
    );
    const root = tempTree({
      'my-skill/SKILL.md': skillMd('my-skill'),
      // Fixes here go through yaml's stringify (tools with a colon, written out with spaces)
      // and the read-back's readers.
      'Bad-Skill/SKILL.md':
        '---\nname: Bad_Skill\ndescription: "a: b. Use when asked."\nallowed-tools: Read, Bash(git:*)\n---\nBody.\n',
    });
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['-r', counter, bin, ...args], { cwd: root, encoding: 'utf8' });
    const plain = run('validate', '--all', '.');
    expect(plain.stderr).toContain('yaml modules: 0\n');
    const json = run('validate', '--json', 'Bad-Skill');
    expect(json.stderr).not.toContain('yaml modules: 0\n');
    expect(json.stdout).toContain('"newText"');
    expect(json.stdout).toBe((await cli(root, 'validate', '--json', 'Bad-Skill')).out);
  });
});
