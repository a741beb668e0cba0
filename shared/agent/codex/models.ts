/**
 * The models Codex 0.171.0 knows without asking a server: the `models` catalogue compiled into
 * the released binary (@openai/codex@0.171.0-linux-x64, vendor/x86_64-unknown-linux-musl/bin/
 * codex; read with `strings`, or by parsing the JSON object that holds `"models": [`). Per
 * model, the two fields the Skills section depends on: `context_window` (the budget is 2% of
 * it) and `include_skills_usage_instructions` (whether the section ends with "### How to use
 * skills"; the models that leave it out carry their own "# Using skills" in their base
 * instructions, which the view does not show). Listed in the catalogue's order; the hidden
 * ones (`visibility: "hide"`) are left out, as Codex's model picker leaves them out.
 */

/** One model's facts, as the 0.171.0 catalogue gives them. */
export interface CodexModel {
  slug: string;
  /** `context_window`, in tokens. */
  contextWindow: number;
  /** `include_skills_usage_instructions`. */
  usageInstructions: boolean;
}

/** The listed models of the 0.171.0 catalogue. */
export const CODEX_MODELS = [
  { slug: 'gpt-6.2-sol', contextWindow: 500_000, usageInstructions: false },
  { slug: 'gpt-6.2-astra', contextWindow: 272_000, usageInstructions: false },
  { slug: 'gpt-6-astra', contextWindow: 272_000, usageInstructions: false },
  { slug: 'gpt-6.1-sol', contextWindow: 500_000, usageInstructions: false },
  { slug: 'gpt-6.1-terra', contextWindow: 500_000, usageInstructions: false },
  { slug: 'gpt-6-sol', contextWindow: 272_000, usageInstructions: false },
  { slug: 'gpt-6-luna', contextWindow: 272_000, usageInstructions: false },
  { slug: 'gpt-5.6-sol', contextWindow: 272_000, usageInstructions: false },
  { slug: 'gpt-5.6-terra', contextWindow: 272_000, usageInstructions: false },
  { slug: 'gpt-5.6-luna', contextWindow: 272_000, usageInstructions: false },
  { slug: 'gpt-5.5', contextWindow: 272_000, usageInstructions: true },
] as const satisfies readonly CodexModel[];

/** A model slug of CODEX_MODELS. */
export type CodexModelSlug = (typeof CODEX_MODELS)[number]['slug'];

/** The slugs, for schemas and pickers. */
export const CODEX_MODEL_SLUGS = CODEX_MODELS.map((m) => m.slug) as [
  CodexModelSlug,
  ...CodexModelSlug[],
];

/**
 * The model 0.171.0 runs when none is set: gpt-6.2-sol, the catalogue's priority 1 (recorded:
 * `defaultModel` in tests/fixtures/agent-recordings/codex.json, the model its first request
 * asked for with no `model` in config.toml).
 */
export const CODEX_DEFAULT_MODEL: CodexModelSlug = 'gpt-6.2-sol';

/** The facts of `slug` (the default model's for a slug the table lacks). */
export function codexModel(slug: string): CodexModel {
  return (
    CODEX_MODELS.find((m) => m.slug === slug) ??
    CODEX_MODELS.find((m) => m.slug === CODEX_DEFAULT_MODEL) ??
    CODEX_MODELS[0]
  );
}
