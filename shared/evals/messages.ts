/**
 * What evals say: reading a skill's evals/evals.json, reading a grader's reply and a model's
 * suggested evals, and what a benchmark flags, in plain words (see shared/i18n/message.ts for
 * adding one): English here, the Chinese in renderer/src/i18n/eval-text.ts. A file's messages
 * name the file, the line and the column; `{found}` and `{problem}` are nested messages (the
 * JSON reader's, shared/triggers/json-reader.ts, which the trigger queries use too).
 */
import { messageMaker } from '../i18n/message';

/** The English of every evals message, by id. */
export const EVAL_MESSAGES = {
  'evals.empty':
    '{file} is empty. It should hold an object with "skill_name" and a list of "evals".',
  'evals.not-json': '{file}, line {line}, column {column}: this is not valid JSON: {problem}.',
  'evals.not-object':
    '{file}, line {line}, column {column}: the file should hold an object with "skill_name" and "evals" in braces, but it holds {found}.',
  'evals.skill-name-missing':
    '{file}, line {line}, column {column}: there is no "skill_name". Add "skill_name": "…" with the name in the skill\'s frontmatter.',
  'evals.skill-name-not-text':
    '{file}, line {line}, column {column}: "skill_name" should be text in double quotes, but it is {found}.',
  'evals.evals-missing':
    '{file}, line {line}, column {column}: there is no "evals". Add "evals": [ … ] with one object per task.',
  'evals.evals-not-list':
    '{file}, line {line}, column {column}: "evals" should be a list in square brackets, but it is {found}.',
  'evals.item-not-object':
    '{file}, line {line}, column {column}: eval {item} should be an object with "id", "prompt" and "expectations", but it is {found}.',
  'evals.id-missing':
    '{file}, line {line}, column {column}: eval {item} has no "id". Add a whole number, as "id": {item}.',
  'evals.id-not-integer':
    '{file}, line {line}, column {column}: the "id" of eval {item} should be a whole number without quotes, but it is {found}.',
  'evals.id-repeated':
    '{file}, line {line}, column {column}: eval {item} has the id {id}, which eval {first} has too. Give each eval its own id.',
  'evals.prompt-missing':
    '{file}, line {line}, column {column}: eval {item} has no "prompt". Add the task a user would give, as "prompt": "…".',
  'evals.prompt-empty':
    '{file}, line {line}, column {column}: the "prompt" of eval {item} is empty. Write the task a user would give, or remove the eval.',
  'evals.field-not-text':
    '{file}, line {line}, column {column}: the "{field}" of eval {item} should be text in double quotes, but it is {found}.',
  'evals.field-not-list':
    '{file}, line {line}, column {column}: the "{field}" of eval {item} should be a list in square brackets, but it is {found}.',
  'evals.entry-not-text':
    '{file}, line {line}, column {column}: entry {index} of the "{field}" of eval {item} should be text in double quotes, but it is {found}.',
  'evals.file-outside':
    '{file}, line {line}, column {column}: file {index} of eval {item}, "{path}", should be a path inside the skill\'s folder, such as evals/files/input.csv (no "..", no leading "/", no drive).',

  // A grader's reply (grading.ts).
  'evals.grader.no-json':
    'The grader did not answer with the JSON object asked for. Its reply began: {sample}',
  'evals.reply.not-json':
    'The JSON of the reply is not valid at line {line}, column {column}: {problem}.',
  'evals.grader.no-expectations':
    'The grader\'s JSON has no "expectations" list, so nothing could be graded.',
  'evals.grader.count':
    'The grader judged {got, plural, one {# expectation} other {# expectations}}, but {want, plural, one {# was} other {# were}} asked.',
  'evals.grader.entry':
    'Expectation {index} of the grader\'s JSON should have "text", "passed" (true or false) and "evidence" (text).',
  'evals.grader.text':
    'Expectation {index} of the grader\'s JSON reads "{got}", but the expectation asked was "{want}".',
  'evals.grader.failed': 'The grader could not be asked: {problem}',

  // A model's suggested evals (suggest.ts).
  'evals.suggest.no-json':
    'The model did not answer with the evals asked for. Its reply began: {sample}',
  'evals.suggest.bad': 'The evals the model suggested cannot be used: {problem}',

  // What a run and its benchmark say.
  'evals.direct.no-scripts':
    "Direct mode: the model answered in text and could not run the skill's scripts or create files. Its answer is kept as outputs/answer.md.",
  'evals.agent.no-tokens':
    "Real agent mode: the agent's CLI did each task in a temporary folder, with its own settings and model. Its last words are in outputs/answer.md and the files it made in outputs/files/; its tokens are not counted.",
  'evals.flag.not-distinguishing':
    'Eval {id}: "{text}" passes in every run with the skill and without it, so it does not tell the configurations apart.',
  'evals.flag.not-distinguishing-versions':
    'Eval {id}: "{text}" passes in every run with the skill as it is now and with the saved version, so it does not tell the two versions apart.',
  'evals.flag.unstable':
    'Eval {id} is unstable {configuration}: its pass rate ranges from {min}% to {max}% between runs.',
  'evals.configuration.with_skill': 'with the skill',
  'evals.configuration.without_skill': 'without the skill',
  'evals.configuration.new_skill': 'with the skill as it is now',
  'evals.configuration.old_skill': 'with the saved version',
  'evals.run.failed': 'Run {run} of eval {id} {configuration} got no answer: {problem}',
} as const;

/** An evals message's id. */
export type EvalMessageId = keyof typeof EVAL_MESSAGES;

/** Says an evals message. */
export const evalMessage = messageMaker(EVAL_MESSAGES);
