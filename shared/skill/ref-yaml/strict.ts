/**
 * strictyaml's refusals of flow style, anchors and tags: the error its StrictYAMLScanner raises,
 * with its odd choice of marks. Ported from strictyaml's scanner (MIT, Colm O'Connor).
 */
import { makeError } from './mark';
import type { Mark, NotableKind, RefYamlError } from './types';

/** The error strictyaml raises at a token of `kind` spanning `at`. */
export function strictViolation(
  text: string,
  at: { start: Mark; end: Mark },
  kind: NotableKind,
): RefYamlError {
  if (kind === 'tag') {
    return makeError(text, {
      context: 'While scanning',
      contextMark: at.end,
      problem: 'Found disallowed tag tokens (do not specify types in markup)',
      problemMark: at.start,
    });
  }
  const problem =
    kind === 'anchor'
      ? "Found confusing disallowed anchor token (surround with ' and ' to make text appear literally)"
      : "Found ugly disallowed JSONesque flow mapping (surround with ' and ' to make text appear literally)";
  return makeError(text, {
    context: 'While scanning',
    contextMark: at.start,
    problem,
    problemMark: at.end,
  });
}
