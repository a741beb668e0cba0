/**
 * What the security review says (see shared/i18n/message.ts for adding one): for each rule a
 * short title and one plain sentence on what the finding means and what to do. English here
 * (the CLI and SARIF print it); the UI's Chinese is renderer/src/i18n/review-text.ts.
 * `{excerpt}` is the text found, as it stands in the file (invisible characters written as
 * U+XXXX), cut short.
 */
import { messageMaker } from '../i18n/message';

/** The English of every review message, by id. */
export const REVIEW_MESSAGES = {
  'review.hidden-tag-characters':
    'Invisible Unicode tag characters hide text that the agent reads but you cannot see ("{excerpt}"): do not install this skill unless you trust its author, and remove the characters.',
  'review.zero-width-characters':
    'An invisible zero-width character ({excerpt}) sits in the text, where it can split words to slip past checks or hide a message: remove it unless you know why it is there.',
  'review.bidi-controls':
    'A bidirectional control character ({excerpt}) makes the text display in another order than the agent reads it: remove it and check what the line really says.',
  'review.hidden-comment-instructions':
    'An HTML comment, which the Markdown preview hides, gives the agent instructions: "{excerpt}". Read it, and do not install the skill if you did not expect it.',
  'review.hidden-markup-instructions':
    'Text that the Markdown preview hides gives the agent instructions: "{excerpt}". Read it, and do not install the skill if you did not expect it.',
  'review.link-title-instructions':
    'A link title, shown only when the pointer rests on the link, gives the agent instructions: "{excerpt}". Read it before installing.',
  'review.lookalike-name':
    'The name "{excerpt}" uses letters that look like others from a different alphabet, as impostors do to pass for a known name: check that this is the skill you meant.',
  'review.override-instructions':
    'The skill tells the agent to set aside its other instructions: "{excerpt}". A skill has no reason to do this; do not install it.',
  'review.conceal-from-user':
    'The skill tells the agent to hide what it does from you: "{excerpt}". Do not install it.',
  'review.credential-exfiltration-request':
    'The skill asks the agent to read your credentials or send data elsewhere: "{excerpt}". Do not install it unless that is exactly what you want.',
  'review.disable-safety':
    'The skill turns off the agent\'s approvals or safety settings: "{excerpt}". Install it only if you accept that its commands run without asking you.',
  'review.download-and-run':
    'This command downloads code and runs it at once, unseen: "{excerpt}". Do not run it; download the file, read it and check its hash first.',
  'review.fetch-executable':
    'This command downloads a program: "{excerpt}". Run it only if you trust the site, and prefer a pinned version with a checked hash.',
  'review.fetch-executable.raw-ip':
    'This command downloads a program from a bare IP address, which names no one you can check: "{excerpt}". Do not run it.',
  'review.reverse-shell':
    'This command hands a shell on your computer to another machine (a reverse shell): "{excerpt}". Do not install this skill.',
  'review.ssh-authorized-keys':
    'This command adds a key to ~/.ssh/authorized_keys, which lets someone log in to your computer: "{excerpt}". Do not install this skill.',
  'review.persistence':
    'This command makes something start by itself (shell start-up files, crontab or login items): "{excerpt}". Install only if you want that and know how to undo it.',
  'review.credential-read-send':
    'This file reads a credential store ("{excerpt}") and also sends data over the network, which together can leak your keys: do not install the skill unless you have checked where the data goes.',
  'review.credential-read':
    'This reads a credential store: "{excerpt}". Make sure the skill needs it.',
  'review.destructive-delete':
    'This command deletes your home folder or the whole disk: "{excerpt}". Do not run it.',
  'review.encoded-exec':
    'This decodes encoded code and runs it, so it cannot be read before it runs: "{excerpt}". Do not install this skill.',
  'review.bundled-binary':
    'The skill ships a compiled program ({excerpt}), which cannot be read before it runs: install it only if you trust its author.',
  'review.unpinned-install':
    'This installs a package without a pinned version, so whatever the registry serves that day will run: "{excerpt}". Pin a version (name==1.2.3 or name@1.2.3).',
  'review.raw-ip-url':
    'This link goes to a bare IP address, not a named site: "{excerpt}". Check where it leads before anything is fetched from it.',
  'review.shortener-or-paste-url':
    'This link goes through a link shortener or a paste site, whose content can change at any time: "{excerpt}". Replace it with the real, fixed address.',
  'review.secret':
    'A secret seems to be written in the skill ({rule}: "{excerpt}"): revoke it with its provider and remove it, since anyone who gets the skill can use it.',
  'review.allowed-tools-broad':
    'allowed-tools lets the agent run any shell command without asking ("{excerpt}"): narrow it to the commands the skill needs, such as Bash(git:*).',
  'review.allowed-tools-broad.no-commands':
    'allowed-tools lets the agent run any shell command without asking ("{excerpt}"), yet the skill shows no command to run: remove it.',
  'review.trigger-baiting':
    'The description tries to make the agent choose this skill for unrelated requests: "{excerpt}". Make it say what the skill does.',
  'review.system-skill-claim':
    'The skill claims a status no skill has (required, a system skill, or endorsed by a vendor): "{excerpt}". Treat it as any other skill.',
  'review.too-large':
    'This file is larger than {limit, plural, one {# byte} other {# bytes}}, so it was not reviewed: read it yourself before installing.',
  'review.too-deep':
    'This folder is nested deeper than {limit, plural, one {# level} other {# levels}}, so its files were not reviewed.',
  'review.too-many-files':
    'The skill has more than {limit, plural, one {# file} other {# files}}, so the rest were not reviewed.',
  'review.read-timeout':
    'Reading this file took too long, so it was not reviewed: read it yourself before installing.',
  'review.unreadable': 'This file could not be read, so it was not reviewed.',
  'review.binary-file':
    'This is a binary file, not text, so it was not reviewed: make sure the skill needs it.',

  // Each rule's title (the UI's list, SARIF's shortDescription).
  'review.title.hidden-tag-characters': 'Hidden text in tag characters',
  'review.title.zero-width-characters': 'Zero-width character',
  'review.title.bidi-controls': 'Bidirectional control character',
  'review.title.hidden-comment-instructions': 'Instructions in an HTML comment',
  'review.title.hidden-markup-instructions': 'Instructions in hidden text',
  'review.title.link-title-instructions': 'Instructions in a link title',
  'review.title.lookalike-name': 'Look-alike letters in a name',
  'review.title.override-instructions': "Overrides the agent's instructions",
  'review.title.conceal-from-user': 'Hides actions from the user',
  'review.title.credential-exfiltration-request': 'Asks for credentials or to send data away',
  'review.title.disable-safety': 'Turns off approvals or safety settings',
  'review.title.download-and-run': 'Downloads and runs code',
  'review.title.fetch-executable': 'Downloads a program',
  'review.title.reverse-shell': 'Reverse shell',
  'review.title.ssh-authorized-keys': 'Writes ~/.ssh/authorized_keys',
  'review.title.persistence': 'Starts itself (start-up files, crontab, login items)',
  'review.title.credential-read-send': 'Reads credentials and sends data',
  'review.title.credential-read': 'Reads a credential store',
  'review.title.destructive-delete': 'Deletes the home folder or the disk',
  'review.title.encoded-exec': 'Runs encoded code',
  'review.title.bundled-binary': 'Bundled compiled program',
  'review.title.unpinned-install': 'Package install without a pinned version',
  'review.title.raw-ip-url': 'Link to a bare IP address',
  'review.title.shortener-or-paste-url': 'Link shortener or paste site',
  'review.title.secret': 'Secret in the skill',
  'review.title.allowed-tools-broad': 'allowed-tools broader than needed',
  'review.title.trigger-baiting': 'Trigger-baiting description',
  'review.title.system-skill-claim': 'Claims to be required or a system skill',
  'review.title.too-large': 'Too large to review',
  'review.title.too-deep': 'Too deep to review',
  'review.title.too-many-files': 'Too many files to review',
  'review.title.read-timeout': 'Took too long to read',
  'review.title.unreadable': 'Could not be read',
  'review.title.binary-file': 'Binary file',
} as const;

/** A review message's id. */
export type ReviewMessageId = keyof typeof REVIEW_MESSAGES;

/** Says a review message. */
export const reviewMessage = messageMaker(REVIEW_MESSAGES);
