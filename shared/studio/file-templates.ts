/**
 * What a new file of a skill starts as, by kind: a Markdown reference, a script with its
 * shebang (created runnable), or data. The kind follows the extension the user typed, so
 * "scripts/fetch.py" is a Python script and "assets/table.json" a JSON document.
 */

/** The kinds of new files. */
export const FILE_TEMPLATES = [
  'markdown',
  'python',
  'bash',
  'javascript',
  'json',
  'yaml',
  'empty',
] as const;

/** One kind of new file. */
export type FileTemplate = (typeof FILE_TEMPLATES)[number];

/** The standard folders of a skill, in the order they are offered. */
export const STANDARD_FOLDERS = ['scripts', 'references', 'assets'] as const;

const BY_EXTENSION: Readonly<Record<string, FileTemplate>> = {
  md: 'markdown',
  markdown: 'markdown',
  py: 'python',
  sh: 'bash',
  bash: 'bash',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  json: 'json',
  yaml: 'yaml',
  yml: 'yaml',
};

/** The kind a path's extension calls for ('empty' when it calls for none). */
export function templateFor(path: string): FileTemplate {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? (BY_EXTENSION[name.slice(dot + 1).toLowerCase()] ?? 'empty') : 'empty';
}

/** True for the kinds that are programs: created with the run bit set. */
export function isScript(template: FileTemplate): boolean {
  return template === 'python' || template === 'bash' || template === 'javascript';
}

/** The first text of a new file of `template` at `path` ("/"-separated, inside the skill). */
export function templateText(template: FileTemplate, path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const title = titleOf(name);
  switch (template) {
    case 'markdown':
      return `# ${title}\n\nWhat the agent should know when it opens this file.\n`;
    case 'python':
      return `#!/usr/bin/env python3\n"""${title}: what this script does and what it prints."""\nimport sys\n\n\ndef main(args: list[str]) -> int:\n    print(" ".join(args))\n    return 0\n\n\nif __name__ == "__main__":\n    sys.exit(main(sys.argv[1:]))\n`;
    case 'bash':
      return `#!/usr/bin/env bash\n# ${title}: what this script does and what it prints.\nset -euo pipefail\n\necho "$@"\n`;
    case 'javascript':
      return `#!/usr/bin/env node\n// ${title}: what this script does and what it prints.\nconsole.log(process.argv.slice(2).join(' '));\n`;
    case 'json':
      return '{}\n';
    case 'yaml':
      return `# ${title}: data the skill reads.\n`;
    case 'empty':
      return '';
  }
}

// "api-guide.md" → "Api guide": a heading a person would write.
function titleOf(name: string): string {
  const dot = name.lastIndexOf('.');
  const words = (dot > 0 ? name.slice(0, dot) : name).replace(/[-_]+/g, ' ').trim();
  return words === '' ? name : words.charAt(0).toUpperCase() + words.slice(1);
}
