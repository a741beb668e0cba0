/**
 * The name rules of the specification, in skills-ref's order and with its wording as `ref`.
 */
import { listOf } from '../../i18n/common-messages';
import type { Message } from '../../i18n/message';
import { diagnostic } from '../diagnostic';
import { skillMessage } from '../messages';
import { codePointLength, pyStrip } from '../../py/index';
import type { Diagnostic } from '../types';
import { fixes, type RuleContext } from './rule-context';

/** The longest name the specification allows, in code points. */
export const MAX_NAME = 64;

/** Any Unicode letter or number, or a hyphen: what skills-ref's `isalnum() or "-"` accepts. */
const NAME_CHAR = /^[\p{L}\p{N}-]$/u;

/** Only ASCII letters, digits and hyphens: every one a NAME_CHAR. */
const PLAIN_CHARS = /^[A-Za-z0-9-]*$/;

/**
 * Already a valid name (ASCII): stripping, NFKC, lower-casing and hyphenating all leave it as it
 * is. Nearly every real name is one, and this test is far cheaper than the Unicode path.
 */
const PLAIN_VALID_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A name made valid: NFKC, lower case, runs of other characters turned into single hyphens. */
export function slugify(name: string): string {
  if (name.length <= MAX_NAME && PLAIN_VALID_NAME.test(name)) return name;
  const slug = pyStrip(name)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  if (codePointLength(slug) <= MAX_NAME) return slug;
  const cut = [...slug].slice(0, MAX_NAME).join('');
  const hyphen = cut.lastIndexOf('-');
  return (hyphen > 0 ? cut.slice(0, hyphen) : cut).replace(/-+$/, '');
}

/** True when a name passes every format rule (not counting the folder match). */
export function isValidName(name: string): boolean {
  if (name.length <= MAX_NAME && PLAIN_VALID_NAME.test(name)) return true;
  const n = pyStrip(name).normalize('NFKC');
  return n !== '' && slugify(n) === n;
}

/** name-missing, -not-string, -empty, -too-long, -not-lowercase, -hyphen-*, -invalid-chars, -dir-mismatch. */
export function nameRules(ctx: RuleContext): Diagnostic[] {
  const field = ctx.field('name');
  const folder = ctx.folderName;
  // Nearly every name is already valid (ASCII, so stripping and NFKC leave it as it is) and is
  // its folder's: no rule finds anything, and no fix needs working out.
  const value = field?.node.kind === 'scalar' ? field.node.value : undefined;
  if (value === folder && value.length <= MAX_NAME && PLAIN_VALID_NAME.test(value)) return [];
  // The fixes' names are worked out only for fixes (a list or a report without them is most
  // checks: every skill of validate --all but with --json, every skill of the library list).
  const folderFix =
    ctx.withFixes && isValidName(folder)
      ? ctx.setFields(skillMessage('fix.set-name', { name: folder }), [
          { path: ['name'], value: folder },
        ])
      : undefined;
  if (!field) {
    return [
      diagnostic('name-missing', skillMessage('skill.name-missing'), ctx.openingRange, {
        ref: 'Missing required field in frontmatter: name',
        fixes: fixes(
          folderFix && { ...folderFix, title: skillMessage('fix.add-name', { name: folder }) },
        ),
      }),
    ];
  }
  const raw = field.node.kind === 'scalar' ? field.node.value : undefined;
  if (raw === undefined || pyStrip(raw) === '') {
    return [
      diagnostic(
        raw === undefined ? 'name-not-string' : 'name-empty',
        raw === undefined
          ? skillMessage('skill.name-not-string')
          : skillMessage('skill.name-empty'),
        field.valueRange,
        { ref: "Field 'name' must be a non-empty string", fixes: fixes(folderFix) },
      ),
    ];
  }

  const name = pyStrip(raw).normalize('NFKC');
  const suggestion = ctx.withFixes ? slugify(name) : '';
  const suggest =
    suggestion !== '' && suggestion !== name
      ? ctx.setFields(skillMessage('fix.change-name', { name: suggestion }), [
          { path: ['name'], value: suggestion },
        ])
      : undefined;
  const at = field.valueRange;
  const out: Diagnostic[] = [];
  const length = codePointLength(name);
  if (length > MAX_NAME) {
    out.push(
      diagnostic(
        'name-too-long',
        skillMessage('skill.name-too-long', { length, max: MAX_NAME }),
        at,
        {
          ref: `Skill name '${name}' exceeds ${MAX_NAME} character limit (${length} chars)`,
          fixes: fixes(suggest),
        },
      ),
    );
  }
  if (name !== name.toLowerCase()) {
    out.push(
      diagnostic('name-not-lowercase', skillMessage('skill.name-not-lowercase', { name }), at, {
        ref: `Skill name '${name}' must be lowercase`,
        fixes: fixes(suggest),
      }),
    );
  }
  if (name.startsWith('-') || name.endsWith('-')) {
    out.push(
      diagnostic('name-hyphen-edge', skillMessage('skill.name-hyphen-edge'), at, {
        ref: 'Skill name cannot start or end with a hyphen',
        fixes: fixes(suggest),
      }),
    );
  }
  if (name.includes('--')) {
    out.push(
      diagnostic('name-hyphen-double', skillMessage('skill.name-hyphen-double'), at, {
        ref: 'Skill name cannot contain consecutive hyphens',
        fixes: fixes(suggest),
      }),
    );
  }
  // Nearly every name is ASCII letters, digits and hyphens: then no character is bad, and the
  // per-character Unicode test (and its arrays) is not needed.
  const bad = PLAIN_CHARS.test(name)
    ? []
    : [...new Set([...name].filter((c) => !NAME_CHAR.test(c)))];
  if (bad.length > 0) {
    out.push(
      diagnostic(
        'name-invalid-chars',
        skillMessage('skill.name-invalid-chars', { chars: listOf(bad.map(describeChar)) }),
        at,
        {
          ref: `Skill name '${name}' contains invalid characters. Only letters, digits, and hyphens are allowed.`,
          fixes: fixes(suggest),
        },
      ),
    );
  }
  if (folder.normalize('NFKC') !== name) {
    const renameFolder =
      ctx.withFixes && isValidName(name)
        ? {
            kind: 'rename-folder' as const,
            title: skillMessage('fix.rename-folder', { name }),
            newName: name,
          }
        : undefined;
    out.push(
      diagnostic(
        'name-dir-mismatch',
        skillMessage('skill.name-dir-mismatch', { name, folder }),
        at,
        {
          ref: `Directory name '${folder}' must match skill name '${name}'`,
          fixes: fixes(folderFix, renameFolder),
        },
      ),
    );
  }
  return out;
}

// Shows invisible and look-alike characters by name so people can find them.
function describeChar(c: string): Message {
  const code = c.codePointAt(0) ?? 0;
  if (c === ' ') return skillMessage('skill.char.space');
  if (c === '_') return skillMessage('skill.char.underscore');
  if (/\p{M}/u.test(c)) return skillMessage('skill.char.combining', { code: hex(code) });
  if (/[\p{Z}\p{C}]/u.test(c)) return skillMessage('skill.char.invisible', { code: hex(code) });
  return skillMessage('skill.char.other', { char: c });
}

function hex(code: number): string {
  return code.toString(16).toUpperCase().padStart(4, '0');
}
