/**
 * What packaging and import say (see shared/i18n/message.ts for adding one): the upload checks,
 * the problems no --force overrides, why a file stays out of a package, why an archive or one
 * of its entries is refused, and the notes of an import. English here (the CLI prints it as it
 * is); the UI's Chinese is renderer/src/i18n/packaging-text.ts. What the file system or the zip
 * library says (an error's own text) goes in as a value.
 */
import { messageMaker } from '../i18n/message';

/** The English of every packaging and import message, by id. */
export const PACKAGE_MESSAGES = {
  // Why a name cannot be written on every system (entry-names.ts).
  'package.name.empty': 'the name is empty',
  'package.name.control': 'the name contains control characters',
  'package.name.backslash':
    'the name contains a backslash, which Windows reads as a folder separator',
  'package.name.absolute': 'it is an absolute path',
  'package.name.drive': 'it starts with a drive letter',
  'package.name.empty-part': 'the path has an empty part ("//")',
  'package.name.dotdot': 'it climbs out of the target folder ("..")',
  'package.name.dot': 'the path has a "." part',
  'package.name.separator': 'the name contains a folder separator',
  'package.name.colon':
    'the name contains ":", which Windows reads as a drive or a hidden data stream',
  'package.name.reserved-char':
    '"{part}" contains one of < > " | ? *, which Windows does not allow in names',
  'package.name.trailing':
    '"{part}" ends with a dot or a space, which Windows drops (so names can collide or climb out)',
  'package.name.device': '"{part}" is a device name on Windows',
  'package.name.too-long':
    '"{start}..." is longer than {max, plural, one {# byte} other {# bytes}}',
  'package.name.hidden': '"{name}" starts with a dot: a hidden folder, which libraries do not list',

  // Why a file stays out of a package (exclusions.ts, plan-skill.ts, symlink-policy.ts).
  'package.left-out.default': '{reason} (default rule "{pattern}")',
  'package.left-out.skillignore': 'matches "{pattern}" in .skillignore',
  'package.left-out.temp': "a temp file of a save that had not finished (Skill Studio's own)",
  'package.left-out.recovered':
    'a copy Skill Studio kept when another program wrote to the file during a save: compare it with the file, then delete or rename it',
  'package.left-out.unmatchable': 'the name cannot be checked against the ignore rules',
  'package.left-out.unreadable': 'cannot be read: {why}',
  'package.left-out.unsafe-name': 'the name would not import safely elsewhere: {reason}',
  'package.left-out.special': '{what}, not a regular file',
  'package.left-out.broken-link': 'a broken symbolic link (-> {target})',
  'package.left-out.link-outside':
    'a symbolic link to something outside the skill (-> {target}): never followed',
  'package.left-out.link-folder':
    'a symbolic link to a folder (-> {target}): links to folders are not followed',
  'package.left-out.link-special':
    'a symbolic link to something that is not a regular file (-> {target})',
  'package.left-out.link-excluded': 'a symbolic link to "{inside}", which is left out: {reason}',
  'package.kind.pipe': 'a named pipe',
  'package.kind.socket': 'a socket',
  'package.kind.device': 'a device',
  'package.kind.unknown': 'an unknown kind of entry',

  // The default rules' reasons (exclusions.ts); the OS junk an import skips shares some.
  'package.rule.vcs': 'version-control data',
  'package.rule.dependencies': 'installed dependencies',
  'package.rule.python-cache': 'Python cache',
  'package.rule.compiled-python': 'compiled Python',
  'package.rule.env': 'environment file: these often hold secrets',
  'package.rule.ssh-key': 'SSH private key',
  'package.rule.ssh-security-key': 'SSH private key (security key)',
  'package.rule.putty-key': 'PuTTY private key',
  'package.rule.pem': 'key or certificate file: these often hold a private key',
  'package.rule.key-file': 'key file: these often hold a private key',
  'package.rule.key-store': 'key store: holds private keys',
  'package.rule.ssh-folder': 'SSH keys and settings',
  'package.rule.cloud': 'cloud credentials',
  'package.rule.gnupg': 'GnuPG keys',
  'package.rule.docker': 'Docker settings: these often hold registry logins',
  'package.rule.kube': 'Kubernetes settings: these hold cluster credentials',
  'package.rule.credentials': 'credentials file',
  'package.rule.npmrc': 'npm settings: these often hold a registry token',
  'package.rule.pypirc': 'PyPI settings: these often hold an upload token',
  'package.rule.netrc': 'login file: holds passwords',
  'package.rule.git-credentials': 'saved Git passwords',
  'package.rule.ds-store': 'macOS folder settings',
  'package.rule.resource-fork': 'macOS resource fork',
  'package.rule.thumbs': 'Windows thumbnail cache',
  'package.rule.desktop-ini': 'Windows folder settings',
  'package.rule.swap': 'editor swap file',
  'package.rule.backup': 'editor backup file',
  'package.rule.lock': 'editor lock file',
  'package.rule.autosave': 'editor autosave file',
  'package.rule.evals': 'evaluations (a top-level evals/ folder)',

  // The upload checks (upload-rules.ts).
  'package.check.unreadable':
    '"{path}" cannot be read: {why}, so the package would miss it. Make it readable, or leave it out on purpose in .skillignore.',
  'package.check.no-skill-md': '"{folder}" has no SKILL.md at its top level.',
  'package.check.no-skill-md-nested':
    '"{folder}" has no SKILL.md at its top level (there is {nested}: the skill\'s SKILL.md must sit directly in its folder).',
  'package.check.several-skill-md': '"{folder}" has {files}; keep exactly one.',
  'package.check.capitals': '"{path}" must be named SKILL.md in capitals for Claude\'s uploader.',
  'package.check.second-skill-md':
    '"{path}" is a second SKILL.md; Claude\'s uploader accepts exactly one per skill.',
  'package.check.too-many-files':
    '"{folder}" would hold {count, plural, one {# file} other {# files}}; Claude\'s uploader accepts at most {max}.',
  'package.check.case-clash':
    '"{path}" and "{other}" differ only in case or Unicode form: they overwrite each other on macOS and Windows, and import refuses such archives. Rename one.',
  'package.check.bundle':
    "This bundle holds {count, plural, one {# skill} other {# skills}}; Claude's uploader takes one skill per archive, so upload them one by one.",

  // What keeps a package from being written, whatever --force says.
  'package.problem.bad-folder': 'The folder name "{folder}" cannot be an archive folder: {reason}.',
  'package.problem.same-name':
    'Two skills are both called "{folder}": a bundle needs one folder name per skill.',
  'package.problem.case-clash':
    '"{folder}" and "{other}" differ only in case or Unicode form; they would overwrite each other on macOS and Windows.',
  'package.problem.no-output-folder': 'The output folder {folder} does not exist.',
  'package.problem.inside-skill':
    'The archive would be written inside the skill "{folder}" it packages; choose an output outside it.',
  'package.problem.saved-meanwhile':
    '"{path}" was saved while packaging checked it; package again.',

  // Why an archive entry is refused (import-check.ts): '"name": reason.'
  'package.import.entry': '"{name}": {reason}.',
  'package.import.archive-root': '(archive root)',
  'package.import.symlink': 'it is a symbolic link, which could point anywhere on this computer',
  'package.import.special': 'it is a special file (device, pipe or socket), not a regular file',
  'package.import.folder-named-like-file': 'it is marked as a folder but named like a file',
  'package.import.encrypted': 'it is encrypted; decrypt the archive first',
  'package.import.method': 'it uses compression method {method}; only stored and deflate are read',
  'package.import.ratio':
    'it expands {ratio} times (limit {limit}:1 for entries over {minBytes, plural, one {# byte} other {# bytes}}; raise it with --max-ratio): a zip bomb?',
  'package.import.twice': 'it appears twice',
  'package.import.unicode-twin':
    'it and "{twin}" are the same name in two Unicode forms, so one would overwrite the other',
  'package.import.case-twin':
    'it and "{twin}" differ only in case, so one would overwrite the other',
  'package.import.is-file-and-folder': '"{path}" is both a file and a folder',
  'package.import.file-and-folder': 'it is both a file and a folder',
  'package.import.git-internals':
    "it holds a Git repository's internals (HEAD, objects/, refs/): git run inside it would obey its settings, which can name programs to run",
  'package.import.overlaps': 'its data overlaps "{other}" (a crafted archive)',

  // Why an entry's data could not be extracted (zip-extract.ts).
  'package.extract.local-header':
    'its local header disagrees with the central directory (a crafted or damaged archive)',
  'package.extract.cut-short': 'its data is cut short (the archive is damaged)',
  'package.extract.checksum': 'its checksum does not match (the archive is damaged)',
  'package.extract.too-much':
    'it holds more data than its header declares (the archive is damaged or crafted)',
  'package.extract.too-little':
    'it holds less data than its header declares (the archive is damaged or crafted)',
  'package.extract.unreadable':
    'its data cannot be read ({detail}) (the archive is damaged or crafted)',

  // Why an archive as a whole is refused.
  'package.import.too-many-entries':
    'The archive has {count, plural, one {# entry} other {# entries}}; the limit is {limit} (raise it with --max-entries).',
  'package.import.too-many-bytes':
    'The archive would write {bytes, plural, one {# byte} other {# bytes}}; the limit is {limit} (raise it with --max-bytes).',
  'package.import.no-files': 'The archive holds no files to import.',
  'package.import.root-both': 'The archive has both SKILL.md and skill.md at its root.',
  'package.import.bad-folder': 'The folder "{folder}" cannot be a skill folder: {reason}.',
  'package.import.no-skill': 'There is no SKILL.md in it, so it holds no skill to import.',
  'package.import.too-deep':
    'No skill within six folders of the top: the nearest SKILL.md is {deeper}, deeper than that.',
  'package.import.folder-too-many-entries':
    '{file}: it holds more than {limit, plural, one {# entry} other {# entries}} (raise the limit with --max-entries).',
  'package.import.not-chosen': 'There is no skill at "{from}" in it; found: {found}.',
  'package.import.none-chosen': 'No skill was chosen to import.',
  'package.import.folder-unreadable': 'it could not be read: {reason}',
  'package.import.changed': 'it changed while being imported; import again',
  'package.import.link-outside': 'a link outside the skills imported (links are never followed)',
  'package.import.folder-both': 'The folder "{folder}" has both SKILL.md and skill.md.',
  'package.import.root-no-name':
    'SKILL.md sits at the archive root and has no name usable as a folder name; add a name to its frontmatter.',
  'package.import.exists':
    'A folder named "{folder}" already exists in {root}. Use --overwrite to replace it or --rename to import under a free name.',
  'package.import.not-a-zip': '{file}: it is not a readable zip archive ({detail}).',
  'package.import.damaged': '{file}: it is damaged ({detail}).',
  'package.import.archive-too-many-entries':
    '{file}: it has {count, plural, one {# entry} other {# entries}}; the limit is {limit} (raise it with --max-entries).',
  'package.import.unreadable-skill-md': '{detail}.',
  'package.import.damaged-entry': '"{name}": {reason}',
  'package.import.stopped': 'The import stopped: {reason}.',
  'package.import.cancelled':
    'The import was stopped before its skills were put in place: nothing was added.',
  'package.import.stopped-at': '"{path}" ({length} characters): {what}',

  // What an import did beyond copying (import-layout.ts, import-rename.ts).
  'package.note.named-after-archive':
    'SKILL.md has no usable name, so the folder is named after the archive: "{folder}".',
  'package.note.name-set': 'Set the name in SKILL.md to "{name}" to match its folder.',
  'package.note.name-kept-not-utf8':
    'The folder is "{name}", but its SKILL.md name was left unchanged: the file is not UTF-8.',
  'package.note.name-kept':
    'The folder is "{name}", but its SKILL.md name was left unchanged: {reason}',

  // The OS junk an import skips (the rest share the default rules' reasons).
  'package.junk.macosx': 'macOS archive metadata (__MACOSX/)',
  'package.junk.vcs':
    'version-control data (a {folder} folder can carry commands the tool would run)',
  'package.junk.windows': 'Windows folder data',
  'package.junk.not-searched': "a tool's folder (dependencies, caches), never part of a skill",
} as const;

/** A packaging or import message's id. */
export type PackageMessageId = keyof typeof PACKAGE_MESSAGES;

/** Says a packaging or import message. */
export const packageMessage = messageMaker(PACKAGE_MESSAGES);
