/**
 * New files by kind: the extension picks the template, scripts start with the shebang their
 * interpreter needs (each template is run through that interpreter's own syntax check where
 * it is installed), JSON parses, YAML is a comment, Markdown has a heading from the name.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { isScript, templateFor, templateText } from '../../../shared/studio/file-templates';
import { mediaTypeOf, previewKindOf } from '../../../shared/studio/file-type';

const has = (cmd: string) => spawnSync(cmd, ['--version']).status === 0;

describe('file templates', () => {
  it('are chosen by extension', () => {
    expect(templateFor('references/api-guide.md')).toBe('markdown');
    expect(templateFor('scripts/fetch.PY')).toBe('python');
    expect(templateFor('scripts/run.sh')).toBe('bash');
    expect(templateFor('scripts/x.mjs')).toBe('javascript');
    expect(templateFor('assets/table.json')).toBe('json');
    expect(templateFor('assets/config.yml')).toBe('yaml');
    expect(templateFor('assets/notes.txt')).toBe('empty');
    expect(templateFor('Makefile')).toBe('empty');
    expect(['python', 'bash', 'javascript'].every((k) => isScript(k as never))).toBe(true);
    expect(isScript('markdown')).toBe(false);
  });

  it('give Markdown a heading from the file name, data that parses', () => {
    expect(templateText('markdown', 'references/api-guide.md').split('\n')[0]).toBe('# Api guide');
    expect(JSON.parse(templateText('json', 'assets/t.json'))).toEqual({});
    expect(parseYaml(templateText('yaml', 'assets/c.yaml'))).toBeNull();
  });

  it('give scripts a shebang, and each is valid in its own language', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tpl-'));
    const checks = [
      ['python', 'x.py', '#!/usr/bin/env python3', 'python3', ['-m', 'py_compile']],
      ['bash', 'x.sh', '#!/usr/bin/env bash', 'bash', ['-n']],
      ['javascript', 'x.js', '#!/usr/bin/env node', 'node', ['--check']],
    ] as const;
    for (const [kind, name, shebang, cmd, args] of checks) {
      const text = templateText(kind, `scripts/${name}`);
      expect(text.split('\n')[0]).toBe(shebang);
      if (!has(cmd)) continue;
      const file = join(dir, name);
      writeFileSync(file, text);
      const run = spawnSync(cmd, [...args, file], { encoding: 'utf8' });
      expect(run.status, `${cmd}: ${run.stderr}`).toBe(0);
    }
  });
});

describe('file types', () => {
  it('preview images (svg too), PDF, audio and video; nothing else', () => {
    expect(previewKindOf('assets/logo.svg')).toBe('image');
    expect(previewKindOf('assets/a.PNG')).toBe('image');
    expect(previewKindOf('assets/a.webp')).toBe('image');
    expect(previewKindOf('assets/form.pdf')).toBe('pdf');
    expect(previewKindOf('assets/a.mp3')).toBe('audio');
    expect(previewKindOf('assets/a.mp4')).toBe('video');
    expect(previewKindOf('assets/a.xlsx')).toBe('none');
    expect(previewKindOf('assets/noext')).toBe('none');
    expect(mediaTypeOf('assets/a.xlsx')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });
});
