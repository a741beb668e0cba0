/**
 * GitHub Copilot in VS Code's read_file tool, through which its model loads a skill (the
 * `<skills>` section names each SKILL.md to read). Verbatim from microsoft/vscode-copilot-chat
 * 31acd00 package.json L371-L403 (the `copilot_readFile` languageModelTools entry, which the
 * model sees as `read_file`: ToolName.ReadFile). readFileTool.tsx L316-L321 swaps in a V2 schema
 * only under the team-internal EnableReadFileV2 experiment, so the package.json one is the default.
 */
export const COPILOT_READ_FILE_TOOL = {
  name: 'read_file',
  description:
    "Read the contents of a file.\n\nYou must specify the line range you're interested in. Line numbers are 1-indexed. If the file contents returned are insufficient for your task, you may call this tool again to retrieve more content. Prefer reading larger ranges over doing many small reads. Binary files use startLine/endLine as byte offsets.",
  inputSchema: {
    type: 'object',
    properties: {
      filePath: { description: 'The absolute path of the file to read.', type: 'string' },
      startLine: { type: 'number', description: 'The line number to start reading from, 1-based.' },
      endLine: {
        type: 'number',
        description: 'The inclusive line number to end reading at, 1-based.',
      },
    },
    required: ['filePath', 'startLine', 'endLine'],
  },
} as const;
