/**
 * HelloAgents v1.0.0's Skill tool as its agents send it (jjyaoao/HelloAgents, tag V1.0.0, commit
 * 9ff239a351a413133ffcfa96abbc782ff17e91dc): the name and parameters of SkillTool
 * (hello_agents/tools/builtin/skill_tool.py, `get_parameters`) turned into a function schema by
 * Agent._build_tool_schemas (hello_agents/core/agent.py: each ToolParameter's type and
 * description, its `default` when not None, so args carries `default: ""`; `required` from the
 * required ones). The description is the catalogue (tool.ts). Recorded from that code's
 * SimpleAgent by tests/tools/record-skill-tools.mjs into
 * tests/fixtures/agent-recordings/skill-tools.json; tests/agent/skill-tools.test.ts holds it to
 * that recording.
 */

/** The Skill tool's name. */
export const HELLO_AGENTS_SKILL_TOOL_NAME = 'Skill';

/** Its parameters as sent. */
export const HELLO_AGENTS_SKILL_PARAMETERS: Record<string, unknown> = {
  type: 'object',
  properties: {
    skill: {
      type: 'string',
      description: '要加载的技能名称',
    },
    args: {
      type: 'string',
      description: '可选参数，将替换 SKILL.md 中的 $ARGUMENTS 占位符',
      default: '',
    },
  },
  required: ['skill'],
};
