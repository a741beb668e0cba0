#!/usr/bin/env python3
"""Development-only oracle for the HelloAgents simulator (shared/agent/hello-agents).

A reconstruction of HelloAgents v1.0.0's SkillLoader and SkillTool.run from the project's seed
(../shared/seeds) that reproduces every recorded golden (tests/fixtures/agent-goldens), run on
real PyYAML. It scans folders sorted by name, as the studio does (the real loader uses
file-system order) and lists resource folders sorted by name, for the same reason.

It reads a JSON list of libraries on stdin, each {"files": {path: text}, "calls": [[skill, args]]}
(a path ending in "/" is an empty folder; text is written as UTF-8, with "\\udcXX" escapes for
raw bytes), and prints a JSON list of {"catalogue": text | null, "crash": text | null,
"results": [text, ...]}. Used by tests/tools/gen-hello-agents-fixtures.mjs; CI does not run it.
"""
import json
import re
import sys
import tempfile
from pathlib import Path

import yaml


class SkillLoader:
    def __init__(self, skills_dir):
        self.skills_dir = Path(skills_dir)
        self.skills_cache = {}
        self.metadata_cache = {}
        self._scan_skills()

    def _scan_skills(self):
        for skill_dir in sorted(self.skills_dir.iterdir(), key=lambda p: p.name):
            if not skill_dir.is_dir():
                continue
            skill_md = skill_dir / "SKILL.md"
            if not skill_md.exists():
                continue
            metadata = self._parse_frontmatter_only(skill_md)
            if not metadata:
                continue
            name = metadata.get("name", skill_dir.name)
            self.metadata_cache[name] = {
                "name": name,
                "description": metadata.get("description", ""),
                "path": skill_md,
                "dir": skill_dir,
            }

    def _parse_frontmatter_only(self, path):
        try:
            content = path.read_text(encoding="utf-8")
        except Exception:
            return None
        match = re.match(r"^---\s*\n(.*?)\n---\s*\n", content, re.DOTALL)
        if not match:
            return None
        try:
            metadata = yaml.safe_load(match.group(1)) or {}
        except yaml.YAMLError:
            return None
        if "name" not in metadata or "description" not in metadata:
            return None
        return metadata

    def get_descriptions(self):
        if not self.metadata_cache:
            return "（暂无可用技能）"
        return "\n".join(f"- {name}: {skill['description']}" for name, skill in self.metadata_cache.items())

    def get_skill(self, name):
        if name in self.skills_cache:
            return self.skills_cache[name]
        if name not in self.metadata_cache:
            return None
        metadata = self.metadata_cache[name]
        try:
            content = metadata["path"].read_text(encoding="utf-8")
        except Exception:
            return None
        match = re.match(r"^---\s*\n(.*?)\n---\s*\n(.*)$", content, re.DOTALL)
        if not match:
            return None
        frontmatter, body = match.groups()
        try:
            parsed = yaml.safe_load(frontmatter) or {}
        except yaml.YAMLError:
            return None
        skill = {
            "name": parsed.get("name", name),
            "description": parsed.get("description", ""),
            "body": body.strip(),
            "dir": metadata["dir"],
        }
        self.skills_cache[name] = skill
        return skill

    def list_skills(self):
        return list(self.metadata_cache.keys())


def catalogue(loader):
    return f"""加载技能获取专业知识。

可用技能：
{loader.get_descriptions()}

何时使用：
- 任务明确匹配某个技能描述时，立即使用
- 开始领域特定工作之前
- 需要模型不具备的专业知识时

注意：加载技能后，请严格遵循技能说明来完成用户任务。"""


def resources_hint(skill):
    resources = []
    for folder, label in [("scripts", "脚本"), ("references", "参考文档"), ("assets", "资源"), ("examples", "示例")]:
        folder_path = skill["dir"] / folder
        if folder_path.exists():
            files = sorted(folder_path.glob("*"), key=lambda p: p.name)
            if files:
                file_list = ", ".join(f.name for f in files[:5])
                if len(files) > 5:
                    file_list += f" 等 {len(files)} 个文件"
                resources.append(f"  - {label}：{file_list}")
    if not resources:
        return ""
    return "\n\n**可用资源**：\n" + "\n".join(resources)


def run(loader, skill_name, args):
    if not skill_name:
        return "❌ 错误 [INVALID_PARAM]: 必须指定技能名称"
    try:
        skill = loader.get_skill(skill_name)
        if not skill:
            available = ", ".join(loader.list_skills())
            return f"❌ 错误 [NOT_FOUND]: 技能 '{skill_name}' 不存在。可用技能：{available}"
        content = skill["body"].replace("$ARGUMENTS", args)
        hint = resources_hint(skill)
        return f"""<skill-loaded name="{skill_name}">
{content}
{hint}
</skill-loaded>

✅ 技能已加载：{skill['name']}
📝 描述：{skill['description']}

请严格遵循上述技能说明来完成用户任务。"""
    except Exception as e:
        return f"❌ 错误 [INTERNAL_ERROR]: 加载技能失败：{str(e)}"


def main():
    out = []
    for library in json.load(sys.stdin):
        with tempfile.TemporaryDirectory() as tmp:
            root = Path(tmp)
            for rel, text in library["files"].items():
                path = root / rel
                if rel.endswith("/"):
                    path.mkdir(parents=True, exist_ok=True)
                    continue
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(text.encode("utf-8", "surrogateescape"))
            try:
                loader = SkillLoader(root)
            except Exception as e:
                out.append({"catalogue": None, "crash": f"{type(e).__name__}: {e}", "results": []})
                continue
            results = [run(loader, skill, args) for skill, args in library["calls"]]
            out.append({"catalogue": catalogue(loader), "crash": None, "results": results})
    json.dump(out, sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main()
