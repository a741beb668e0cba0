# Development-only oracle for the reference YAML reader (shared/skill/ref-yaml).
#
# It reproduces strictyaml's loader on ruamel.yaml 0.19.1 (what skills-ref uses to read
# frontmatter) and is the ground truth the TypeScript port is checked against. CI does not run
# it: it needs a Python with ruamel.yaml==0.19.1 installed, e.g.
#
#   python3 -m venv /tmp/oracle && /tmp/oracle/bin/pip install ruamel.yaml==0.19.1
#
# Usage (stdin: a JSON array of YAML texts; stdout: one JSON result per text):
#
#   /tmp/oracle/bin/python tests/tools/strictyaml-oracle.py yaml < inputs.json > outputs.json
#
# Mode "yaml" gives {"error": str(e)}, {"data": ...} or {"data": text, "scalar": true} per input
# ({"crash": repr(e)} when strictyaml fails with a non-YAML exception); mode "ref" runs
# skills-ref's whole frontmatter split. To regenerate the committed fixtures run
#
#   REF_YAML_PYTHON=/tmp/oracle/bin/python node tests/tools/gen-ref-yaml-fixtures.mjs
#
"""Dev-only oracle: strictyaml's loader semantics on ruamel.yaml 0.19.1, plus skills-ref's parse_frontmatter.
Reads JSON list of strings on stdin, prints JSON list of results."""
import sys, json, collections.abc
import ruamel.yaml as ry
from ruamel.yaml.reader import Reader
from ruamel.yaml.scanner import RoundTripScanner
from ruamel.yaml.parser import RoundTripParser
from ruamel.yaml.composer import Composer
from ruamel.yaml.constructor import RoundTripConstructor, ConstructorError
from ruamel.yaml.resolver import VersionedResolver
from ruamel.yaml.nodes import MappingNode
from ruamel.yaml.comments import CommentedSeq, CommentedMap
from ruamel.yaml.error import MarkedYAMLError
import ruamel.yaml.tokens as T

class SYError(MarkedYAMLError): pass

class C(RoundTripConstructor):
    yaml_constructors = {}
    def construct_mapping(self, node, maptyp, deep=False):
        if not isinstance(node, MappingNode):
            raise ConstructorError(None, None, "expected a mapping node, but found %s" % node.id, node.start_mark)
        merge_map = self.flatten_mapping(node)
        for key_node, value_node in node.value:
            key = self.construct_object(key_node, deep=True)
            if not isinstance(key, collections.abc.Hashable):
                if isinstance(key, list):
                    key = tuple(key)
            if not isinstance(key, collections.abc.Hashable):
                raise ConstructorError("while constructing a mapping", node.start_mark, "found unhashable key", key_node.start_mark)
            value = self.construct_object(value_node, deep=deep)
            if key in maptyp:
                raise SYError("While parsing", key_node.start_mark, "Duplicate key '{0}' found".format(key), key_node.end_mark)
            maptyp[key] = value
        prev = None
        for n in [g[1] for g in node.value if isinstance(g[1], MappingNode)]:
            if prev is None: prev = n.start_mark.column
            if n.start_mark.column != prev:
                raise SYError("While parsing", n.start_mark, "Found mapping with indentation inconsistent with previous mapping", n.end_mark)
for t in ['null','bool','int','float','binary','timestamp','str']:
    C.add_constructor('tag:yaml.org,2002:'+t, RoundTripConstructor.construct_yaml_str)
C.add_constructor('tag:yaml.org,2002:omap', RoundTripConstructor.construct_yaml_omap)
C.add_constructor('tag:yaml.org,2002:pairs', RoundTripConstructor.construct_yaml_pairs)
C.add_constructor('tag:yaml.org,2002:set', RoundTripConstructor.construct_yaml_set)
C.add_constructor('tag:yaml.org,2002:seq', RoundTripConstructor.construct_yaml_seq)
C.add_constructor('tag:yaml.org,2002:map', RoundTripConstructor.construct_yaml_map)
C.add_constructor(None, RoundTripConstructor.construct_undefined)

class S(RoundTripScanner):
    def check_token(self, *choices):
        while self.need_more_tokens():
            self.fetch_more_tokens()
        self._gather_comments()
        if self.tokens:
            if not choices: return True
            for choice in choices:
                if isinstance(self.tokens[0], choice):
                    token = self.tokens[0]
                    token.start_mark.name = "<unicode string>"; token.end_mark.name = "<unicode string>"
                    if isinstance(token, T.TagToken):
                        raise SYError("While scanning", token.end_mark, "Found disallowed tag tokens (do not specify types in markup)", token.start_mark)
                    if isinstance(token, (T.FlowMappingStartToken, T.FlowSequenceStartToken)):
                        raise SYError("While scanning", token.start_mark, "Found ugly disallowed JSONesque flow mapping (surround with ' and ' to make text appear literally)", token.end_mark)
                    if isinstance(token, T.AnchorToken):
                        raise SYError("While scanning", token.start_mark, "Found confusing disallowed anchor token (surround with ' and ' to make text appear literally)", token.end_mark)
                    return True
        return False

class L(Reader, S, RoundTripParser, Composer, C, VersionedResolver):
    def __init__(self, stream):
        Reader.__init__(self, stream, loader=self)
        S.__init__(self, loader=self)
        RoundTripParser.__init__(self, loader=self)
        Composer.__init__(self, loader=self)
        C.__init__(self, preserve_quotes=None, loader=self)
        VersionedResolver.__init__(self, None, loader=self)
        self.comment_handling = None
        self.max_depth = 0

def plain(d):
    if isinstance(d, dict): return {str(k): plain(v) for k, v in d.items()}
    if isinstance(d, list): return [plain(v) for v in d]
    return str(d) if d is not None else ""

def load(s):
    l = L(s)
    try:
        doc = l.get_single_data()
    except ry.YAMLError as e:
        for m in (getattr(e,'context_mark',None), getattr(e,'problem_mark',None)):
            if m is not None: m.name = "<unicode string>"
        return {"error": str(e)}
    finally:
        try: l.dispose()
        except Exception: pass
    if type(doc) not in (CommentedMap, CommentedSeq):
        return {"data": s, "scalar": True}
    return {"data": plain(doc)}

def skills_ref(content):
    if not content.startswith("---"): return {"error": "SKILL.md must start with YAML frontmatter (---)"}
    parts = content.split("---", 2)
    if len(parts) < 3: return {"error": "SKILL.md frontmatter not properly closed with ---"}
    r = load(parts[1])
    if "error" in r: return {"error": "Invalid YAML in frontmatter: " + r["error"]}
    if r.get("scalar") or not isinstance(r["data"], dict): return {"error": "SKILL.md frontmatter must be a YAML mapping"}
    return {"data": r["data"], "body": parts[2].strip()}

if __name__ == "__main__":
    mode = sys.argv[1]
    inputs = json.load(sys.stdin)
    out = []
    for s in inputs:
        try:
            out.append(load(s) if mode == "yaml" else skills_ref(s))
        except Exception as e:
            out.append({"crash": repr(e)})
    json.dump(out, sys.stdout, ensure_ascii=False)
