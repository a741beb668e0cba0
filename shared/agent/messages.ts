/**
 * Everything the agent views say in the studio's own words: notes on how a view was built, why
 * a folder was skipped, why a listing shortened or left out a skill, the budget findings, where
 * the text goes and who sends each part. English here (the CLI prints it as it is); the UI's
 * Chinese is renderer/src/i18n/agent-text.ts. What an agent itself says (its errors, its
 * warnings, a crash) goes in as a value, as it says it.
 *
 * Adding one (see shared/i18n/message.ts): a line here, `agentMessage('agent.x', { ... })` where
 * it is said, its Chinese in renderer/src/i18n/agent-text.ts (the compiler asks for it), and
 * its English hash from `node scripts/stale-translations.mjs`.
 */
import { messageMaker } from '../i18n/message';

/** The English of every agent message, by id. */
export const AGENT_MESSAGES = {
  // Where the catalogue goes, and who sends each part of a call.
  'agent.placement.hello-agents': 'the description of the Skill tool',
  'agent.placement.claude-code':
    'a system message after the first user message, with the environment',
  'agent.placement.codex':
    'developer messages: the model\'s base instructions ("# Using skills", for the models that have it), then the Skills section',
  'agent.placement.opencode': 'the system prompt',
  'agent.placement.gemini-cli':
    'the system prompt ("# Available Agent Skills"); the activate_skill tool\'s description and its enum repeat every name',
  'agent.placement.copilot-vscode':
    'the custom instructions, inside <instructions>: the system prompt (a user message when chat.customInstructionsInSystemMessage is off)',
  'agent.placement.openclaw':
    "the system prompt, after the project context and before the date and working directory (when the read tool is on, pi's default)",
  'agent.placement.skills-ref': 'the system prompt (as the specification recommends)',
  'agent.role.tool-result': 'tool result',
  'agent.role.tool-result-error': 'tool result (is_error)',
  'agent.role.tool-error': 'tool result (error)',
  'agent.role.user-message': 'user message',
  'agent.role.hidden-user-message': 'user message (hidden from the user)',
  'agent.role.injected-user-message': 'user message (injected by Codex)',
  'agent.role.sub-agent-prompt': 'sub-agent prompt (context: fork)',

  // Why a folder is skipped (every agent skips silently; the studio says why).
  'agent.skip.not-a-folder': 'not a folder',
  'agent.skip.no-skill-md': 'no SKILL.md in this folder',
  'agent.skip.outside':
    'its {file} is a link to {target}, outside your libraries: the agent follows the link and reads the skill there, but Skill Studio does not read outside your libraries, so this view leaves it out. Add {folder} as a library to see it.',
  'agent.skip.outside-link-skipped':
    'its {file} is a link to {target}, outside your libraries: this agent skips a skill file that is a link, so it leaves the skill out too.',

  // HelloAgents.
  'agent.hello.hardened':
    "This is not a released agent: it is the studio's suggested hardening of HelloAgents v1.0.0's SkillTool (sorted scan, first duplicate wins, args that could close the block defused, the name attribute escaped), to show what the fixes change.",
  'agent.hello.several-roots':
    'Several roots are scanned one after the other, as if they were one skills/ folder.',
  'agent.hello.scan-order':
    'HelloAgents scans folders in file-system order (it differs between disks); the studio scans them sorted by name.',
  'agent.hello.duplicate':
    '"{name}" is declared by {first} and {last}: the last one scanned ({last}) wins, listed where the first appeared.',
  'agent.hello.typed-name':
    '{folder}: PyYAML reads its name as {type} {value}; no call can ever load it by name.',
  'agent.hello.crash': '{error} (while reading {file})',
  'agent.hello.does-not-start': 'HelloAgents does not start: its SkillLoader raises {crash}.',
  'agent.hello.async-prefix':
    'The agent\'s asynchronous path returns the same message without the "❌ 错误 [CODE]: " prefix.',
  'agent.hello.args-dropped':
    'The body has no $ARGUMENTS placeholder, so the args are silently dropped.',
  'agent.hello.args-inject':
    'The args contain a <skill-loaded> tag and are inserted unchanged: they can close the skill block and inject text (v1.0.0 does not sanitise them; the hardened revision does).',
  'agent.hello.resources-sorted':
    'Resource folders are listed sorted by name (HelloAgents lists them in file-system order).',
  'agent.hello.skip.file-name': 'its file is named "{file}"; HelloAgents only opens "SKILL.md"',
  'agent.hello.skip.not-utf8': 'SKILL.md is not valid UTF-8, so reading it fails',
  'agent.hello.skip.bom': 'the file starts with a byte-order mark, so "^---" does not match',
  'agent.hello.skip.no-start': 'the file does not start with "---"',
  'agent.hello.skip.no-final-break':
    'the file ends right after the closing "---" with no line break, which the loader\'s pattern requires',
  'agent.hello.skip.no-close':
    'no closing "---" line followed by a line break, as the loader\'s pattern {pattern} requires',
  'agent.hello.skip.bad-yaml': 'its frontmatter is not valid YAML for PyYAML',
  'agent.hello.skip.no-name-description': 'its frontmatter has no name and description',
  'agent.hello.skip.no-key': 'its frontmatter has no {key}',
  'agent.hello.skip.replaced': 'replaced by {folder}, which declares the same name',
  'agent.hello.skip.not-mapping': 'its frontmatter is not a mapping',
  'agent.hello.skip.not-text': 'its name or description is missing, empty or not text',
  'agent.hello.skip.declared-first':
    '{folder} already declares "{name}" (the first one scanned wins)',

  // Claude Code.
  'agent.claude.reproduces':
    'Reproduces {version} with its bundled skills switched off (disableBundledSkills), as recorded.',
  'agent.claude.listing-budget':
    'Listing budget: {budget, plural, one {# character} other {# characters}} (the {window}-token window × {perToken, plural, one {# character} other {# characters}} a token × skillListingBudgetFraction {fraction}).',
  'agent.claude.listing-cap':
    'Each description (with when_to_use) is cut at skillListingMaxDescChars {cap, plural, one {# character} other {# characters}}: a longer one keeps its first {keep} and ends in "…".',
  'agent.claude.listing-usage':
    'Over the budget, Claude Code keeps the descriptions of the skills it used most (times used, halved for every week since the last use, from skillUsage in ~/.claude.json) and lists the rest by name only. The studio assumes none of these skills has been used yet, as on a fresh install: all rank equal, so the first skills listed keep theirs.',
  'agent.claude.listing-order':
    'Skills are listed by folder name, each folder of a skills folder being a command named after it; the frontmatter name is shown in brackets when it differs.',
  'agent.claude.built-in':
    '"{name}" is one of Claude Code\'s own skills: it is always listed, after yours, and never shortened.',
  'agent.claude.built-in-call':
    '"{name}" is built into Claude Code: its instructions are not reproduced.',
  'agent.claude.scopes':
    "Several roots are read as Claude Code's scopes, in order: the first root holding a folder name keeps it.",
  'agent.claude.fork':
    "context: fork runs the skill in a sub-agent: part 1 is what the sub-agent is given, part 2 what the model gets back once it is done. The sub-agent's final answer cannot be known without running it, so the studio shows {placeholder} in its place (when the sub-agent used tools, Claude Code first names them in <tools-used-before-summary>).",
  'agent.claude.session-id':
    '{variable} becomes the session id, which only exists in a real session.',
  'agent.claude.effort':
    '{variable} becomes the effort level of the session: "{effort}" when no effort is chosen on the default model, as recorded; /effort, --effort, the effortLevel setting and the model change it.',
  'agent.claude.args-appended':
    'The body has no placeholder, so Claude Code appends the args as "ARGUMENTS: ...".',
  'agent.claude.would-run':
    'Would run `{command}` and put its output here; the studio never runs commands.',
  'agent.claude.would-run-block': 'Would run a shell block ({line}...) and put its output here.',
  'agent.claude.skip.file-name': 'its file is "{file}"; Claude Code needs "SKILL.md"',
  'agent.claude.skip.shadowed': 'a folder of the same name in {root}, read first, keeps the name',
  'agent.claude.skip.paths':
    'it has paths ({paths}): Claude Code loads it only once a matching file is touched, so it is neither listed nor callable at the start',
  'agent.claude.entry.hidden': 'disable-model-invocation: true keeps it out of the listing',
  'agent.claude.entry.capped':
    'cut to {cap, plural, one {# character} other {# characters}} (the per-entry cap)',
  'agent.claude.entry.name-only':
    'over the {budget}-character listing budget: listed by name only, so its description never reaches the model',

  // Codex.
  'agent.codex.reproduces': 'Reproduces {version} with model {model} (a {window}-token window).',
  'agent.codex.usage-on':
    '{model} asks for the "How to use skills" part (include_skills_usage_instructions), so the section ends with it.',
  'agent.codex.usage-off':
    '{model} does not ask for the "How to use skills" part (include_skills_usage_instructions is off): the section ends with the list, and the "# Using skills" part of the model\'s base instructions, shown first, says how to use skills.',
  'agent.codex.budget':
    'Budget: {limit, plural, one {# token} other {# tokens}} (2% of {window}), each line costing its UTF-8 bytes / 4, rounded up.',
  'agent.codex.system-skills':
    'Its bundled system skills are switched on ([skills.bundled] enabled): Codex writes them to {root} ($CODEX_HOME/skills/.system, which it lists as an absolute path) and lists them first, within the same budget.',
  'agent.codex.system-skills-off':
    "Its bundled system skills are switched off (Codex's own default is on; the recordings run with them off): switch them on in the view's settings to see them listed and counted.",
  'agent.codex.system-skill-call':
    '"{name}" is one of Codex\'s bundled system skills: Codex injects its whole SKILL.md here, which the studio does not reproduce.',
  'agent.codex.roots':
    'Each root gets an alias (r0, r1, ...) in the order given; all count as the repo scope.',
  'agent.codex.shows-user': 'Codex shows the user: {warning}',
  'agent.codex.no-skills': 'With no skills, Codex adds no Skills section.',
  'agent.codex.no-tool':
    'Codex has no Skill tool: a skill is loaded when the user mentions it as $name (simulated here) or when the model opens its SKILL.md.',
  'agent.codex.mention-only':
    '"{name}" is left out of the catalogue (agents/openai.yaml turns implicit invocation off), but a $mention still loads it.',
  'agent.codex.not-a-mention':
    '"{mention}" is not a mention: names are matched with the characters A-Z, a-z, 0-9, "_", ":" and "-" only, so nothing is injected.',
  'agent.codex.environment-variable':
    '{mention} is read as an environment variable (in any letter case), not a skill.',
  'agent.codex.no-mention':
    'The message mentions no skill Codex holds under one name only: nothing is injected.',
  'agent.codex.not-found':
    'No enabled skill is named "{name}": nothing is injected, and the instructions tell the model to say so.',
  'agent.codex.ambiguous':
    '{count, plural, one {# skill is} other {# skills are}} named "{name}": a plain {mention} injects none of them (link one by path instead).',
  'agent.codex.skip.reports': 'Codex reports: {detail}',
  'agent.codex.skip.past-limit':
    "past the limits of Codex's scan ({folders, plural, one {# folder} other {# folders}} read, {entries, plural, one {# entry} other {# entries}} listed, breadth first by name): Codex does not find it",
  'agent.codex.scan-limit':
    'Codex stops scanning {root} at its traversal limit ({folders, plural, one {# folder} other {# folders}} read or {entries, plural, one {# entry} other {# entries}} listed, breadth first, names in order) and logs "skills scan reached its traversal limit": the skills past it are not found.',
  'agent.codex.entry.not-implicit':
    'agents/openai.yaml sets policy.allow_implicit_invocation: false: not listed, loaded only by $name',
  'agent.codex.entry.description-removed': 'description removed to fit the budget',
  'agent.codex.entry.left-out': 'left out: over the skills budget',
  'agent.codex.entry.shortened':
    'description shortened to {kept} of {total, plural, one {# character} other {# characters}} to fit the budget',

  // OpenCode.
  'agent.opencode.reproduces':
    'Reproduces {version}, with each library as a "skills.paths" folder.',
  'agent.opencode.built-in':
    '"{name}" is OpenCode\'s own built-in skill, listed before any of yours.',
  'agent.opencode.replaces-built-in':
    '{folder} declares "{name}", the name of OpenCode\'s built-in skill, and replaces it.',
  'agent.opencode.link-outside':
    "{folder} links to a folder outside the library: OpenCode's glob would follow it and load the skills there; the studio does not read outside the library.",
  'agent.opencode.varies':
    '"{name}" is declared by {folders}: OpenCode reads them all at once and keeps the one read last, which varies from run to run; the studio shows {shown}.',
  'agent.opencode.not-escaped':
    'Names and descriptions are inserted as written (not escaped); only the location is HTML-escaped.',
  'agent.opencode.no-args':
    "OpenCode's skill tool takes only a name: the args are not passed to the skill.",
  'agent.opencode.file-sample':
    "OpenCode lists up to 10 of the skill's files in ripgrep's order, which varies and leaves out git-ignored files; the studio takes the first 10 by path.",
  'agent.opencode.built-in-call':
    '"{name}" is built into OpenCode: its instructions and the files listed (those of the folder OpenCode runs in, since its location "<built-in>" has no folder) are not reproduced.',
  'agent.opencode.skip.duplicate':
    'replaced by {folder}, which also declares "{name}" (OpenCode logs "duplicate skill name")',
  'agent.opencode.skip.would-evaluate':
    'its frontmatter opens with "{fence}": gray-matter would run it as JavaScript, which the studio never does',
  'agent.opencode.skip.unreadable':
    'OpenCode cannot read its frontmatter and reports "failed to load skill"',
  'agent.opencode.skip.not-text':
    'its {key} is {kind}, not text, so OpenCode passes over it without a word',
  'agent.opencode.skip.not-keys':
    'its frontmatter is not a set of keys, so OpenCode passes over it without a word',
  'agent.opencode.kind.missing': 'missing',
  'agent.opencode.kind.null': 'empty (null)',
  'agent.opencode.kind.date': 'a date',
  'agent.opencode.kind.list': 'a list',
  'agent.opencode.kind.keys': 'a set of keys',
  'agent.opencode.kind.value': 'the {type} {value}',
  'agent.opencode.entry.no-description':
    'no description: it can be loaded by name but is not listed',

  // Gemini CLI.
  'agent.gemini.reproduces':
    "Reproduces {version} on a Gemini 3 model, each library read as a skills folder in a trusted workspace (a later library wins a name, as the workspace folders win over the user's).",
  'agent.gemini.built-ins':
    'Gemini CLI lists its {count, plural, one {# built-in skill} other {# built-in skills}} first; a skill of the same name replaces one in its place.',
  'agent.gemini.replaces-built-in':
    '{folder} declares "{name}", the name of a Gemini CLI built-in skill, and replaces it.',
  'agent.gemini.replaces':
    '{folder} declares "{name}", as {earlier} does: Gemini CLI keeps the later one in the earlier one\'s place and warns "Skill conflict detected".',
  'agent.gemini.varies':
    '"{name}" is declared by {folders}, in one folder: Gemini CLI keeps the last in the order the disk lists the folder, which differs between disks; the studio shows {shown}.',
  'agent.gemini.order':
    'Within a skills folder, skills are listed in the order the disk lists its folders (name order on macOS and Windows, not on Linux); the studio lists them by name.',
  'agent.gemini.not-escaped':
    'Names, descriptions and locations are inserted as written (not escaped).',
  'agent.gemini.lines-reader':
    "{folder}: js-yaml could not give a text name and description, so Gemini CLI's line reader took them from the name: and description: lines.",
  'agent.gemini.no-args':
    "Gemini CLI's activate_skill takes only a name: the args are not passed to the skill.",
  'agent.gemini.not-in-enum':
    '"{name}" is not one of the names the tool\'s schema allows (names are matched exactly): Gemini CLI refuses the call before the tool runs.',
  'agent.gemini.case-match':
    'Gemini CLI looks the name up ignoring case and takes the first match: "{name}" finds {found}.',
  'agent.gemini.confirmation':
    'Unless the session runs with --yolo or a policy allows it, Gemini CLI first asks the user to confirm activating "{name}", showing its description and this folder tree.',
  'agent.gemini.built-in-call':
    '"{name}" is built into Gemini CLI: its instructions ship inside Gemini CLI and are not reproduced.',
  'agent.gemini.skip.no-frontmatter':
    'the file does not start with a "---" line closed by another (a byte-order mark counts): Gemini CLI passes over it without a word',
  'agent.gemini.skip.no-fields':
    'neither js-yaml nor its line reader finds both a name and a description: Gemini CLI passes over it without a word',
  'agent.gemini.skip.too-deep':
    'Gemini CLI looks for SKILL.md only at the root of a skills folder and one folder down: it does not find this one',
  'agent.gemini.skip.dot-folder':
    'Gemini CLI\'s glob does not look into folders whose name starts with "."',
  'agent.gemini.skip.node-modules': "Gemini CLI's glob ignores node_modules",
  'agent.gemini.skip.lowercase':
    'the file is not named SKILL.md in capitals: Gemini CLI does not find it on a case-sensitive disk (Linux); on macOS and Windows it does',

  // GitHub Copilot in VS Code.
  'agent.copilot.reproduces':
    'Reproduces {version}, derived from its source, not recorded (VS Code cannot run here). Each library is read as one of its skills folders (.github/skills, .agents/skills, .claude/skills, ~/.copilot/skills, ~/.agents/skills, ~/.claude/skills or one set in chat.agentSkillsLocations), in the order given; VS Code reads the workspace folders before the personal ones.',
  'agent.copilot.read-file':
    "Copilot lists each skill's SKILL.md path and the model loads a skill by reading that file with read_file. With the experimental skill tool on, the wording changes and the list keeps to 15,000 characters; this view shows the default.",
  'agent.copilot.order':
    'Within a skills folder, skills are listed in the order the disk lists its folders; the studio lists them by name.',
  'agent.copilot.not-escaped':
    'XML tags are removed from descriptions; every other character is inserted as written (not escaped).',
  'agent.copilot.yaml-reader':
    "The frontmatter is read with js-yaml (every value as text), standing in for VS Code's own YAML parser, which keeps what it can read of broken YAML.",
  'agent.copilot.name-is-folder':
    '{folder}: its name "{name}" is not its folder name, so Copilot uses the folder name.',
  'agent.copilot.no-name': '{folder}: no name in the frontmatter, so Copilot uses the folder name.',
  'agent.copilot.description-cut':
    '{folder}: the description is {length, plural, one {# character} other {# characters}}; Copilot keeps the first 1,024.',
  'agent.copilot.tags-removed': '{folder}: Copilot removes the XML tags from the description.',
  'agent.copilot.yaml-error':
    '{folder}: js-yaml cannot read the frontmatter, so this view takes no field from it; VS Code may still read some.',
  'agent.copilot.not-user-invocable':
    '{name}: user-invocable is false, so it is not offered as /{name} in the chat.',
  'agent.copilot.argument-hint': '{name}: typed as /{name}, the chat input shows "{hint}".',
  'agent.copilot.entry.no-description':
    'no description: Copilot loads it (the user can type /{name}) but does not list it for the model',
  'agent.copilot.entry.disabled':
    'disable-model-invocation is true: only the user runs it, by typing /{name}',
  'agent.copilot.skip.duplicate':
    'Copilot already has a skill named "{name}" (from {earlier}): it keeps the first and skips this one',
  'agent.copilot.skip.file-name':
    'the file is named {file}: Copilot looks for SKILL.md and does not find it on a case-sensitive disk (Linux); on macOS and Windows it does',
  'agent.copilot.skip.not-one-down':
    'Copilot looks for SKILL.md only in the folders directly inside a skills folder: it does not find this one',
  'agent.copilot.call.read-file':
    'The model calls read_file with filePath "{path}", startLine 1 and endLine {lines}; the tool returns the file as it is, frontmatter included, with no code fence.',
  'agent.copilot.call.not-listed':
    '"{name}" is not in the list, so the model has no path to read; the user can still attach the file or type /{name} when Copilot loaded it.',
  'agent.copilot.call.no-args':
    "read_file takes a path and lines, not the user's words: they stay in the user's message.",

  // OpenClaw / pi.
  'agent.openclaw.reproduces':
    "Reproduces {version}: discovery and catalogue as pi's own skills code makes them (recorded by running it), its read tool derived from the source. Each library is read as one of pi's skills folders (~/.pi/agent/skills, .pi/skills or one given with --skill), in the order given.",
  'agent.openclaw.order':
    'pi lists skills in the order the disk lists the entries of each folder; the studio goes through them by name, folder by folder.',
  'agent.openclaw.not-simulated':
    "Not simulated: a Markdown file other than SKILL.md directly in a skills folder (pi takes it as a skill), .gitignore, .ignore and .fdignore rules inside a skills folder, and OpenClaw's metadata.openclaw.requires gating.",
  'agent.openclaw.name-mismatch':
    '{folder}: its name "{name}" is not its folder name; pi warns and keeps the name.',
  'agent.openclaw.entry.disabled':
    'disable-model-invocation is true: only the user runs it, by typing /skill:{name}',
  'agent.openclaw.skip.file-name':
    'the file is named {file}: pi looks for SKILL.md and does not find it on a case-sensitive disk (Linux); on macOS and Windows it does',
  'agent.openclaw.skip.dot-folder': 'pi does not look into folders whose name starts with "."',
  'agent.openclaw.skip.node-modules': 'pi does not look into node_modules',
  'agent.openclaw.skip.inside-skill':
    'it lies inside the skill {skill}: pi does not look below a folder that holds SKILL.md',
  'agent.openclaw.skip.yaml': 'the yaml package cannot read the frontmatter, so pi skips the file',
  'agent.openclaw.skip.no-description':
    'no description (or a blank one): pi requires one and skips the file',
  'agent.openclaw.skip.description-not-text':
    'the description is not text: pi fails on it and skips the file',
  'agent.openclaw.skip.name-not-text': 'the name is not text: pi fails on it and skips the file',
  'agent.openclaw.skip.same-file':
    'pi already loaded this very file through a link, so it counts it once',
  'agent.openclaw.skip.duplicate':
    'pi already has a skill named "{name}" (from {earlier}): it keeps the first and skips this one',
  'agent.openclaw.call.read':
    'The model calls read with path "{path}"; the tool returns the file as it is, frontmatter included, cut at 2,000 lines or 50 KB with a line saying where to go on.',
  'agent.openclaw.call.not-listed':
    '"{name}" is not in the list, so the model has no path to read; the user can still type /skill:{name} when pi loaded it.',
  'agent.openclaw.call.no-args':
    "read takes a path, not the user's words: they stay in the user's message.",

  // skills-ref.
  'agent.skills-ref.locations': 'Locations are the real paths of the SKILL.md files.',
  'agent.skills-ref.order':
    'The skills are given to to-prompt in path order, root after root, and listed in that order.',
  'agent.skills-ref.fails':
    'skills-ref to-prompt stops at the first skill it cannot read: it prints "{error}" and exits with status 1, with no block at all.',
  'agent.skills-ref.no-tool':
    'skills-ref only produces the catalogue; agents load a skill by reading its SKILL.md from the listed location.',
  'agent.skills-ref.skip.fails': 'to-prompt fails on it: {why}',
  'agent.skills-ref.yaml-crash': 'its YAML library crashes ({exception})',

  // Budgets (every view) and what happened to an entry of a listing.
  'agent.budget.catalogue-share':
    'The listing of {skills, plural, one {# skill} other {# skills}} takes ≈{tokens, plural, one {# token} other {# tokens}}, {share} of a {window}-token context window (budget {budget}).',
  'agent.budget.per-skill':
    "≈{tokens, plural, one {# token} other {# tokens}} per skill; the format's guidance is about 100 (name and description only).",
  'agent.budget.entry': '{name}: {note}',
  'agent.budget.body-lines':
    'The body is {lines, plural, one {# line} other {# lines}} (advice: under 500).',
  'agent.budget.body-tokens':
    'The body is ≈{tokens, plural, one {# token} other {# tokens}} (advice: under 5,000).',
  // A verdict in plain words (plain-verdict.ts): clauses joined into one sentence.
  'agent.verdict.sentence': '{text}.',
  'agent.verdict.sentence-ended': '{text}',
  'agent.verdict.then': '{head}; {tail}',
  'agent.verdict.list': '{head}, {tail}',
  'agent.verdict.no-reason': 'no reason given',
  'agent.verdict.lists-loads': '{agent} lists it and loads it with your text',
  'agent.verdict.lists-no-tool':
    '{agent} lists it; the model opens the file itself when it picks it (there is no loading step to show)',
  'agent.verdict.lists': '{agent} lists it',
  'agent.verdict.cut-at': '{agent} lists it, cut at character {at} of your description',
  'agent.verdict.cut': '{agent} lists it shortened: {why}',
  'agent.verdict.dropped': '{agent} runs out of room in its list: {why}',
  'agent.verdict.hidden':
    '{agent} does not list it, so the model will not pick it by itself: {why}',
  'agent.verdict.skipped': '{agent} skips it: {why}',
  'agent.verdict.not-seen': '{agent} never sees it: it is not in a folder {agent} reads',
  'agent.verdict.fails': '{agent} does not start at all: {why}',
  'agent.verdict.loads': 'asked for by name, it loads with your text',
  'agent.verdict.loads-other': 'asked for by its name, it loads another skill of the same name',
  'agent.verdict.load-fails': 'asked for by its name, it fails to load',
  'agent.verdict.first-word': '{written} becomes the first word the user types',
  'agent.verdict.nth-word': '{written} becomes word {n} of what the user types',
  'agent.verdict.all-words': '{written} becomes everything the user types',
  'agent.verdict.skill-dir': "{written} becomes the skill's folder",
  'agent.verdict.session-id': '{written} becomes the id of the session',
  'agent.verdict.effort': "{written} becomes the session's effort level",
  'agent.verdict.as-written':
    '{count, plural, one {{list} reaches the model as written, not replaced} other {{list} reach the model as written, not replaced}}',
  'agent.verdict.args-appended': 'what the user types is added at the end',
  'agent.verdict.args-dropped': 'what the user types is dropped (no $ARGUMENTS to put it in)',
  'agent.verdict.args-not-passed': 'what the user types is not passed to the skill',

  'agent.entry.cut': 'cut',
  'agent.entry.dropped': 'dropped',
  'agent.entry.hidden': 'hidden',
} as const;

/** Which agent message. */
export type AgentMessageId = keyof typeof AGENT_MESSAGES;

/** Says an agent message: `agentMessage('agent.skip.not-a-folder')`, values checked. */
export const agentMessage = messageMaker(AGENT_MESSAGES);
