/**
 * The rule table against issue 39: every rule has a title and a sentence in the catalogue and
 * cites a source, and the severities are at least those of the issue's table.
 */
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, REVIEW_RULE_IDS, REVIEW_RULES } from '../../../shared/review/index';

// Issue 39, "Severity at least": the high column and the medium column, by our rule ids.
const ISSUE_HIGH = [
  'hidden-tag-characters',
  'hidden-comment-instructions',
  'override-instructions',
  'credential-exfiltration-request',
  'download-and-run',
  'reverse-shell',
  'ssh-authorized-keys',
  'credential-read-send',
  'destructive-delete',
  'encoded-exec',
  'bundled-binary',
  'secret',
];
const ISSUE_MEDIUM = [
  'zero-width-characters',
  'bidi-controls',
  'persistence',
  'allowed-tools-broad',
  'trigger-baiting',
  'system-skill-claim',
  'unpinned-install',
  'lookalike-name',
  'disable-safety',
  'shortener-or-paste-url',
  'link-title-instructions',
];

describe('review rules', () => {
  it('have a title, a sentence and a source each', () => {
    for (const id of REVIEW_RULE_IDS) {
      expect(Object.hasOwn(REVIEW_MESSAGES, `review.title.${id}`), id).toBe(true);
      expect(Object.hasOwn(REVIEW_MESSAGES, `review.${id}`), id).toBe(true);
      expect(REVIEW_RULES[id].source.length, id).toBeGreaterThan(10);
    }
  });
  it("are at least as severe as issue 39's table", () => {
    for (const id of ISSUE_HIGH)
      expect(REVIEW_RULES[id as keyof typeof REVIEW_RULES].severity, id).toBe('high');
    for (const id of ISSUE_MEDIUM)
      expect(['high', 'medium'], id).toContain(
        REVIEW_RULES[id as keyof typeof REVIEW_RULES].severity,
      );
  });
});
