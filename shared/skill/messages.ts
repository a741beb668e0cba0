/**
 * What the validator says: every finding's message and every fix's title, by id. English here
 * (the CLI prints it as it is); the UI's Chinese is renderer/src/i18n/skill-text.ts.
 * skills-ref's own wording of a finding (`ref`) and what the YAML reader says inside a message
 * (its problem text) are the reference's words and go in as values.
 *
 * Adding one (see shared/i18n/message.ts): a line here, `skillMessage('skill.x', { ... })` where
 * it is said, its Chinese in renderer/src/i18n/skill-text.ts (the compiler asks for it),
 * and its English hash from `node scripts/stale-translations.mjs`.
 */
import { messageMaker } from '../i18n/message';

/** The English of every finding and fix title, by id. */
export const SKILL_MESSAGES = {
  // The folder and the file.
  'skill.path-not-directory':
    '{path} is not a folder. A skill is a folder that holds a SKILL.md file.',
  'skill.skill-md-missing': 'There is no SKILL.md in this folder.',
  'skill.skill-md-missing.near-miss':
    'There is no SKILL.md in this folder (found "{file}": the name must be SKILL.md, in capitals).',
  'skill.skill-md-unreadable': 'SKILL.md cannot be read: {reason}.',
  'skill.file-unreadable': '{file} cannot be read: {reason}.',
  'skill.link-row': 'Link to {target}, outside your libraries: not read.',
  'skill.link-add': 'Add {folder} as a library',
  'skill.link-outside':
    'it is a link to {target}, outside your libraries, so Skill Studio does not read it (add {folder} as a library to check it)',
  'skill.internal-error':
    'Skill Studio could not read this file because of an internal error ({error}). Please report it.',
  'skill.encoding-not-utf8':
    'This file is not saved as UTF-8 (byte 0x{byte} at line {line}, column {column} is not valid UTF-8). Agents read SKILL.md as UTF-8: re-save it with UTF-8 encoding.',
  'skill.bom':
    'The file starts with an invisible byte-order mark (BOM). Most agents then cannot see the frontmatter. Remove it.',

  // The frontmatter block.
  'skill.skills-ref-misparse':
    'skills-ref (and tools built on it) end the frontmatter at this "---" even though it is not on a line of its own, so they read a different frontmatter than other agents. Avoid "---" inside frontmatter values.',
  'skill.frontmatter-empty':
    'The frontmatter is empty. It needs at least "name:" and "description:" lines.',
  'skill.frontmatter-not-mapping':
    'The frontmatter must be a list of "key: value" lines, but this one is a single value or a list.',
  'skill.frontmatter-too-large':
    "The frontmatter is {size} KiB, too large to check here (the studio checks up to {most} KiB). Agents read every skill's frontmatter at start-up: keep it to the fields the skill needs and move long text into the body or a file of the skill.",
  'skill.frontmatter-unclosed':
    'The frontmatter starts with "---" but no line "---" closes it. Add a line with just "---" after the last frontmatter line.',
  'skill.frontmatter-missing.empty':
    'The file is empty. A SKILL.md starts with a frontmatter block: "---", then "name:" and "description:" lines, then "---".',
  'skill.frontmatter-missing.no-dashes':
    'The file must start with a frontmatter block: a first line "---", then "name:" and "description:" lines, then "---".',
  'skill.frontmatter-missing.blank-lines-first':
    'The file starts with blank lines. The "---" that opens the frontmatter must be the very first line.',
  'skill.frontmatter-missing.dashes-then-text':
    'The first line must be exactly "---", with the first field on the next line.',
  'skill.frontmatter-missing.too-many-dashes': 'The first line must be exactly three dashes "---".',
  'skill.frontmatter-missing.indented-dashes':
    'The "---" that opens the frontmatter has spaces before it, so it does not count: agents read the whole file as instructions, with no name or description. It must start the line.',
  'skill.frontmatter-missing.near-miss-dashes':
    'The first line looks like the "---" that opens the frontmatter but is not three plain hyphens (-), so agents read the whole file as instructions, with no name or description.',
  'skill.frontmatter-no-final-newline':
    'The file ends right after the closing "---" with no line break; HelloAgents then skips the skill. Add a line break (and the instructions).',

  // YAML.
  'skill.yaml-flow-style':
    "This value is written in flow style ({what}). The specification's YAML reader refuses it: write it as indented lines, or put the whole value in quotes if the brackets are meant as text.",
  'skill.yaml-anchor':
    '"&{name}" is a YAML anchor (a value reused elsewhere with "*{name}"). The specification\'s YAML reader refuses anchors and aliases: write values out in full.',
  'skill.yaml-alias':
    '"*{name}" repeats another value by reference (a YAML alias). Write the value out in full instead.',
  'skill.yaml-tag':
    '"{tag}" is a YAML type tag. Frontmatter values are always text, so tags are refused: remove it.',
  'skill.yaml-duplicate-key': '"{key}" appears more than once here. Keep only one of them.',
  'skill.yaml-crash':
    'The specification\'s YAML reader (used by skills-ref) fails on this frontmatter with {exception}: {problem}. A comment right after "key:" or a very unusual construct usually causes it; rewrite this line.',
  'skill.yaml-bad-character':
    'The frontmatter contains a character YAML does not allow: {problem}. Remove it.',
  'skill.yaml-colon-in-value':
    'A colon followed by a space inside a value makes YAML read a new key here. Put the whole value in quotes.',
  'skill.yaml-tab': 'A tab is used for indentation here. YAML only accepts spaces.',
  'skill.yaml-bad-start': 'A value cannot start with "{char}" unless it is in quotes.',
  'skill.yaml-unclosed-quote': 'A quoted value is never closed: add the closing quote.',
  'skill.yaml-missing-colon':
    'This line is not "key: value" and does not continue the value above. Check for a missing colon or quote.',
  'skill.yaml-block-end': 'The indentation or quoting here does not fit the lines around it.',
  'skill.yaml-indentation':
    'This block is indented differently from the one before it. Indent nested lines the same way (for example two spaces).',
  'skill.yaml-bomb':
    'The "*name" references in this frontmatter repeat values inside values until there are more than {limit} of them (a "YAML bomb"). Nothing can read that; write the values out in full.',
  'skill.yaml-undefined-alias':
    'This "*name" refers to an anchor that does not exist. Write the value out in full.',
  'skill.yaml-invalid': 'The frontmatter is not valid YAML: {problem}.',

  // Fields.
  'skill.field-unknown':
    '{count, plural, one {The key {keys} is} other {The keys {keys} are}} not part of the specification. Only {fields} are allowed at the top level; put your own keys under "metadata".',
  'skill.name-missing':
    'The frontmatter has no "name:" line. Every skill needs a name; use the folder name.',
  'skill.name-not-string': 'The name must be plain text, not a list or nested keys.',
  'skill.name-empty': 'The name is empty. Give the skill a name (use the folder name).',
  'skill.name-too-long':
    'The name is {length, plural, one {# character} other {# characters}} long; the limit is {max}.',
  'skill.name-not-lowercase':
    'The name "{name}" has capital letters; skill names are all lower case.',
  'skill.name-hyphen-edge': 'A name cannot start or end with a hyphen.',
  'skill.name-hyphen-double': 'A name cannot contain two hyphens in a row ("--").',
  'skill.name-invalid-chars':
    'The name contains {chars}. Only letters, digits and hyphens are allowed.',
  'skill.char.space': 'a space',
  'skill.char.underscore': 'an underscore "_"',
  'skill.char.combining': 'a combining mark (U+{code})',
  'skill.char.invisible': 'an invisible character (U+{code})',
  'skill.char.other': '"{char}"',
  'skill.name-dir-mismatch':
    'The name "{name}" does not match the folder name "{folder}". Agents find skills by folder, so the two must be the same.',
  'skill.name-not-ascii':
    'Claude uploads accept only a-z, 0-9 and hyphens in names; this name has other letters.',
  'skill.name-reserved-word': 'Names may not contain "{word}" on Claude uploads; it is reserved.',
  'skill.value-typed.name':
    'HelloAgents reads this name as a {type}, not text, so the skill can never be loaded by name. Put it in quotes.',
  'skill.value-typed.description':
    'HelloAgents reads this description as a {type}, not text, and shows it that way. Put it in quotes.',
  'skill.description-missing':
    'The frontmatter has no "description:" line. Agents pick skills by their description: say what the skill does and when to use it.',
  'skill.description-not-string': 'The description must be text, not a list or nested keys.',
  'skill.description-empty':
    'The description is empty. Say what the skill does and when an agent should use it.',
  'skill.description-too-long':
    'The description is {length, plural, one {# character} other {# characters}} long; the limit is {max}. Move detail into the body.',
  'skill.description-placeholder':
    'The description still has template text in it ("{text}"). Agents choose a skill by its description: say what this skill does and when to use it.',
  'skill.description-too-short':
    'The description is {length, plural, one {# character} other {# characters}} long, too short for an agent to tell when to choose this skill (aim for {min} or more, a CJK character counting two): say what it does and when to use it.',
  'skill.description-generic':
    'The description "{text}" could describe any skill, so an agent cannot tell when to choose this one: say what it does and when to use it.',
  'skill.description-no-trigger':
    'The description says what the skill does but not when to use it. Agents choose skills from this text alone: add a clause such as "Use when the user asks to …".',
  'skill.description-xml': 'Claude uploads refuse descriptions containing "<" or ">". Remove them.',
  'skill.compatibility-not-string':
    'Compatibility must be one line of text, not a list or nested keys.',
  'skill.compatibility-too-long':
    'Compatibility is {length, plural, one {# character} other {# characters}} long; the limit is {max}.',
  'skill.metadata-not-string-map':
    'metadata should be "key: value" lines with text values (the specification allows nothing nested). Many tools turn other values into text.',
  'skill.license-not-string':
    'license should be a short text: a license name or the name of a bundled license file.',
  'skill.allowed-tools-list':
    'allowed-tools is a list here; the specification defines one line of tool names separated by spaces.',
  'skill.allowed-tools-commas':
    'allowed-tools separates tools with commas; the specification separates them with spaces.',

  // The body and the skill's files.
  'skill.body-empty':
    'The body is empty. After the frontmatter, write the instructions the agent follows when it uses this skill.',
  'skill.body-too-long':
    'The body is {lines, plural, one {# line} other {# lines}} long; keep it under {max} and move detail into files under references/ that the agent reads only when needed.',
  'skill.body-too-many-tokens':
    'The body is about {tokens, plural, one {# token} other {# tokens}} (estimated); the advice is under {max}. Agents load all of it whenever the skill is used.',
  'skill.reference-missing':
    'The body mentions "{path}", but the skill has no such file. The agent will not find it.',
  'skill.reference-deep':
    '"{path}" is more than one folder deep. Keep referenced files one level down (for example references/{file}).',
  'skill.skill-md-lowercase':
    'The file is named "{file}". Claude Code and the Claude uploaders look for "SKILL.md" in capitals.',
  'skill.skill-md-case-clash':
    'This folder holds both "{file}" and {others}, names that differ only in capitals. Agents read "{file}" and ignore {others}; on a disk that ignores case (macOS, Windows) they are one file, so copying, installing or unpacking the skill there keeps only one of them. Move what you need into "{file}" and delete {others}.',
  'skill.skill-nested':
    'This skill sits inside another skill ("{parent}"). Both load, but packaging the outer one also ships this one.',
  'skill.name-duplicate':
    'Another skill in this library has the same name ({others}). Agents keep only one of them.',
  'skill.file-large': '"{path}" is {size} MiB. Large files slow uploads and agents that read them.',
  'skill.too-many-files':
    'The skill has {count, plural, one {# file} other {# files}}; Claude uploads accept at most {max}.',
  'skill.plugin-manifest':
    'The skill contains .claude-plugin/plugin.json: that is a Claude Code plugin, which skill uploads refuse.',

  // Authoring advice (rules/advice-*.ts).
  'skill.description-third-person':
    'The description speaks as "{text}". Agents read it as part of their own instructions, so write it in the third person: say what the skill does ("Processes expense reports. Use when …").',
  'skill.description-cut':
    '{agent} cuts this description in its list of skills at character {at} (it is {length, plural, one {# character} other {# characters}} long): the agent never sees the rest. Put what matters first, or shorten it.',
  'skill.description-cut.with-when':
    '{agent} cuts this description, with when_to_use after it, in its list of skills at character {at} (together they are {length, plural, one {# character} other {# characters}} long): the agent never sees the rest. Put what matters first, or shorten them.',
  'skill.description-duplicate':
    'Another skill in this library has the same or nearly the same description ({others}). An agent cannot tell the two apart: say what makes this one different.',
  'skill.name-vague':
    'The name "{name}" says nothing about what the skill does, and agents and people choose skills by it. Use a name that names the task, such as "processing-expense-reports".',
  'skill.body-placeholder':
    'The instructions still have template text in them ("{text}"). Write what the agent should do instead.',
  'skill.path-windows':
    '"{path}" is written with backslashes (a Windows-style path). Agents on macOS and Linux cannot open it: use forward slashes ("{fixed}").',
  'skill.argument-dollar-digit':
    'Claude Code replaces "{text}" with word {index} of what the user types after the skill\'s name, so "{text} per month" can reach the model as "2026-11 per month". If you mean an amount of money or a shell variable, write "\\{text}" (Claude Code then shows "{text}"; other agents show the backslash too).',
  'skill.arguments-literal':
    'Claude Code and HelloAgents replace "$ARGUMENTS" with what the user typed; {agents} show it to the model as it is, "$ARGUMENTS". If the skill is used there, say in words what the input is (for example "the file the user names").',
  'skill.skill-dir-literal':
    'Only Claude Code replaces "{variable}" with the skill\'s folder; {agents} show it to the model as it is. Use paths relative to the skill folder (for example "scripts/run.py") where the skill is used elsewhere.',
  'skill.install-unpinned':
    '"{command}" installs {packages} without a version, so the skill can break when a new release comes out. Pin the version (for example "{example}").',
  'skill.mcp-tool-unqualified':
    '"{tool}" looks like an MCP tool named without its server. Name it as "ServerName:{tool}" so the agent finds the right tool when several servers are connected.',
  'skill.readme-in-skill':
    'The skill contains "{path}". Agents do not read a README: put what the agent needs in SKILL.md (or a file it links to), and notes for people outside the skill folder.',
  'skill.script-no-shebang':
    '"{path}" has no first line saying what runs it (a "shebang" such as "#!/usr/bin/env python3"), so running it directly fails.',
  'skill.script-not-executable':
    '"{path}" is not marked as a program that can be run (its run permission, the "x" bit, is off), so running it as "./{path}" fails. Mark it executable (chmod +x) or have the instructions run it with its interpreter.',
  'skill.reference-no-toc':
    '"{path}" is more than {max, plural, one {# line} other {# lines}} long and has no table of contents at the top. Agents often read only the start of a long file: list its sections first so they know what is in it.',
  'skill.file-unmentioned':
    'Nothing in the skill mentions "{path}", so the agent will not know it is there. Mention it in SKILL.md (say when to read or run it), or remove it.',
  'fix.forward-slashes': 'Write "{fixed}"',
  'fix.escape-dollar': 'Write "\\{text}" (keep the dollar sign in Claude Code)',
  'fix.add-shebang': 'Add "{line}" as the first line of {path}',

  // Fix titles.
  'fix.add-frontmatter': 'Add a frontmatter block',
  'fix.remove-bom': 'Remove the byte-order mark',
  'fix.close-at-end': 'Close the frontmatter at the end',
  'fix.close-before-line': 'Close the frontmatter before line {line}',
  'fix.first-line-dashes': 'Make the first line exactly "---"',
  'fix.select-placeholder': 'Select the template text to write over it',
  'fix.select-description': 'Select the description to rewrite it',
  'fix.remove-spaces-before-dashes': 'Remove the spaces before "---"',
  'fix.add-dashes-around': 'Add the "---" lines around the frontmatter',
  'fix.dashes-own-line': 'Put "---" on a line of its own',
  'fix.remove-blank-lines': 'Remove the blank lines before "---"',
  'fix.quote-value': 'Put the value in quotes',
  'fix.quote-it': 'Put it in quotes',
  'fix.remove-empty-value': 'Remove the empty value',
  'fix.block-style': 'Rewrite as indented lines (block style)',
  'fix.write-values-out': 'Write the values out in full',
  'fix.write-value-out': 'Write the value out in full',
  'fix.remove-tag': 'Remove the tag',
  'fix.delete-repeated-entry': 'Delete this repeated entry',
  'fix.rename-to-skill-md': 'Rename the file to SKILL.md',
  'fix.rename-folder': 'Rename the folder to "{name}"',
  'fix.rename-skill': 'Rename the skill to "{name}" (its folder and name)',
  'fix.rename-key': 'Rename "{from}" to "{to}"',
  'fix.set-name': 'Set the name to "{name}"',
  'fix.change-name': 'Change the name to "{name}"',
  'fix.add-name': 'Add "name: {name}"',
  'fix.move-under-metadata': 'Move {keys} under "metadata"',
  'fix.write-as': 'Write it as "{value}"',
  'fix.remove-angle-brackets': 'Remove "<" and ">"',
  'fix.add-line-break': 'Add a line break',
  'fix.create-file': 'Create {path}',
  'fix.remove-link': 'Remove the link (keep its text)',
  'fix.description-from-body': 'Use the first paragraph of the body',
} as const;

/** Which finding or fix title. */
export type SkillMessageId = keyof typeof SKILL_MESSAGES;

/** Says a finding or a fix title: `skillMessage('skill.bom')`, values checked. */
export const skillMessage = messageMaker(SKILL_MESSAGES);
