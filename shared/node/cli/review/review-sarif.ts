/**
 * The review as SARIF 2.1.0 (OASIS; the schema is tests/fixtures/sarif/), in the shape GitHub
 * code scanning reads: one run, the rule table as the driver's rules with a
 * `security-severity` (GitHub's 0-10 scale: high 8.0, medium 5.0, low 2.0), each finding a
 * result at its file and, when it has one, its line and column. Paths are relative to where
 * the command runs, with "/" separators, as code scanning resolves them against the checkout.
 */
import type { Log, ReportingDescriptor, Result } from 'sarif';
import { english } from '../../../i18n/catalogue';
import { reviewMessage } from '../../../review/messages';
import { REVIEW_RULE_IDS, REVIEW_RULES, type ReviewRuleId } from '../../../review/rules';
import type { ReviewFinding, ReviewSeverity } from '../../../review/types';
import { VERSION } from '../version';

/** One reviewed skill: where its files are (relative to the run) and its findings. */
export interface ReviewedSkill {
  /** The skill's folder relative to the working folder, "/"-separated ("." for itself). */
  base: string;
  findings: ReviewFinding[];
}

const LEVEL: Record<ReviewSeverity, Result.level> = {
  high: 'error',
  medium: 'warning',
  low: 'note',
};
const SECURITY_SEVERITY: Record<ReviewSeverity, string> = {
  high: '8.0',
  medium: '5.0',
  low: '2.0',
};
const SCHEMA =
  'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';

/** The SARIF log of a review. */
export function reviewSarif(skills: readonly ReviewedSkill[]): Log {
  const rules: ReportingDescriptor[] = REVIEW_RULE_IDS.map((id) => ruleDescriptor(id));
  const results: Result[] = skills.flatMap(({ base, findings }) =>
    findings.map((f) => result(base, f)),
  );
  return {
    $schema: SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'skill-studio review',
            version: VERSION,
            rules,
          },
        },
        results,
      },
    ],
  };
}

function ruleDescriptor(id: ReviewRuleId): ReportingDescriptor {
  const rule = REVIEW_RULES[id];
  return {
    id,
    shortDescription: { text: english(reviewMessage(`review.title.${id}`)) },
    fullDescription: { text: `Follows ${rule.source}.` },
    defaultConfiguration: { level: LEVEL[rule.severity] },
    properties: {
      tags: ['security', rule.area],
      'security-severity': SECURITY_SEVERITY[rule.severity],
    },
  };
}

function result(base: string, f: ReviewFinding): Result {
  const uri = base === '.' || base === '' ? f.file : `${base}/${f.file}`;
  return {
    ruleId: f.rule,
    ruleIndex: REVIEW_RULE_IDS.indexOf(f.rule),
    level: LEVEL[f.severity],
    message: { text: english(f.message) },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: encodeURI(uri || '.') },
          ...(f.line > 0
            ? { region: { startLine: f.line, ...(f.column > 0 ? { startColumn: f.column } : {}) } }
            : {}),
        },
      },
    ],
    properties: { severity: f.severity },
  };
}
