/**
 * The service's catalogue (see shared/i18n/message.ts): every sentence the service and the
 * transports around it can put in front of the user when a call fails, by id. Its ids came
 * before the domains' prefixes and travel on the wire as they are ("folder-exists"); the
 * catalogues' test keeps them from clashing with another domain's. The UI's Chinese is
 * renderer/src/i18n/service-text.ts.
 */

/** The English of each service message; "{name}" marks a value. */
export const SERVICE_TEXTS = {
  'invalid-skill-name':
    '"{name}" is not a valid skill name: use lower-case letters, digits and single hyphens (for example "my-skill").',
  'folder-exists': 'A folder named "{name}" already exists in this library.',
  'not-a-file-name': '"{name}" is not a file name.',
  'file-exists': 'A file named "{name}" already exists next to it.',
  'skill-md-not-utf8':
    'SKILL.md is not saved as UTF-8, so its name cannot be updated safely; fix the encoding first.',
  'name-not-updated': 'The name inside SKILL.md could not be updated: {reason}',
  'invalid-description': 'The description cannot be written into SKILL.md: {reason}',
  'not-regular-file':
    '{file}: it is not a regular file (a pipe, device or socket), so it is not read.',
  'output-not-file':
    "'{path}' is not a regular file ({reason}); nothing is written onto it. Choose another name.",
  'import-too-large': 'The file is larger than {size} MB, the most an import takes.',
  'whole-library':
    'That is a whole library, not a skill: it cannot be renamed, copied or deleted from here (remove it from the list instead).',
  'not-in-library': 'That folder is not in one of your libraries.',
  'not-installed':
    'No copy installed by Skill Studio is at "{path}" (it may have been uninstalled meanwhile).',
  'update-undo-gone':
    'The copy at "{path}" cannot be put back as it was: its earlier version is no longer in the trash.',
  'update-undo-changed':
    'The copy at "{path}" changed since the update, so it was not put back (nothing was replaced).',
  'bad-project':
    '"{path}" cannot be a project to install into: choose one of your libraries or pick the folder.',
  'not-a-folder': '"{path}" is not a folder that exists.',
  'not-a-library': '"{path}" is not one of your libraries.',
  'library-unreadable': 'The library {path} cannot be read.',
  'folder-unreadable': 'The folder {path} cannot be read: {reason}.',
  'folder-not-made': 'The folder {path} could not be made: {reason}.',
  'access-denied':
    '"{path}" is not inside one of your skill libraries, so Skill Studio will not touch it.',
  'file-gone': '{file} does not exist any more (it may have been moved or deleted).',
  'file-permission': "{file} cannot be opened: permission denied. Check the file's permissions.",
  'file-is-folder': '{file} is a folder, not a file.',
  'disk-full': '{file} could not be written: the disk is full. Free some space and try again.',
  'read-only-disk': '{file} is on a read-only disk.',
  'path-empty': 'Type a name.',
  'path-no-name': '"{path}" ends with "/": add the name of the file after it.',
  'path-absolute':
    '"{path}" is a path outside the skill: type one inside it, such as references/guide.md.',
  'path-climbs': '"{path}" climbs out of the skill with "..": type a path inside it.',
  'path-dot': '"{path}" has a "." part: leave it out.',
  'name-control': '"{name}" contains control characters, which no file name may hold.',
  'name-colon':
    '"{name}" contains ":", which Windows reads as a drive or a hidden data stream and macOS shows as "/".',
  'name-reserved-char':
    '"{name}" contains one of < > " | ? *, which Windows does not allow in file names.',
  'name-trailing':
    '"{name}" ends with a dot or a space, which Windows drops: the file would get another name there.',
  'name-device':
    '"{name}" is a device name on Windows (CON, PRN, AUX, NUL, CONIN$, CONOUT$, COM1-COM9, LPT1-LPT9, COM¹ COM² COM³ and LPT¹ LPT² LPT³, in any case and with any extension), so no file can have it there.',
  'name-too-long': '"{name}" is longer than 255 bytes, the most a file name can be.',
  'name-case-clash':
    '"{name}" differs from "{other}" beside it only in case: macOS and Windows see one name. Choose another.',
  'entry-exists': '"{name}" already exists in {folder}.',
  'move-into-itself': 'The folder "{name}" cannot go into itself.',
  'moved-meanwhile':
    '"{name}" was not moved to "{to}": another window or program moved or deleted it meanwhile. Look for it in the list, which shows where it is now.',
  'skill-md-keeps-name':
    'SKILL.md is what makes its folder a skill, so it keeps its name and its place (only its case can change, to "SKILL.md"). Rename the skill instead.',
  'not-in-skill':
    '"{path}" is not a skill folder (it holds no SKILL.md): files are created, moved and deleted inside a skill only.',
  'skill-folder-as-file':
    '"{name}" is a skill folder: its name must stay the name in its SKILL.md, so it is not moved or renamed as a file. Rename the skill instead.',
  'upload-too-large': '"{name}" is larger than {size}, the most one added file may be.',
  'upload-cut-off':
    'Adding "{name}" was cut off before it finished; nothing was written. Try again.',
  'paths-desktop-only':
    'Only the desktop app adds files by their path; in the browser, upload them.',
  'not-a-source':
    '"{path}" cannot be added: it is not there any more, or it is a link or a special file.',
  'trash-gone': 'That item is not in the trash any more.',
  'trash-in-system':
    '"{name}" went to the system trash: restore it from there (Finder, Explorer or your file manager).',
  'trash-system-gone':
    '"{name}" is not where the system trash kept it any more: the trash was emptied, it was restored from there, or something else took its place there.',
  'restore-taken': 'Something is at "{path}" again, where "{name}" was. Choose where it goes.',
  'restore-pick-library':
    '"{name}" was deleted by an older Skill Studio, which did not note its library: choose the library to restore it into.',
  'restore-no-library':
    'The library it came from ({library}) is not open any more: add it again to restore into it.',
  'outside-libraries':
    '{file} is a link to {target}, outside your libraries, so Skill Studio does not read it. Add its folder as a library to open it.',
  'file-is-link':
    '{file} is a symbolic link: Skill Studio does not write through links, so it was left as it is. Change the file it leads to instead.',
  'late-write-kept':
    'Another program wrote to {file} just after it was saved, into the version the save replaced. What it wrote is kept beside it in {kept}.',
  'folder-moved':
    '{file} was not written: its folder was swapped for a link leading somewhere else while it was being written. Nothing was left there; check the folder and try again.',
  'move-folder-moved':
    '"{name}" was not moved: a folder on its way was swapped for a link leading somewhere else meanwhile, so it stays where it was. Check the folder and try again.',
  'library-read-again':
    'Many files changed at once in {library}, more than the system reports one by one: Skill Studio read the library again, so the list shows what is on disk.',
  'library-moved':
    'The library {path} is not the folder that was opened any more (it was moved, or replaced by a link), so nothing there was touched. Skill Studio reads it again; try again once it is listed.',
  'file-failed': '{file} could not be used: {reason}.',
  'while-writing': 'while writing "{file}": {reason}',
  'the-file': 'The file',
  'git-missing':
    'Git is not installed (or not on the PATH), so the commits of this skill cannot be read or made. Install it from https://git-scm.com, then open Skill Studio again.',
  'git-not-a-repo':
    '{path} is not in a git repository, so it has no commits. Run "git init" in it, or in a folder above it, to start one.',
  'git-no-identity':
    'Git does not know your name and email yet, so nothing was committed. Set them with git config --global user.name "Your Name" and git config --global user.email you@example.com, then commit again.',
  'git-nothing-to-commit':
    'Nothing in {name} changed since its last commit: there is nothing to commit.',
  'git-no-commit':
    'The commit {commit} is not in this repository (a rebase or a clean-up may have removed it).',
  'git-failed': 'git {command} failed: {reason}',
  'git-commit-failed':
    'Nothing was committed: git commit said "{reason}". The changes of {name} are staged now; the rest of the repository is as it was.',
  'git-timeout':
    'git {command} did not finish within {seconds, plural, one {# second} other {# seconds}}, so it was stopped.',
  'git-too-much':
    'git {command} answered more than {size} MB, more than Skill Studio reads: ask for fewer commits.',
  'model-connection-gone':
    'That model connection is not saved any more (it may have been removed in another window).',
  'trigger-queries-missing':
    'This skill has no trigger queries yet: add some (they are kept in {path}), then run the test.',
  'trigger-queries-bad': 'The trigger queries cannot be read, so nothing was sent. {problem}',
  'trigger-suggest-failed': 'No trigger queries were suggested. {problem}',
  'evals-missing':
    'This skill has no evals yet: add some (they are kept in {path}), then run them.',
  'evals-bad': 'The evals cannot be read, so nothing was sent. {problem}',
  'evals-none-chosen': 'None of the evals asked for ({ids}) is in {path}.',
  'evals-suggest-failed': 'No evals were suggested. {problem}',
  'evals-agent-no-cli':
    'Real agent mode runs the agent’s own CLI, and {agent} has none the studio can run: choose Claude Code, Codex or OpenCode.',
  'evals-agent-missing':
    '{agent}’s CLI ({command}) is not on the PATH the studio runs with. Install it, or run in direct (API) mode.',
  'evals-workspace-outside':
    'The results would go in {path}, outside the open libraries: open the folder that holds the skill as a library, so its workspace can sit beside it.',
  'evals-iteration-missing': 'There is no iteration {iteration} in {path}.',
  'evals-version-missing':
    'The skill has no saved version {version} in its history (or its record is damaged), so nothing was sent. Choose another version to compare with.',
  'evals-version-damaged':
    '{file} of the saved version {version} is missing or damaged in the history store, so that version cannot be run and nothing was sent. Choose another version to compare with.',
  'evals-version-not-kept':
    '{file} of the saved version {version} was kept by its hash and size only (a binary file over the history’s size limit), so that version cannot be run and nothing was sent. Choose another version to compare with.',
  'evals-feedback-unreadable':
    '{path} is not a feedback file Skill Studio can add to, so it was left as it is: move it away to record picks here.',
  'model-key-invalid':
    'The key is empty or holds a line break or another control character: paste the key alone.',
  'model-key-weak-storage':
    'Keys are stored with a weak key on this system: install a keyring (GNOME Keyring / KWallet), or choose to keep the key anyway.',
  'model-key-no-keychain':
    'No keychain is available on this system, so the key would be kept in a file only your user can read: install a keyring (GNOME Keyring / KWallet), or choose to keep it there anyway.',
  internal: 'Skill Studio hit an internal error ({detail}). Please report it.',
  unreachable: 'Skill Studio is not reachable: is "skill-studio serve" still running?',
  'request-refused': 'The studio refused the request (HTTP {status}).',
  'upload-refused': 'The upload was refused (HTTP {status}).',
  'service-starting': 'Skill Studio is still starting; try again in a moment.',
  'service-restarted':
    "Skill Studio's background service stopped unexpectedly and was started again, so this was not finished: try again. Text you had not saved is still in the editor.",
  'service-failed':
    "Skill Studio's background service could not be started ({reason}). Your saved skills are untouched; quit Skill Studio and open it again, and report it if this keeps happening.",
  'service-exited': 'it stopped {count, plural, one {# time} other {# times}} in a row',
  'history-version-missing':
    'That version is no longer in the history (it was pruned, or its record is damaged).',
  'history-file-not-kept':
    '{file} was kept in that version by its size and hash only (a binary file over the limit), so it cannot be restored.',
  'history-file-damaged':
    '{file} in that version is damaged in the history store (its bytes no longer match), so it cannot be restored.',
  'history-file-absent': 'That version has no file {file}.',
  'history-folder-exists':
    '{dir} is still there: only the history of a skill whose folder is gone can be linked.',
  'history-bump-refused': 'metadata.version could not be set in SKILL.md: {reason}',
} as const;

/** Which service message. */
export type ServiceTextId = keyof typeof SERVICE_TEXTS;
