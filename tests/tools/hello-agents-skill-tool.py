#!/usr/bin/env python3
"""Development-only: what HelloAgents' agent hands its model, recorded from the real code.

Runs the released SimpleAgent of a HelloAgents checkout (argv[1]: jjyaoao/HelloAgents at tag
V1.0.0) once in the current folder, whose skills/ holds the library (Config's default
skills_dir), on the user's message argv[2], with every other setting at its default. The LLM is
a stand-in that keeps what the agent passes to HelloAgentsLLM.invoke_with_tools (messages, tools,
tool_choice) and answers with plain text; the OpenAI adapter passes exactly these to
chat.completions.create (hello_agents/core/llm_adapters.py, OpenAIAdapter.invoke_with_tools).
Writes that call, the package's __version__ and the modules stood in for as JSON to argv[3].

tiktoken, when not installed, is stood in for by an empty module at import: HelloAgents' own
TokenCounter then counts characters, as it does without tiktoken. openai is imported only when
a real client is made, which the stand-in LLM never does. Needs pydantic 2 and PyYAML. Run by
tests/tools/record-skill-tools.mjs (--agent hello-agents); CI does not run it.
"""
import importlib.util
import json
import sys
import types

checkout, prompt, out = sys.argv[1], sys.argv[2], sys.argv[3]
sys.path.insert(0, checkout)

stood_in = []
if importlib.util.find_spec("tiktoken") is None:
    sys.modules["tiktoken"] = types.ModuleType("tiktoken")
    stood_in.append("tiktoken")

from hello_agents import Config, SimpleAgent, ToolRegistry  # noqa: E402
from hello_agents.version import __version__  # noqa: E402


class RecordingLLM:
    """Takes the place of HelloAgentsLLM: keeps each invoke_with_tools call, answers "done"."""

    model = "recording"
    provider = "openai"

    def __init__(self):
        self.calls = []

    def invoke_with_tools(self, messages, tools, tool_choice="auto", **kwargs):
        # A copy: the agent appends to `messages` after the call.
        self.calls.append(
            json.loads(json.dumps({"messages": messages, "tools": tools, "tool_choice": tool_choice}))
        )
        message = types.SimpleNamespace(content="done", tool_calls=None)
        return types.SimpleNamespace(choices=[types.SimpleNamespace(message=message)], usage=None)


llm = RecordingLLM()
agent = SimpleAgent(name="recording", llm=llm, config=Config(), tool_registry=ToolRegistry())
agent.run(prompt)

with open(out, "w", encoding="utf-8") as f:
    json.dump({"version": __version__, "calls": llm.calls, "stoodIn": stood_in}, f, ensure_ascii=False)
