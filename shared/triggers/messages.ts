/**
 * What trigger tests say: reading a skill's trigger queries (evals/trigger-queries.json), and
 * what a run's request leaves out of the agent's prompt, in plain words (see
 * shared/i18n/message.ts for adding one): English here, the UI's Chinese in
 * renderer/src/i18n/trigger-text.ts. Each names the file, the line and the column, and what
 * was expected there; `{problem}` and `{found}` are nested messages of this catalogue (or, for
 * true, false and null, the JSON word itself).
 */
import { messageMaker } from '../i18n/message';

/** The English of every trigger-query message, by id. */
export const TRIGGER_MESSAGES = {
  'triggers.empty':
    '{file} is empty. It should hold a list of trigger queries, each with "query" and "should_trigger".',
  'triggers.not-json': '{file}, line {line}, column {column}: this is not valid JSON: {problem}.',
  'triggers.not-list':
    '{file}, line {line}, column {column}: the file should hold a list of trigger queries in square brackets, but it holds {found}.',
  'triggers.item-not-object':
    '{file}, line {line}, column {column}: item {item} should be an object with "query" and "should_trigger", but it is {found}.',
  'triggers.query-missing':
    '{file}, line {line}, column {column}: item {item} has no "query". Add the request a user would type, as "query": "…".',
  'triggers.query-not-text':
    '{file}, line {line}, column {column}: the "query" of item {item} should be text in double quotes, but it is {found}.',
  'triggers.query-empty':
    '{file}, line {line}, column {column}: the "query" of item {item} is empty. Write the request a user would type, or remove the item.',
  'triggers.should-trigger-missing':
    '{file}, line {line}, column {column}: item {item} has no "should_trigger". Add "should_trigger": true if the skill should be chosen for this request, or false if not.',
  'triggers.should-trigger-not-boolean':
    '{file}, line {line}, column {column}: the "should_trigger" of item {item} should be true or false (without quotes), but it is {found}.',

  // Where the JSON breaks ({problem} above).
  'triggers.json.value-expected':
    'a value was expected (text in double quotes, a number, true, false, null, a list or an object), but found {found}',
  'triggers.json.comma-or-bracket':
    'a comma or a closing bracket (]) was expected after the list item, but found {found}',
  'triggers.json.comma-or-brace':
    'a comma or a closing brace was expected after the value, but found {found}',
  'triggers.json.key-expected': 'a key in double quotes was expected, but found {found}',
  'triggers.json.colon-expected': 'a colon (:) was expected after the key, but found {found}',
  'triggers.json.trailing-comma': 'JSON allows no comma before {close}: remove this comma',
  'triggers.json.end-expected': 'the JSON is complete before this point, but {found} follows it',
  'triggers.json.single-quotes': 'text must be in double quotes ("), not single quotes',
  'triggers.json.comment': 'JSON allows no comments',
  'triggers.json.python-literal': '{word} is how Python writes it; JSON writes {json}',
  'triggers.json.unclosed-string':
    'the text in quotes that starts here is not closed on its line (a line break inside text is written \\n)',
  'triggers.json.control-character':
    'the character {character} must be written as an escape inside quotes (a tab as \\t)',
  'triggers.json.bad-escape': '{escape} is not an escape JSON knows (a backslash is written \\\\)',
  'triggers.json.bad-number': '{number} is not a number as JSON writes numbers',
  'triggers.json.too-deep': 'lists and objects nest more than {limit} deep here',

  // What was found ({found} above).
  'triggers.found.end': 'the end of the file',
  'triggers.found.token': '“{token}”',
  'triggers.kind.object': 'an object',
  'triggers.kind.list': 'a list',
  'triggers.kind.text': 'the text “{text}”',
  'triggers.kind.number': 'the number {number}',

  // Why a description the optimizer was given is not run ({finding} and {note} are the
  // validator's and the agent view's own messages; {reason} is the frontmatter writer's).
  'triggers.problem.no-tags':
    'The reply has no <new_description> tags around a description, so none could be read from it.',
  'triggers.problem.empty': 'The new description is empty.',
  'triggers.problem.multi-line':
    'The new description runs over several lines; agents join them into one. Write it as one paragraph.',
  'triggers.problem.not-writable': 'The frontmatter writer would not write it: {reason}',
  'triggers.problem.finding': 'The validator says: {finding}',
  'triggers.problem.cut': '{agent} would not show it whole: {note}',
  'triggers.problem.not-listed': '{agent} would not list the skill with this description.',

  // Why the model's suggested queries could not be read.
  'triggers.suggest.no-answer':
    'The model answered without calling propose_queries, and its reply holds no list of queries. Try again, or choose another model.',
  'triggers.suggest.not-json':
    'The model called propose_queries with input that is not valid JSON. Try again, or choose another model.',
  'triggers.suggest.wrong-shape':
    'The model\'s answer is not a list of queries, each with "query" as text and "should_trigger" as true or false. Try again, or choose another model.',

  // What each agent's real prompt holds that a trigger request leaves out.
  'triggers.left-out.claude-code':
    "Sent: Claude Code's skill listing as the system prompt, its Skill tool, and your request. Left out: Claude Code's own system prompt, its other tools (Bash, Read, Edit, Agent and more) and the reminders it adds (git status, environment). Claude Code puts the listing in a system message after your request; the request sends it as the system prompt instead.",
  'triggers.left-out.codex':
    "Sent: Codex's Skills section as the system prompt, its exec_command tool (Codex's model opens a skill's SKILL.md with a command), and your request. Left out: Codex's own instructions, its other tools and the environment context it adds.",
  'triggers.left-out.opencode':
    "Sent: OpenCode's skill listing as the system prompt, its skill tool, and your request. Left out: the rest of OpenCode's system prompt and its other tools (bash, read, edit and more).",
  'triggers.left-out.gemini-cli':
    "Sent: Gemini CLI's Available Agent Skills section as the system prompt, its activate_skill tool (every listed skill named in it), and your request. Left out: the rest of Gemini CLI's system prompt, its other tools (run_shell_command, read_file, write_file and more), and the confirmation Gemini CLI asks of you before a skill is activated.",
  'triggers.left-out.copilot-vscode':
    "Sent: GitHub Copilot's <skills> section as the system prompt (Copilot puts it in the custom instructions there), its read_file tool (Copilot's model loads a skill by reading the SKILL.md the section names), and your request. Left out: the rest of Copilot's system prompt, the other custom instructions, its other tools and the context it attaches (open files, workspace).",
  'triggers.left-out.hello-agents':
    "Sent: HelloAgents' Skill tool, whose description is the skill listing, and your request. Left out: the system prompt of the agent it runs in and its other tools.",

  // Real agent mode: why a run of the agent's own CLI gave no outcome.
  'triggers.real.not-on-path':
    '{agent} is not installed here: no `{command}` was found on PATH. Install it, or run the test without the real agent.',
  'triggers.real.missing':
    '{agent} was not found at {bin}. Install it there, or name another path.',
  'triggers.real.not-executable':
    '{bin} is not a program this user may run (it is not executable, or not a file). Check the path and its permissions.',
  'triggers.real.setup':
    'The temporary project for {agent} could not be made in {folder}: {detail}. Check that the temporary folder is writable.',
  'triggers.real.name-not-set':
    'The name in {file} could not be changed to the temporary name {name} (its frontmatter cannot be edited safely), so the run could not tell this skill from an installed namesake. Fix the frontmatter first.',
  'triggers.real.timeout':
    '{agent} did not finish within {seconds, plural, one {# second} other {# seconds}}: it was stopped, with every process it started. Give it more time, or check that its model answers.',
  'triggers.real.cancelled':
    'The run of {agent} was cancelled: it was stopped, with every process it started.',
  'triggers.real.exit': '{agent} stopped with exit code {code}: {detail}',
  'triggers.real.signal': '{agent} was ended by the signal {signal}: {detail}',
  'triggers.real.agent-error': '{agent} reported an error: {detail}',
  'triggers.real.unparseable':
    '{agent} printed nothing that reads as its JSON events (it began: {sample}). Check that `{command}` is a version that supports JSON output.',
  'triggers.real.no-detail': 'it printed nothing on its error output',
} as const;

/** A trigger-query message's id. */
export type TriggerMessageId = keyof typeof TRIGGER_MESSAGES;

/** Says a trigger-query message. */
export const triggerMessage = messageMaker(TRIGGER_MESSAGES);
