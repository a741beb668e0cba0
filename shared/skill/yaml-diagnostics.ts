/**
 * Turning the reference YAML read into diagnostics: one per flow collection, anchor, alias and
 * tag (strictyaml refuses them all), one per duplicate key, and the syntax error when the YAML
 * is broken. The finding strictyaml itself would raise carries skills-ref's exact text as `ref`.
 */
import type { Message } from '../i18n/message';
import { diagnostic } from './diagnostic';
import { skillMessage } from './messages';
import {
  aliasEdit,
  aliasFixes,
  flowFixes,
  lineEnd,
  quoteValueFix,
  removeToken,
  type ToRange,
} from './fixes/yaml-fixes';
import {
  MAX_EXPANDED_VALUES,
  type NotableToken,
  type RefNode,
  type RefYamlError,
  type RefYamlResult,
} from './ref-yaml/index';
import type { Diagnostic, Fix } from './types';
import { nodeAt, pairLines, pairWithKeyAt } from './yaml-tree';

/** All YAML-level diagnostics of one frontmatter, in the order the reader met them. */
export function yamlDiagnostics(
  loaded: RefYamlResult,
  yaml: string,
  at: ToRange,
  withFixes = true,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const ref = loaded.strictError
    ? `Invalid YAML in frontmatter: ${loaded.strictError.message}`
    : undefined;
  let refUsed = false;
  const takeRef = (): { ref?: string } => {
    if (refUsed || ref === undefined) return {};
    refUsed = true;
    return { ref };
  };

  // A collection nested in a flow collection is covered by the outer one's finding and fix,
  // and an alias by the finding of the anchor it repeats.
  let coveredUntil = -1;
  const anchors = new Map<string, Diagnostic>();
  for (const token of loaded.notable) {
    if (token.start.offset < coveredUntil) continue;
    if (token.kind === 'alias') {
      const owner = anchors.get(token.value);
      if (owner) {
        addAlias(owner, token, loaded.root, at);
        continue;
      }
    }
    const d = notableDiagnostic(token, loaded, yaml, at, takeRef, withFixes);
    if (token.kind === 'anchor') anchors.set(token.value, d);
    if (token.kind === 'flow-mapping' || token.kind === 'flow-sequence') {
      coveredUntil =
        nodeAt(loaded.root, token.start.offset)?.node.end.offset ??
        lineEnd(yaml, token.start.offset);
    }
    out.push(d);
  }
  const violations = loaded.notable.some((t) => t.kind !== 'alias');

  if (loaded.syntaxError) {
    // Past a refused token strictyaml never reaches the syntax error (often that token's own
    // fallout, as in `name: [draft`), so it is reported only when nothing came before it.
    // The studio's own limits are not strictyaml's: they are always said.
    if (!violations || loaded.syntaxError.studioLimit === true)
      out.push(syntaxDiagnostic(loaded.syntaxError, yaml, at, takeRef()));
    return out;
  }
  for (const error of loaded.constructionErrors)
    out.push(constructionDiagnostic(error, loaded.root, yaml, at, takeRef()));
  return out;
}

function notableDiagnostic(
  token: NotableToken,
  loaded: RefYamlResult,
  yaml: string,
  at: ToRange,
  takeRef: () => { ref?: string },
  withFixes: boolean,
): Diagnostic {
  const strict = token.kind !== 'alias' ? takeRef() : {};
  switch (token.kind) {
    case 'flow-mapping':
    case 'flow-sequence': {
      const found = nodeAt(loaded.root, token.start.offset);
      const end = found ? found.node.end.offset : lineEnd(yaml, token.start.offset);
      const what = token.kind === 'flow-mapping' ? '{ ... }' : '[ ... ]';
      return diagnostic(
        'yaml-flow-style',
        skillMessage('skill.yaml-flow-style', { what }),
        at(token.start.offset, end),
        {
          ...strict,
          ...(withFixes && {
            fixes: flowFixes(found?.node, found?.parent, token, yaml, loaded.root, at),
          }),
        },
      );
    }
    case 'anchor':
      return diagnostic(
        'yaml-anchor-alias',
        skillMessage('skill.yaml-anchor', { name: token.value }),
        at(token.start.offset, token.end.offset),
        {
          ...strict,
          fixes: [removeToken(skillMessage('fix.write-values-out'), token, yaml, at)],
        },
      );
    case 'alias':
      return diagnostic(
        'yaml-anchor-alias',
        skillMessage('skill.yaml-alias', { name: token.value }),
        at(token.start.offset, token.end.offset),
        { fixes: aliasFixes(token, loaded.root, at) },
      );
    case 'tag':
      return diagnostic(
        'yaml-tag',
        skillMessage('skill.yaml-tag', { tag: token.value }),
        at(token.start.offset, token.end.offset),
        { ...strict, fixes: [removeToken(skillMessage('fix.remove-tag'), token, yaml, at)] },
      );
  }
}

// An alias joins its anchor's finding: underlined too, and written out by the same fix.
function addAlias(
  owner: Diagnostic,
  token: NotableToken,
  root: RefNode | undefined,
  at: ToRange,
): void {
  // Added in place: an anchor named by thousands of aliases gathers them one by one.
  (owner.related ??= []).push(at(token.start.offset, token.end.offset));
  const fix = owner.fixes?.[0];
  const edit = aliasEdit(token, root, at);
  if (fix?.kind !== 'edit') return;
  if (edit) fix.edits.push(edit);
  // A collection cannot be written in place of its alias: no honest one-click fix then.
  else owner.fixes = [];
}

function constructionDiagnostic(
  error: RefYamlError,
  root: RefNode | undefined,
  yaml: string,
  at: ToRange,
  extras: { ref?: string },
): Diagnostic {
  const start = error.contextMark?.offset ?? error.problemMark?.offset ?? 0;
  const end = error.problemMark?.offset ?? start + 1;
  const duplicate = /^Duplicate key '(.*)' found$/s.exec(error.problem ?? '');
  if (duplicate) {
    const found = pairWithKeyAt(root, start);
    const fixes: Fix[] = [];
    if (found) {
      const lines = pairLines(yaml, found.map, found.pair);
      fixes.push({
        kind: 'edit',
        title: skillMessage('fix.delete-repeated-entry'),
        edits: [{ range: at(lines.start, lines.end), newText: '' }],
      });
    }
    return diagnostic(
      'yaml-duplicate-key',
      skillMessage('skill.yaml-duplicate-key', { key: duplicate[1] ?? '' }),
      at(start, Math.max(end, start + 1)),
      { ...extras, fixes },
    );
  }
  return diagnostic(
    'yaml-syntax',
    friendlySyntax(error),
    at(start, Math.max(end, start + 1)),
    extras,
  );
}

function syntaxDiagnostic(
  error: RefYamlError,
  yaml: string,
  at: ToRange,
  extras: { ref?: string },
): Diagnostic {
  const mark = error.problemMark ?? error.contextMark;
  const offset = mark?.offset ?? 0;
  // Underline the character at the mark; at a line end, the one before it.
  const start =
    offset > 0 && (offset >= yaml.length || yaml[offset] === '\n') ? offset - 1 : offset;
  return diagnostic(
    'yaml-syntax',
    friendlySyntax(error),
    at(start, Math.min(start + 1, yaml.length)),
    {
      ...extras,
      fixes: quoteValueFix(yaml, offset, at),
    },
  );
}

// The problems people actually make, in words a non-developer can act on.
function friendlySyntax(error: RefYamlError): Message {
  const problem = error.problem ?? error.context ?? error.message;
  const crash = error.pythonException;
  if (crash !== undefined && crash !== 'ReaderError') {
    // Valid or not, the reference reader cannot get through it, so neither can skills-ref.
    return skillMessage('skill.yaml-crash', { exception: crash, problem });
  }
  if (crash === 'ReaderError') {
    return skillMessage('skill.yaml-bad-character', {
      problem: error.message.split('\n')[0] ?? '',
    });
  }
  if (problem.startsWith('mapping values are not allowed here')) {
    return skillMessage('skill.yaml-colon-in-value');
  }
  if (/found character '\\t' that cannot start any token/.test(problem)) {
    return skillMessage('skill.yaml-tab');
  }
  const badStart = /found character '(.)' that cannot start any token/.exec(problem);
  if (badStart) return skillMessage('skill.yaml-bad-start', { char: badStart[1] ?? '' });
  if (/while scanning a quoted scalar/.test(error.context ?? ''))
    return skillMessage('skill.yaml-unclosed-quote');
  if (/could not find expected ':'/.test(problem)) return skillMessage('skill.yaml-missing-colon');
  if (/expected <block end>/.test(problem)) return skillMessage('skill.yaml-block-end');
  if (problem.startsWith('Found mapping with indentation'))
    return skillMessage('skill.yaml-indentation');
  if (problem.startsWith('its aliases expand to more than'))
    return skillMessage('skill.yaml-bomb', { limit: MAX_EXPANDED_VALUES.toLocaleString('en-US') });
  if (problem.startsWith('found undefined alias'))
    return skillMessage('skill.yaml-undefined-alias');
  return skillMessage('skill.yaml-invalid', { problem });
}
