/**
 * How PyYAML's safe_load (YAML 1.1, used by HelloAgents) types a plain scalar. strictyaml
 * reads everything as text, but PyYAML turns `2024` into a number and `yes` into True, which
 * changes what HelloAgents can load and what its catalogue shows.
 */

/** The Python type PyYAML gives a plain scalar. */
export type PyYamlType = 'str' | 'bool' | 'int' | 'float' | 'null' | 'timestamp';

// PyYAML's implicit resolvers (yaml/resolver.py), anchored.
const RESOLVERS: [Exclude<PyYamlType, 'str'>, RegExp][] = [
  ['bool', /^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/],
  [
    'float',
    /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9_]+(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/,
  ],
  [
    'int',
    /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/,
  ],
  ['null', /^(?:~|null|Null|NULL|)$/],
  [
    'timestamp',
    /^(?:[0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:[Tt]|[ \t]+)[0-9]{1,2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9]{1,2}(?::[0-9]{2})?))?)$/,
  ],
];

/** The type of a scalar as PyYAML would read it; only plain (unquoted) scalars are typed. */
export function pyYamlType(value: string, plain: boolean): PyYamlType {
  if (!plain) return 'str';
  for (const [type, re] of RESOLVERS) if (re.test(value)) return type;
  return 'str';
}
