/**
 * Rules that only some profiles turn on: Claude's upload limits on names and HelloAgents'
 * stricter reading of the file.
 */
import { diagnostic } from '../diagnostic';
import { renderInlineScalar } from '../edit/render-value';
import { pyYamlType } from '../../py/index';
import type { Diagnostic } from '../types';
import type { RuleContext } from './rule-context';

const RESERVED = /claude|anthropic/i;

/** name-not-ascii and name-reserved-word (claude-ai). */
export function uploadNameRules(ctx: RuleContext): Diagnostic[] {
  const field = ctx.field('name');
  if (field?.node.kind !== 'scalar') return [];
  const name = field.node.value.normalize('NFKC');
  const out: Diagnostic[] = [];
  if (/\P{ASCII}/u.test(name)) {
    out.push(
      diagnostic(
        'name-not-ascii',
        'Claude uploads accept only a-z, 0-9 and hyphens in names; this name has other letters.',
        field.valueRange,
      ),
    );
  }
  const reserved = RESERVED.exec(name);
  if (reserved) {
    out.push(
      diagnostic(
        'name-reserved-word',
        `Names may not contain "${reserved[0].toLowerCase()}" on Claude uploads; it is reserved.`,
        field.valueRange,
      ),
    );
  }
  return out;
}

/** value-typed and frontmatter-no-final-newline (hello-agents). */
export function helloAgentsRules(ctx: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const key of ['name', 'description']) {
    const field = ctx.field(key);
    if (field?.node.kind !== 'scalar' || field.node.value === '') continue;
    const type = pyYamlType(field.node.value, field.node.style === 'plain');
    if (type === 'str') continue;
    out.push(
      diagnostic(
        'value-typed',
        key === 'name'
          ? `HelloAgents reads this name as a ${type}, not text, so the skill can never be loaded by name. Put it in quotes.`
          : `HelloAgents reads this description as a ${type}, not text, and shows it that way. Put it in quotes.`,
        field.valueRange,
        {
          fixes: [
            {
              kind: 'edit',
              title: 'Put it in quotes',
              edits: [
                {
                  range: field.valueRange,
                  newText: renderInlineScalar(field.node.value, 'double'),
                },
              ],
            },
          ],
        },
      ),
    );
  }
  const fm = ctx.parsed.frontmatter;
  if (fm?.closeAtEof) {
    const end = ctx.index.lineRange(fm.closeLine).end;
    out.push(
      diagnostic(
        'frontmatter-no-final-newline',
        'The file ends right after the closing "---" with no line break; HelloAgents then skips the skill. Add a line break (and the instructions).',
        ctx.index.lineRange(fm.closeLine),
        {
          fixes: [
            {
              kind: 'edit',
              title: 'Add a line break',
              edits: [{ range: { start: end, end }, newText: '\n' }],
            },
          ],
        },
      ),
    );
  }
  return out;
}
