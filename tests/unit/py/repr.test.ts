import { describe, expect, it } from 'vitest';
import {
  floatRepr,
  htmlEscape,
  pyRepr,
  pyStr,
  pythonJson,
  pyTupleStr,
  pyValueRepr,
} from '../../../shared/py/index';

// Each expected text is what CPython 3.11.7 printed for repr(x) (the left column as Python
// source), run on the build machine.
const CPYTHON_REPR: [string, string][] = [
  ['\t', "'\\t'"],
  ["it's", `"it's"`],
  [`both ' and "`, `'both \\' and "'`],
  ['\x85', "'\\x85'"],
  ['\u2028', "'\\u2028'"],
  ['\ufeff', "'\\ufeff'"],
  ['\ud800', "'\\ud800'"],
  ['😀', "'😀'"],
  ['\u{e0001}', "'\\U000e0001'"],
  ['\xa0', "'\\xa0'"],
  ['\x7f', "'\\x7f'"],
  ['\\', "'\\\\'"],
  ['é技', "'é技'"],
  ['\u0378', "'\\u0378'"],
  ['\x00', "'\\x00'"],
  ['\u3000', "'\\u3000'"],
];

describe("Python's repr", () => {
  it.each(CPYTHON_REPR)('repr(%j) is %s', (text, expected) => {
    expect(pyRepr(text)).toBe(expected);
  });
  it("prints tuples of strs as str(('a',)) and str(('a', 'b')) do", () => {
    expect(pyTupleStr(['a'])).toBe("('a',)");
    expect(pyTupleStr(['a', 'b'])).toBe("('a', 'b')");
  });
  it('str() of a list or dict uses repr() inside it, str() of a str does not', () => {
    const s = { type: 'str', value: "it's" } as const;
    expect(pyStr(s)).toBe("it's");
    expect(pyValueRepr(s)).toBe(`"it's"`);
    expect(pyStr({ type: 'list', items: [s, { type: 'bool', value: true }] })).toBe(
      `["it's", True]`,
    );
    expect(pyStr({ type: 'dict', entries: [[s, { type: 'NoneType' }]] })).toBe(`{"it's": None}`);
  });
  it('repr(float) as CPython prints 1e16, 0.0001, 1e-05, -0.0 and 2.0', () => {
    expect([1e16, 0.0001, 1e-5, -0, 2].map(floatRepr)).toEqual([
      '1e+16',
      '0.0001',
      '1e-05',
      '-0.0',
      '2.0',
    ]);
  });
});

describe("Python's standard library", () => {
  it('json.dumps({"a": "é😀\\x7f"}, indent=2) escapes past "~" as CPython does', () => {
    expect(pythonJson({ a: 'é😀\x7f' })).toBe('{\n  "a": "\\u00e9\\ud83d\\ude00\\u007f"\n}');
  });
  it('html.escape(s, quote=True)', () => {
    expect(htmlEscape(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#x27;');
  });
});
