/**
 * Message templates: values filled, plurals chosen by Intl.PluralRules for the language (CLDR:
 * English has "one" for 1 only; Chinese has only "other"), exact counts first, nested messages
 * written by the caller, mistakes visible rather than swallowed.
 */
import { describe, expect, it } from 'vitest';
import { fillTemplate, templateSlots, TemplateError } from '../../../shared/i18n/template';

const none = () => 'nested';
const FILES = '{n, plural, =0 {no files} one {# file} other {# files}} in {folder}';

describe('fillTemplate', () => {
  it('fills values by name, numbers as the CLI has always printed them', () => {
    expect(fillTemplate('{a} and {b}', { a: 'x', b: 12000 }, 'en', none)).toBe('x and 12000');
  });

  it('picks the English plural form the platform gives for each count', () => {
    const say = (n: number) => fillTemplate(FILES, { n, folder: 'docs' }, 'en', none);
    expect(say(0)).toBe('no files in docs');
    expect(say(1)).toBe('1 file in docs');
    expect(say(2)).toBe('2 files in docs');
    expect(say(21)).toBe('21 files in docs');
    expect(say(1.5)).toBe('1.5 files in docs');
  });

  it('uses the "other" form in Chinese, which has no singular', () => {
    const zh = '{n, plural, one {一个 # 文件} other {# 个文件}}';
    expect(fillTemplate(zh, { n: 1 }, 'zh', none)).toBe('1 个文件');
  });

  it('writes nested values with the function it is given', () => {
    expect(fillTemplate('why: {why}', { why: { id: 'x' } }, 'en', () => 'because')).toBe(
      'why: because',
    );
  });

  it('leaves a missing value as its placeholder, so the mistake shows', () => {
    expect(fillTemplate('{a} {n, plural, other {# x}}', {}, 'en', none)).toBe('{a} {n}');
  });

  it('keeps braces that open neither a value nor a plural', () => {
    expect(fillTemplate('${ x } {} {a-b} {a}', { a: 'A' }, 'en', none)).toBe('${ x } {} {a-b} A');
  });

  it('refuses a plural that is not closed, has no "other" or an unknown form', () => {
    expect(() => fillTemplate('{n, plural, one {# x}', {}, 'en', none)).toThrow(TemplateError);
    expect(() => fillTemplate('{n, plural, one {# x}}', {}, 'en', none)).toThrow(/other/);
    expect(() => fillTemplate('{n, plural, single {x} other {y}}', {}, 'en', none)).toThrow(
      /single/,
    );
  });
});

describe('templateSlots', () => {
  it('names each value once, counted values as plural', () => {
    expect([...templateSlots(FILES)]).toEqual([
      ['n', 'plural'],
      ['folder', 'value'],
    ]);
    expect([...templateSlots('{a} {a} {b}')]).toEqual([
      ['a', 'value'],
      ['b', 'value'],
    ]);
  });
});
