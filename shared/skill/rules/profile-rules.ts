/**
 * Rules that only some profiles turn on: Claude's upload limits on names and HelloAgents'
 * stricter reading of the file.
 */
import { diagnostic } from '../diagnostic';
import { skillMessage } from '../messages';
import { renderInlineScalar } from '../edit/render-value';
import { pyYamlType } from '../../py/index';
import { asciiName, isUploadName, RESERVED_NAME_WORDS } from '../ascii-name';
import type { Diagnostic, Fix } from '../types';
import type { RuleContext } from './rule-context';

// The one-click way to an ASCII name, made from the folder (agents find a skill by its folder,
// so the name must match it): the folder's own name when it already is one, else the folder
// and the name renamed together to its transliteration (renameSkill changes both).
function asciiNameFix(ctx: RuleContext): Fix | undefined {
  const folder = ctx.folderName;
  if (isUploadName(folder))
    return ctx.setFields(skillMessage('fix.set-name', { name: folder }), [
      { path: ['name'], value: folder },
    ]);
  const name = asciiName(folder);
  if (name === '' || !isUploadName(name)) return undefined;
  return {
    kind: 'rename-folder',
    title: skillMessage('fix.rename-skill', { name }),
    newName: name,
  };
}

/** name-not-ascii and name-reserved-word (claude-ai). */
export function uploadNameRules(ctx: RuleContext): Diagnostic[] {
  const field = ctx.field('name');
  if (field?.node.kind !== 'scalar') return [];
  const name = field.node.value.normalize('NFKC');
  const out: Diagnostic[] = [];
  if (/\P{ASCII}/u.test(name)) {
    const fix = ctx.withFixes ? asciiNameFix(ctx) : undefined;
    out.push(
      diagnostic('name-not-ascii', skillMessage('skill.name-not-ascii'), field.valueRange, {
        ...(fix && { fixes: [fix] }),
      }),
    );
  }
  const reserved = RESERVED_NAME_WORDS.exec(name);
  if (reserved) {
    out.push(
      diagnostic(
        'name-reserved-word',
        skillMessage('skill.name-reserved-word', { word: reserved[0].toLowerCase() }),
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
        skillMessage(key === 'name' ? 'skill.value-typed.name' : 'skill.value-typed.description', {
          type,
        }),
        field.valueRange,
        // Written as the writer writes (the YAML library, read back) only when asked for.
        ctx.withFixes
          ? {
              fixes: [
                {
                  kind: 'edit',
                  title: skillMessage('fix.quote-it'),
                  edits: [
                    {
                      range: field.valueRange,
                      newText: renderInlineScalar(field.node.value, 'double'),
                    },
                  ],
                },
              ],
            }
          : {},
      ),
    );
  }
  const fm = ctx.parsed.frontmatter;
  if (fm?.closeAtEof) {
    const end = ctx.index.lineRange(fm.closeLine).end;
    out.push(
      diagnostic(
        'frontmatter-no-final-newline',
        skillMessage('skill.frontmatter-no-final-newline'),
        ctx.index.lineRange(fm.closeLine),
        {
          fixes: [
            {
              kind: 'edit',
              title: skillMessage('fix.add-line-break'),
              edits: [{ range: { start: end, end }, newText: '\n' }],
            },
          ],
        },
      ),
    );
  }
  return out;
}
