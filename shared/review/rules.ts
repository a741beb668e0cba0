/**
 * Every rule of the security review: its least severity (issue 39's table; a finding may be
 * higher) and the public source it follows, which the code of the rule and its tests cite.
 * Repositories are named owner/name with the path of the rule file in them.
 */
import type { ReviewSeverity } from './types';

/** What one rule is: its least severity and where its definition comes from. */
export interface ReviewRule {
  severity: ReviewSeverity;
  /** What kind of danger it is (SARIF tags, the UI's grouping). */
  area: 'hidden' | 'instructions' | 'scripts' | 'secrets' | 'over-reach' | 'reading';
  source: string;
}

const CISCO = 'cisco-ai-defense/skill-scanner skill_scanner/data/packs/core/';
const SNYK = 'snyk/agent-scan docs/issue-codes.md';

/** The rules, by id. */
export const REVIEW_RULES = {
  // Hidden instructions.
  'hidden-tag-characters': {
    severity: 'high',
    area: 'hidden',
    source: `${CISCO}python/ascii_smuggling_checks.py (ASCII_SMUGGLING_TAG_BLOCK); flags exempt as emoji tag sequences by Unicode UTS #51 §2.3.1 (unicode.org/reports/tr51)`,
  },
  'zero-width-characters': {
    severity: 'medium',
    area: 'hidden',
    source: `NVIDIA/garak garak/probes/badchars.py (DEFAULT_INVISIBLE); ${CISCO}yara/prompt_injection_unicode_steganography.yara; ZWJ inside emoji exempt by UTS #51 §2.3 (emoji ZWJ sequences)`,
  },
  'bidi-controls': {
    severity: 'medium',
    area: 'hidden',
    source: `NVIDIA/garak garak/probes/badchars.py (BIDI_CONTROLS); ${CISCO}yara/prompt_injection_unicode_steganography.yara ($rtlo, $ltro); Unicode TR36 §2.1`,
  },
  'hidden-comment-instructions': {
    severity: 'high',
    area: 'hidden',
    source: `${SNYK} (E004: hidden or deceptive instructions in a skill); OWASP LLM01:2025 Prompt Injection (genai.owasp.org/llmrisk/llm01-prompt-injection)`,
  },
  'hidden-markup-instructions': {
    severity: 'high',
    area: 'hidden',
    source: `${SNYK} (E004); OWASP LLM01:2025 Prompt Injection (content hidden from the reader)`,
  },
  'link-title-instructions': {
    severity: 'medium',
    area: 'hidden',
    source: `${SNYK} (E004); CommonMark 0.31.2 §6.3 link titles (shown only on hover)`,
  },
  'lookalike-name': {
    severity: 'medium',
    area: 'hidden',
    source:
      'Unicode UTS #39 17.0.0 intentional.txt (as kept in texttics/texttics-site intentional.txt) and §5.2 mixed-script detection; NVIDIA/garak garak/probes/homoglyph.py',
  },
  // Instructions aimed at the agent against the user.
  'override-instructions': {
    severity: 'high',
    area: 'instructions',
    source: `${CISCO}signatures/prompt_injection.yaml (PROMPT_INJECTION_IGNORE_INSTRUCTIONS, PROMPT_INJECTION_UNRESTRICTED_MODE); NVIDIA/garak garak/probes/promptinject.py`,
  },
  'conceal-from-user': {
    severity: 'high',
    area: 'instructions',
    source: `${CISCO}signatures/prompt_injection.yaml (PROMPT_INJECTION_CONCEALMENT)`,
  },
  'credential-exfiltration-request': {
    severity: 'high',
    area: 'instructions',
    source: `${CISCO}yara/credential_harvesting_generic.yara ($credential_theft_actions, $dump_creds, $negation_context); ${SNYK} (E006, TF001)`,
  },
  'disable-safety': {
    severity: 'medium',
    area: 'instructions',
    source: `${CISCO}yara/autonomy_abuse_generic.yara ($skip_confirmation); ${CISCO}signatures/prompt_injection.yaml (disable safety filters); Claude Code --dangerously-skip-permissions / bypassPermissions, Codex --dangerously-bypass-approvals-and-sandbox`,
  },
  // Scripts, and commands in SKILL.md and references.
  'download-and-run': {
    severity: 'high',
    area: 'scripts',
    source: `${SNYK} (E005, E006: remote code execution); ${CISCO}signatures/obfuscation.yaml`,
  },
  'fetch-executable': {
    severity: 'medium',
    area: 'scripts',
    source: `${SNYK} (E005: links to executables from untrusted sources); ${CISCO}yara/embedded_binary_detection.yara`,
  },
  'reverse-shell': {
    severity: 'high',
    area: 'scripts',
    source:
      'swisskyrepo/PayloadsAllTheThings Methodology and Resources/Reverse Shell Cheatsheet.md; MITRE ATT&CK T1059.004',
  },
  'ssh-authorized-keys': {
    severity: 'high',
    area: 'scripts',
    source: `MITRE ATT&CK T1098.004 (SSH Authorized Keys); ${CISCO}signatures/data_exfiltration.yaml (authorized_keys)`,
  },
  persistence: {
    severity: 'medium',
    area: 'scripts',
    source: `${SNYK} (W013: altering startup scripts); MITRE ATT&CK T1546.004 (shell configuration), T1053.003 (cron), T1543.001/T1547.011 (launch agents, plists), T1547.001 (Run keys)`,
  },
  'credential-read-send': {
    severity: 'high',
    area: 'scripts',
    source: `${CISCO}signatures/data_exfiltration.yaml (DATA_EXFIL_SENSITIVE_FILES); ${CISCO}yara/credential_harvesting_generic.yara; ${SNYK} (TF001: private data to a public sink)`,
  },
  'credential-read': {
    severity: 'low',
    area: 'scripts',
    source: `${CISCO}signatures/data_exfiltration.yaml (DATA_EXFIL_SENSITIVE_FILES)`,
  },
  'destructive-delete': {
    severity: 'high',
    area: 'scripts',
    source: `${SNYK} (TF002: destructive actions); OWASP LLM06:2025 Excessive Agency`,
  },
  'encoded-exec': {
    severity: 'high',
    area: 'scripts',
    source: `${CISCO}signatures/obfuscation.yaml (OBFUSCATION_BASE64_LARGE: decode and execute chains); NVIDIA/garak garak/probes/encoding.py`,
  },
  'bundled-binary': {
    severity: 'high',
    area: 'scripts',
    source: `${CISCO}yara/embedded_binary_detection.yara (ELF, PE, Mach-O magic numbers); ${CISCO}signatures/obfuscation.yaml (OBFUSCATION_BINARY_FILE)`,
  },
  'unpinned-install': {
    severity: 'medium',
    area: 'scripts',
    source: 'ossf/scorecard docs/checks.md (Pinned-Dependencies); OWASP LLM03:2025 Supply Chain',
  },
  'raw-ip-url': {
    severity: 'medium',
    area: 'scripts',
    source: `${SNYK} (E005: suspicious download URLs)`,
  },
  'shortener-or-paste-url': {
    severity: 'medium',
    area: 'scripts',
    source: `${SNYK} (E005: URL shorteners, personal file hosting; W012: instructions fetched at run time)`,
  },
  // Secrets.
  secret: {
    severity: 'high',
    area: 'secrets',
    source:
      'secretlint/secretlint packages/@secretlint/secretlint-rule-preset-recommend (run as is, @secretlint/core 11.7.1)',
  },
  // Over-reach.
  'allowed-tools-broad': {
    severity: 'medium',
    area: 'over-reach',
    source: `${CISCO}python/allowed_tools_checks.py; OWASP LLM06:2025 Excessive Agency`,
  },
  'trigger-baiting': {
    severity: 'medium',
    area: 'over-reach',
    source: `${CISCO}python/trigger_checks.py (TRIGGER_OVERLY_GENERIC, TRIGGER_KEYWORD_BAITING); ${CISCO}yara/capability_inflation_generic.yara ($overbroad_claims, $activation_priority)`,
  },
  'system-skill-claim': {
    severity: 'medium',
    area: 'over-reach',
    source: `${CISCO}yara/capability_inflation_generic.yara ($trusted_impersonation, $activation_priority)`,
  },
  // What the bounded reader could not read whole (shared/node/review/).
  'too-large': {
    severity: 'medium',
    area: 'reading',
    source: 'issue 39 (bounded on hostile input)',
  },
  'too-deep': {
    severity: 'medium',
    area: 'reading',
    source: 'issue 39 (bounded on hostile input)',
  },
  'too-many-files': {
    severity: 'medium',
    area: 'reading',
    source: 'issue 39 (bounded on hostile input)',
  },
  'read-timeout': {
    severity: 'medium',
    area: 'reading',
    source: 'issue 39 (bounded on hostile input)',
  },
  unreadable: { severity: 'low', area: 'reading', source: 'issue 39 (bounded on hostile input)' },
  'binary-file': {
    severity: 'low',
    area: 'reading',
    source: 'issue 39 (bounded on hostile input)',
  },
} as const satisfies Record<string, ReviewRule>;

/** A rule's id. */
export type ReviewRuleId = keyof typeof REVIEW_RULES;

/** Every rule id, in the table's order. */
export const REVIEW_RULE_IDS = Object.keys(REVIEW_RULES) as ReviewRuleId[];
