/**
 * The skill core's public face: parse, validate, edit, and the skills-ref compatible outputs.
 */
export { parseSkillFile, type ParseOptions } from './parse';
export { validateSkill, folderDiagnostic } from './validate';
export { PROFILES, PROFILE_IDS, SPEC_FIELDS, isProfileId, type Profile } from './profiles';
export { RULE_FIELDS, formFieldOf, type FormField } from './rule-fields';
export {
  editFrontmatter,
  planFrontmatterEdits,
  planKeyRename,
  refusalReason,
  surrogateColumn,
  surrogateHex,
  type FieldChange,
  type FieldPath,
  type EditPlan,
  type EditRefusal,
  type PlanOptions,
} from './edit/frontmatter-edit';
export { applyTextEdits, LineIndex } from './text';
export {
  availableSkillsXml,
  skillXml,
  readProperties,
  skillsRefParseError,
  validationErrorLines,
  isReadingError,
  type PromptEntry,
  type SkillsRefFailure,
  type ValidationReport,
} from './skills-ref';
export { slugify, isValidName } from './rules/name-rules';
export { isProblem } from './summary';
export type * from './types';
export type { PlainValue } from './ref-yaml/index';
