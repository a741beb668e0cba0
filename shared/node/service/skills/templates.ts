/**
 * What a new skill starts as. Every template is a valid skill under the `spec` profile from
 * the first keystroke, so a newcomer never starts from an error.
 */

/** The templates the "New skill" dialog offers. */
export type TemplateId = 'blank' | 'scripts' | 'references' | 'excel';

/** The languages a template is written in: the UI's, so a Chinese UI starts from Chinese text. */
export type TemplateLanguage = 'en' | 'zh';

/**
 * Files of a template for a skill called `name` (paths relative to the skill folder,
 * "/"-separated), in `language`. The Excel example is Chinese in both: it is the example of a
 * skill written in Chinese.
 */
export function templateFiles(
  template: TemplateId,
  name: string,
  language: TemplateLanguage = 'en',
): Record<string, string> {
  const frontmatter = (description: string) =>
    `---\nname: ${name}\ndescription: ${description}\n---\n\n`;
  if (language === 'zh' && template !== 'excel') return chineseFiles(template, name, frontmatter);
  switch (template) {
    case 'blank':
      return {
        'SKILL.md': `${frontmatter('Describe what this skill does. Use when the user asks for it.')}# ${name}\n\nWrite the steps the agent should follow.\n`,
      };
    case 'scripts':
      return {
        'SKILL.md': `${frontmatter("Runs a bundled script on the user's input. Use when the user asks for it.")}# ${name}\n\n1. Run \`python3 scripts/run.py $ARGUMENTS\`.\n2. Explain the output in plain words.\n`,
        'scripts/run.py':
          '#!/usr/bin/env python3\n"""Print the arguments this skill was given."""\nimport sys\n\nprint(" ".join(sys.argv[1:]))\n',
      };
    case 'references':
      return {
        'SKILL.md': `${frontmatter('Answers questions using the bundled reference notes. Use when the user asks about the topic they cover.')}# ${name}\n\nRead [the reference](references/guide.md) only when the question needs its detail.\n`,
        'references/guide.md': '# Guide\n\nDetailed notes the agent reads on demand.\n',
      };
    case 'excel':
      return {
        'SKILL.md': `${frontmatter('读取、解析、分析 Excel 表格数据，支持筛选、统计、查询。当用户需要分析 Excel 文件中的数据时使用。')}# Excel 数据处理技能\n\n## 执行步骤\n1. 从用户需求中提取文件路径、操作目标：$ARGUMENTS\n2. 运行 \`python3 scripts/process_excel.py 文件路径\` 读取数据（需要 openpyxl）。\n3. 根据需求执行统计、筛选、求和、找最大值等操作。\n4. 返回清晰的结构化结果。\n`,
        'scripts/process_excel.py':
          '#!/usr/bin/env python3\n"""Print every sheet of an Excel file as tab-separated rows (needs openpyxl)."""\nimport sys\n\nfrom openpyxl import load_workbook\n\nfor sheet in load_workbook(sys.argv[1], read_only=True, data_only=True).worksheets:\n    print(f"# {sheet.title}")\n    for row in sheet.iter_rows(values_only=True):\n        print("\\t".join("" if v is None else str(v) for v in row))\n',
        'examples/sales.csv': '月份,销售额\n1月,120000\n2月,98000\n',
      };
  }
}

// The same templates in Simplified Chinese; the blank one's description is template text the
// description-placeholder rule knows ("描述这个技能做什么"), as the English one's is.
function chineseFiles(
  template: Exclude<TemplateId, 'excel'>,
  name: string,
  frontmatter: (description: string) => string,
): Record<string, string> {
  switch (template) {
    case 'blank':
      return {
        'SKILL.md': `${frontmatter('描述这个技能做什么。当用户需要时使用。')}# ${name}\n\n写下智能体应当遵循的步骤。\n`,
      };
    case 'scripts':
      return {
        'SKILL.md': `${frontmatter('对用户的输入运行随附的脚本。当用户需要时使用。')}# ${name}\n\n1. 运行 \`python3 scripts/run.py $ARGUMENTS\`。\n2. 用平实的话解释输出。\n`,
        'scripts/run.py':
          '#!/usr/bin/env python3\n"""打印这个技能收到的参数。"""\nimport sys\n\nprint(" ".join(sys.argv[1:]))\n',
      };
    case 'references':
      return {
        'SKILL.md': `${frontmatter('借助随附的参考笔记回答问题。当用户问到笔记涵盖的主题时使用。')}# ${name}\n\n只有当问题需要其中的细节时，才阅读[参考资料](references/guide.md)。\n`,
        'references/guide.md': '# 指南\n\n智能体按需阅读的详细笔记。\n',
      };
  }
}
