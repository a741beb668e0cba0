/**
 * HelloAgents' SkillTool: the tool description that lists the skills (the catalogue) and the
 * text `run()` returns for a call, byte for byte as v1.0.0 (or its hardened revision) builds
 * them. Recorded goldens from the real code back these texts (../../../tests/fixtures).
 */
import { codePointLength, dictKey, pyStr, pyStrip } from '../../py/index';
import { otherFiles } from '../files-shown';
import { agentMessage } from '../messages';
import { usesIn } from '../placeholders';
import type {
  CallView,
  CatalogueEntry,
  CatalogueView,
  FolderSnapshot,
  ResourceFolder,
} from '../types';
import { splitHello, type HelloLibrary, type HelloVariant } from './loader';
import { REPRODUCES } from '../versions';

const TOOL_DESCRIPTION = (list: string) => `加载技能获取专业知识。

可用技能：
${list}

何时使用：
- 任务明确匹配某个技能描述时，立即使用
- 开始领域特定工作之前
- 需要模型不具备的专业知识时

注意：加载技能后，请严格遵循技能说明来完成用户任务。`;

const RESOURCE_LABELS: [ResourceFolder, string][] = [
  ['scripts', '脚本'],
  ['references', '参考文档'],
  ['assets', '资源'],
  ['examples', '示例'],
];

const agentId = (variant: HelloVariant) =>
  variant === 'v1' ? 'hello-agents' : 'hello-agents-hardened';

/** The Skill tool's description: the catalogue the model sees at start-up. */
export function helloCatalogue(scanned: HelloLibrary, variant: HelloVariant): CatalogueView {
  const skills = [...scanned.skills.values()];
  const line = (s: (typeof skills)[number]) => `- ${pyStr(s.name)}: ${pyStr(s.description)}`;
  const list = skills.length === 0 ? '（暂无可用技能）' : skills.map(line).join('\n');
  const entries: CatalogueEntry[] = skills.map((s) => ({
    name: pyStr(s.name),
    folder: s.folder.name,
    dir: s.folder.dir,
    status: 'listed',
    text: line(s),
  }));
  const view: CatalogueView = {
    agent: agentId(variant),
    reproduces: REPRODUCES[agentId(variant)],
    placement: agentMessage('agent.placement.hello-agents'),
    text: TOOL_DESCRIPTION(list),
    entries,
    skipped: scanned.skipped,
    notes: scanned.notes,
  };
  if (scanned.crash)
    view.failure = agentMessage('agent.hello.does-not-start', { crash: scanned.crash });
  return view;
}

/** SkillTool.run({skill, args}): the text the model reads back. */
export function helloCall(
  scanned: HelloLibrary,
  skill: string,
  args: string,
  variant: HelloVariant,
): CallView {
  const base: Pick<CallView, 'agent' | 'reproduces' | 'skipped' | 'notes'> = {
    agent: agentId(variant),
    reproduces: REPRODUCES[agentId(variant)],
    skipped: scanned.skipped,
    notes: [...scanned.notes],
  };
  if (scanned.crash) {
    return {
      ...base,
      ok: false,
      parts: [],
      failure: agentMessage('agent.hello.does-not-start', { crash: scanned.crash }),
    };
  }
  const error = (code: string, message: string): CallView => ({
    ...base,
    ok: false,
    errorCode: code,
    parts: [
      { role: agentMessage('agent.role.tool-result'), text: `❌ 错误 [${code}]: ${message}` },
    ],
    data: { asyncText: message },
    notes: [...base.notes, agentMessage('agent.hello.async-prefix')],
  });
  if (skill === '') return error('INVALID_PARAM', '必须指定技能名称');

  const hardenedRefuses = variant === 'hardened' && pyStrip(skill) === '';
  const found = hardenedRefuses
    ? undefined
    : scanned.skills.get(dictKey({ type: 'str', value: skill }));
  if (!found) {
    // ", ".join(list_skills()) raises on a name PyYAML typed (e.g. 2024), which turns every
    // unknown-skill answer into an internal error.
    const list = availableSkills(scanned);
    if (typeof list !== 'string') {
      return error(
        'INTERNAL_ERROR',
        `加载技能失败：sequence item ${list.index}: expected str instance, ${list.type} found`,
      );
    }
    return error('NOT_FOUND', `技能 '${skill}' 不存在。可用技能：${list}`);
  }

  // Scan and call read the same file, so the split that matched at scan time matches now.
  const split = splitHello(found.folder.skillMd?.text ?? '');
  const body = split?.body ?? '';
  const safeArgs =
    variant === 'v1'
      ? args
      : args
          .replaceAll('</skill-loaded>', '</skill-loaded\u200b>')
          .replaceAll('<skill-loaded', '<skill-loaded\u200b');
  const content = body.replaceAll('$ARGUMENTS', safeArgs);
  const hint = resourcesHint(found.folder);
  const shownName =
    variant === 'v1'
      ? skill
      : skill.replaceAll('"', '&quot;').replaceAll('>', '&gt;').replaceAll('<', '&lt;');
  const text = `<skill-loaded name="${shownName}">
${content}
${hint}
</skill-loaded>

✅ 技能已加载：${pyStr(found.name)}
📝 描述：${pyStr(found.description)}

请严格遵循上述技能说明来完成用户任务。`;

  const notes = [...base.notes];
  const total = otherFiles(found.folder).length;
  if (args !== '' && !body.includes('$ARGUMENTS'))
    notes.push(agentMessage('agent.hello.args-dropped'));
  if (variant === 'v1' && /<\/?skill-loaded/.test(args) && body.includes('$ARGUMENTS')) {
    notes.push(agentMessage('agent.hello.args-inject'));
  }
  if (Object.keys(found.folder.resources).length > 0)
    notes.push(agentMessage('agent.hello.resources-sorted'));
  return {
    ...base,
    ok: true,
    notes,
    parts: [{ role: agentMessage('agent.role.tool-result'), text }],
    skill: { name: pyStr(found.name), folder: found.folder.name, dir: found.folder.dir, body },
    data: {
      name: pyStr(found.name),
      description: pyStr(found.description),
      loaded: true,
      // Called a token estimate, it is Python's len(): code points.
      token_estimate: codePointLength(text),
      has_resources: hint !== '',
    },
    // body.replaceAll('$ARGUMENTS', args) is its only substitution.
    placeholders: usesIn(body, { $ARGUMENTS: 'arguments' }),
    files: { shown: Math.min(resourcesNamed(found.folder), total), total },
  };
}

// The entries _get_resources_hint names: up to five of each resource folder.
function resourcesNamed(folder: FolderSnapshot): number {
  return RESOURCE_LABELS.reduce(
    (n, [name]) => n + Math.min(5, folder.resources[name]?.length ?? 0),
    0,
  );
}

const availableMemo = new WeakMap<HelloLibrary, string | { index: number; type: string }>();

// ", ".join(list_skills()), or where it raises; computed once per scan (libraries are large).
function availableSkills(scanned: HelloLibrary): string | { index: number; type: string } {
  let list = availableMemo.get(scanned);
  if (list === undefined) {
    const names = [...scanned.skills.values()].map((s) => s.name);
    const index = names.findIndex((n) => n.type !== 'str');
    const bad = names[index];
    list = bad ? { index, type: bad.type } : names.map(pyStr).join(', ');
    availableMemo.set(scanned, list);
  }
  return list;
}

// _get_resources_hint: per folder, the first five entry names, then " 等 N 个文件".
function resourcesHint(folder: FolderSnapshot): string {
  const lines: string[] = [];
  for (const [name, label] of RESOURCE_LABELS) {
    const entries = folder.resources[name];
    if (!entries || entries.length === 0) continue;
    let list = entries.slice(0, 5).join(', ');
    if (entries.length > 5) list += ` 等 ${entries.length} 个文件`;
    lines.push(`  - ${label}：${list}`);
  }
  return lines.length === 0 ? '' : `\n\n**可用资源**：\n${lines.join('\n')}`;
}
