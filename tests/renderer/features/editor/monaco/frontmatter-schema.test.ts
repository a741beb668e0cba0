/** The frontmatter schema behind hover help and completion. */
import { describe, expect, it } from 'vitest';
import {
  FIELD_HELP,
  frontmatterSchema,
} from '../../../../../renderer/src/features/editor/monaco/frontmatter-schema';
import { SPEC_FIELDS } from '../../../../../shared/skill/index';

const LOCALES = ['en', 'zh'] as const;

describe('the frontmatter schema', () => {
  it.each(LOCALES)('has every field of the specification, each explained (%s)', (locale) => {
    const schema = frontmatterSchema(locale);
    expect(Object.keys(schema.properties ?? {}).sort()).toEqual([...SPEC_FIELDS].sort());
    for (const key of SPEC_FIELDS) {
      const field = schema.properties?.[key];
      expect(typeof field, key).toBe('object');
      if (typeof field !== 'object') continue;
      expect(field.markdownDescription?.trim(), key).toBeTruthy();
      expect(field.description?.trim(), key).toBeTruthy();
      expect(field.markdownDescription).toBe(FIELD_HELP[locale][key]);
      expect(field.title).toBe(key);
    }
    expect(schema.required).toEqual(['name', 'description']);
    expect(schema.title?.trim()).toBeTruthy();
  });

  it('says the limits of the specification', () => {
    const props = frontmatterSchema('en').properties ?? {};
    const limit = (key: string) => {
      const field = props[key];
      return typeof field === 'object' ? field.maxLength : undefined;
    };
    expect([limit('name'), limit('description'), limit('compatibility')]).toEqual([64, 1024, 500]);
    for (const locale of LOCALES) {
      expect(FIELD_HELP[locale].name).toContain('64');
      expect(FIELD_HELP[locale].description).toContain('1024');
      expect(FIELD_HELP[locale].compatibility).toContain('500');
    }
  });

  it('writes the Chinese help in Chinese, and metadata as text to text', () => {
    for (const text of Object.values(FIELD_HELP.zh)) expect(text).toMatch(/[\u4e00-\u9fff]/);
    const metadata = frontmatterSchema('zh').properties?.metadata;
    expect(typeof metadata === 'object' && metadata.additionalProperties).toMatchObject({
      type: 'string',
    });
  });
});
