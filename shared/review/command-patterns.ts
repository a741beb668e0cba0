/**
 * The command patterns of the script rules, one list per rule, each pattern citing what it
 * follows (the sources of each rule are in rules.ts). They run over logical lines (a line
 * with its backslash continuations) of scripts and of every other text file, SKILL.md's code
 * blocks, inline code and prose included: a command is dangerous wherever the agent finds it.
 * Every quantifier is bounded, so a hostile line costs linear time.
 */

const r = (source: string) => new RegExp(source, 'i');
const SHELL = String.raw`(?:sudo\s+(?:-\S+\s+)*)?(?:env\s+(?:\S+=\S*\s+){0,5})?(?:/(?:usr/)?bin/)?(?:ba|z|k|da|fi|tc|c)?sh\b(?!\.)`;
const FETCH = String.raw`\b(?:curl|wget|fetch|aria2c|https?)\b`;

/** curl … | sh and its kin: code fetched and run at once (Snyk E005/E006). */
export const DOWNLOAD_AND_RUN: readonly RegExp[] = [
  r(String.raw`${FETCH}[^|;&\n]{0,400}\|\s*${SHELL}`),
  // Interpreters reading the script from the pipe: nothing after them but "-" or "-s".
  r(
    String.raw`${FETCH}[^|;&\n]{0,400}\|\s*(?:sudo\s+)?(?:python[23]?(?:\.\d+)?|perl|ruby|node|php)\s*(?:-s?\s*)?(?:$|[;&|)])`,
  ),
  r(String.raw`\b(?:(?:ba|z|k)?sh|source|\.)\s+(?:-s\s+)?<\(\s*(?:curl|wget)\b`),
  r(
    String.raw`\b(?:(?:ba|z|k)?sh\s+-c|eval|python[23]?\s+-c|perl\s+-e|ruby\s+-e|node\s+-e)\s+["']?(?:\$\(|\x60)\s*(?:curl|wget)\b`,
  ),
  // PowerShell: iex (iwr …), iwr … | iex, (New-Object Net.WebClient).DownloadString(…) | iex.
  r(
    String.raw`\b(?:iex|Invoke-Expression)\b[\s(]{0,8}[^\n]{0,60}\b(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod|DownloadString|DownloadData|Net\.WebClient)\b`,
  ),
  r(
    String.raw`\b(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b[^\n|]{0,300}\|\s*(?:iex|Invoke-Expression)\b`,
  ),
  r(String.raw`\.DownloadString\([^\n]{0,300}\|\s*(?:iex|Invoke-Expression)\b`),
  // Python and JavaScript evaluating what they fetched.
  r(
    String.raw`\b(?:exec|eval)\s*\(\s*(?:requests\.get|urllib\.request\.urlopen|urlopen|httpx\.get)\s*\(`,
  ),
  r(
    String.raw`\b(?:eval|new\s+Function|Function)\s*\(\s*(?:await\s+)?\(?\s*(?:await\s+)?fetch\s*\(`,
  ),
];

/** A file fetched, then run by name on the same line, with no hash check between. */
export const DOWNLOAD_THEN_RUN = r(
  String.raw`\b(?:curl|wget)\b[^\n;|]{0,400}?(?:-o\s*|--output[=\s]+|-O\s+|--output-document[=\s]+)["']?([\w./~-]{1,200})["']?[^\n]{0,300}?(?:&&|;)\s*(?:(?:sudo\s+)?(?:ba|z)?sh\s+["']?\.?/?|chmod\s+\+?[0-7x]+\s+[^\n&;]{1,200}(?:&&|;)\s*["']?\./)`,
);

/** A hash or signature check: the user's safe way to fetch a pinned file. */
export const HASH_CHECK = r(
  String.raw`\b(?:sha(?:1|224|256|384|512)sum|shasum|md5sum|b2sum|Get-FileHash|certutil\s+-hashfile|openssl\s+(?:dgst|sha256)|gpg\s+--verify|cosign\s+verify|minisign\s+-V|hashlib\.sha256|--checksum|--hash[=\s]|sha256[=:])`,
);

/** The commands that download something (fetch-executable's first half). */
export const DOWNLOADER = r(
  String.raw`\b(?:curl|wget|aria2c|iwr|irm|Invoke-WebRequest|Invoke-RestMethod|Start-BitsTransfer|bitsadmin|certutil(?:\.exe)?\s+-urlcache|DownloadFile|urlretrieve|requests\.get|httpx\.get|fetch)\b`,
);

/** A URL whose path names an executable or an installer. */
export const EXECUTABLE_URL =
  /\b(?:https?|ftp):\/\/[^\s"'<>`)]{1,2000}?\.(?:exe|msi|dmg|pkg|scr|dll|so|dylib|bin|run|appimage|deb|rpm|apk|jar|com|bat|cmd|ps1|vbs|elf)(?=[?#"'\s)`]|$)/i;

/** Made executable on the same line (chmod +x after a download). */
export const CHMOD_EXEC = /\bchmod\s+(?:[ugoa]*\+x|[0-7]?[1357][0-7]{2})\b/i;

/** Reverse shells (PayloadsAllTheThings, Reverse Shell Cheatsheet). */
export const REVERSE_SHELL: readonly RegExp[] = [
  r(String.raw`\b(?:ba|z)?sh\s+-i\b[^\n]{0,80}/dev/(?:tcp|udp)/`),
  r(String.raw`/dev/(?:tcp|udp)/[^\s/]{1,255}/\d{1,5}[^\n]{0,40}0>&1`),
  r(String.raw`\bexec\s+\d+<>\s*/dev/(?:tcp|udp)/`),
  r(
    String.raw`\b(?:nc|ncat|netcat)(?:\.exe)?\b[^\n|;]{0,100}\s-(?:e|c)\s*["']?(?:/bin/|/usr/bin/)?(?:ba|z)?sh\b`,
  ),
  r(
    String.raw`\b(?:nc|ncat|netcat)(?:\.exe)?\b[^\n|;]{0,100}\s-(?:e|c)\s*["']?(?:cmd|powershell)(?:\.exe)?\b`,
  ),
  r(String.raw`\bncat\b[^\n]{0,100}--(?:exec|sh-exec)\b`),
  r(String.raw`\bmkfifo\b[^\n]{0,120}\b(?:nc|ncat|netcat|telnet|openssl\s+s_client)\b`),
  r(String.raw`\bsocat\b[^\n]{0,200}\bexec:[^\n]{0,60}\b(?:ba|z)?sh\b`),
  r(String.raw`\bsocket\b[^\n]{0,400}\bconnect\b[^\n]{0,400}\bos\.dup2\s*\(`),
  r(
    String.raw`\bsocket\b[^\n]{0,400}\bconnect\b[^\n]{0,400}\bsubprocess\.\w+\(\s*\[?\s*["'](?:/bin/)?(?:ba|z)?sh\b`,
  ),
  r(String.raw`Net\.Sockets\.TCPClient\s*\([^\n]{0,400}\b(?:GetStream|iex|Invoke-Expression)\b`),
  r(String.raw`\bfsockopen\s*\([^\n]{0,200}\b(?:exec|shell_exec|system|passthru|proc_open)\s*\(`),
  r(String.raw`\bTCPSocket\.(?:new|open)\s*\([^\n]{0,200}\b(?:exec|spawn|system)\b`),
  r(String.raw`\bperl\b[^\n]{0,40}\bsocket\s*\([^\n]{0,300}\bexec\s*\(`),
  r(String.raw`\b(?:telnet|nc)\s+\S+\s+\d{1,5}\s*\|\s*(?:/bin/)?(?:ba)?sh\b`),
];

/** Something written to ~/.ssh/authorized_keys (MITRE T1098.004). */
export const AUTHORIZED_KEYS = /authorized_keys2?\b/i;
/** A write on the same line: redirection, tee, copy, append modes, or the words for it. */
export const WRITE_OP =
  /(?:>>|(?<![0-9&-])>(?![&=])|\btee\b|\b(?:cp|mv|ln|install|rsync)\s|\bopen\s*\([^)\n]{0,200}["'](?:a|w|a\+|w\+|ab|wb)["']|\.(?:write|write_text|appendFile(?:Sync)?|writeFile(?:Sync)?)\s*\(|\b(?:Add-Content|Set-Content|Out-File)\b|\b(?:add|append|write|insert|put|paste)\b[^.\n]{0,60}\b(?:to|into|in)\b)/i;

/** Shell start-up files (MITRE T1546.004). */
export const STARTUP_FILE =
  /(?:~|\$HOME|\$\{HOME\}|%USERPROFILE%|\/home\/[\w.-]{1,64}|\/root|\/Users\/[\w.-]{1,64})\/\.(?:bashrc|bash_profile|bash_login|bash_logout|profile|zshrc|zprofile|zshenv|zlogin|kshrc|cshrc|tcshrc|config\/fish\/config\.fish)\b|\/etc\/(?:profile|bash\.bashrc|zshrc|zprofile|environment|rc\.local)\b|\/etc\/profile\.d\/|\$PROFILE\b/i;
/** crontab installs and edits (MITRE T1053.003); "crontab -l" only lists. */
export const CRONTAB =
  /\|\s*crontab\b|\bcrontab\s+(?:-e\b|-u\s+\S+\s+(?!-l\b)\S|(?!-)[\w./~$-])|\/etc\/cron(?:tab|\.d\/|\.(?:hourly|daily|weekly|monthly)\/)|\/var\/spool\/cron\//i;
/** Login items, launch agents, Run keys, scheduled tasks, autostart (MITRE T1543, T1547). */
export const LOGIN_ITEM =
  /Library\/Launch(?:Agents|Daemons)\/|\blaunchctl\s+(?:load|bootstrap|submit|enable)\b|\bosascript\b[^\n]{0,200}\blogin\s+items?\b|\\CurrentVersion\\Run(?:Once)?\b|\bschtasks(?:\.exe)?\s+\/create\b|\bRegister-ScheduledTask\b|\bsystemctl\s+(?:--user\s+)?enable\b|\.config\/autostart\/|\\Start Menu\\Programs\\Startup\b/i;

/** Credential stores (Cisco DATA_EXFIL_SENSITIVE_FILES, credential_harvesting_generic). */
export const CREDENTIAL_STORE =
  /\.aws\/credentials\b|\.ssh\/(?:id_(?:rsa|dsa|ecdsa|ed25519)\b|\*)|\.git-credentials\b|\.netrc\b|\.docker\/config\.json\b|\.kube\/config\b|\.pypirc\b|gcloud\/(?:credentials\.db|application_default_credentials\.json)|gh\/hosts\.yml\b|Login Data\b|logins\.json\b|key[34]\.db\b|cookies\.sqlite\b|Local State\b|login\.keychain(?:-db)?\b|\/etc\/shadow\b/i;
/** An explicit read of a `.env` file's contents (loading it with dotenv is not a read out). */
export const ENV_FILE_READ =
  /\b(?:cat|less|more|head|tail|base64|xxd|strings|type|Get-Content|gc)\s+["']?(?:[\w./~-]{0,200}\/)?\.env\b|\bopen\s*\(\s*["'](?:[\w./~-]{0,200}\/)?\.env["']|\breadFile(?:Sync)?\s*\(\s*["'](?:[\w./~-]{0,200}\/)?\.env["']|@(?:[\w./~-]{0,200}\/)?\.env\b/i;
/** Commands that read a keychain or the system's credential manager. */
export const KEYCHAIN_READ =
  /\bsecurity\s+(?:find-generic-password|find-internet-password|dump-keychain|export)\b|\bsecret-tool\s+lookup\b|\bcmdkey\s+\/list\b|\bvaultcmd\b|\bkeyring\s+get\b/i;
/** Something reads on the line (the credential store is the thing read). */
export const READ_OP =
  /\b(?:cat|less|more|head|tail|base64|xxd|strings|tar|zip|7z|cp|scp|rsync|open|read|read_text|read_bytes|readFile(?:Sync)?|Get-Content|gc|type|sqlite3|grep|awk|sed|load|curl)\b|<\s*\S|@~|@\$HOME/i;
/** A network send anywhere in the file (Snyk TF001's public sink). */
export const NETWORK_SEND =
  /\bcurl\b[^\n]{0,300}\s(?:-d|--data(?:-\w+)?|-F|--form|-T|--upload-file|-X\s*(?:POST|PUT)|--request\s+(?:POST|PUT))\b|\bwget\b[^\n]{0,200}--post-(?:data|file)\b|\b(?:nc|ncat|netcat)\s+(?:-\w+\s+){0,5}[\w.-]+\s+\d{2,5}\b|\b(?:requests|httpx|session|client)\.(?:post|put|patch)\s*\(|\baxios\.(?:post|put)\s*\(|\bfetch\s*\([^)\n]{0,300}method\s*:\s*["'](?:POST|PUT)|\burlopen\s*\([^)\n]{0,300}data\s*=|Invoke-(?:WebRequest|RestMethod)[^\n]{0,300}-(?:Method\s+(?:Post|Put)|Body|InFile)\b|\bscp\s+(?:-\S+\s+){0,5}\S+\s+[\w.-]+@[\w.-]+:|\/dev\/tcp\/|\bsmtplib\b|\bsocket\.(?:send|sendall|sendto)\s*\(|\bsendmail\b/i;

/** Deleting home or root: rm's targets that mean everything (checked with its flags). */
export const RM_COMMAND = /\brm\s+((?:-{1,2}[\w-]+\s+){1,6})(?:--\s+)?([^\s;&|)]{1,60})/gi;
/** The targets of a recursive forced delete that are everything the user has. */
export const EVERYTHING = new Set([
  '/',
  '/*',
  '~',
  '~/',
  '~/*',
  '$HOME',
  '$HOME/',
  '$HOME/*',
  '${HOME}',
  '${HOME}/',
  '${HOME}/*',
  '/home',
  '/home/',
  '/home/*',
  '/Users',
  '/Users/',
  '/Users/*',
  '/root',
  '/root/*',
  '/usr',
  '/etc',
  '/var',
  '.*',
  '../../..',
  'C:\\',
  'C:/',
  '%USERPROFILE%',
  '%HOMEPATH%',
]);
/** The other ways of deleting everything. */
export const DESTRUCTIVE: readonly RegExp[] = [
  /--no-preserve-root\b/i,
  /\bRemove-Item\b[^\n]{0,200}-Recurse\b[^\n]{0,200}(?:\s|^)(?:~|\$HOME|\$env:USERPROFILE|C:\\\*?)(?=[\s'"]|$)/i,
  /\bRemove-Item\b\s+(?:-Path\s+)?["']?(?:~|\$HOME|\$env:USERPROFILE|C:\\\*?)["']?\s[^\n]{0,200}-Recurse\b/i,
  /\b(?:rd|rmdir)\s+\/s\s+\/q\s+["']?(?:C:\\|%USERPROFILE%|%HOMEPATH%)["']?(?=\s|$)/i,
  /\bdel\s+(?:\/[fsqa]\s+){1,4}["']?(?:C:\\\*|%USERPROFILE%\\\*)/i,
  /\bshutil\.rmtree\s*\(\s*(?:os\.path\.expanduser\(\s*["']~\/?["']\s*\)|(?:pathlib\.)?Path\.home\(\)|["']\/["']|["']~\/?["']|os\.environ\[\s*["']HOME["']\s*\])\s*[,)]/i,
  /\b(?:rmSync|rimraf(?:\.sync)?|remove(?:Sync)?)\s*\(\s*(?:os\.homedir\(\)|["']\/["']|process\.env\.HOME)\s*[,)]/i,
  /\bmkfs(?:\.\w+)?\s+(?:-\S+\s+){0,4}\/dev\/(?:sd|nvme|hd|disk|vd|xvd)/i,
  /\bdd\b[^\n]{0,100}\bof=\/dev\/(?:sd[a-z]|nvme\d|hd[a-z]|disk\d|vd[a-z])\b/i,
];

/** Encoded code decoded and run (Cisco OBFUSCATION_BASE64_LARGE, both orders, 140 chars). */
export const ENCODED_EXEC: readonly RegExp[] = [
  r(String.raw`\bbase(?:64|32)\s+(?:-d|--decode|-D)\b[^\n]{0,100}\|\s*${SHELL}`),
  r(
    String.raw`\bbase(?:64|32)\s+(?:-d|--decode|-D)\b[^\n]{0,100}\|\s*(?:sudo\s+)?(?:python[23]?|perl|ruby|node|php)\b`,
  ),
  r(
    String.raw`\b(?:eval|(?:ba|z)?sh\s+-c)\s+["']?\$\([^\n]{0,300}\bbase(?:64|32)\s+(?:-d|--decode|-D)\b`,
  ),
  r(
    String.raw`\b(?:exec|eval)\s*\([^\n]{0,140}\b(?:b64decode|b32decode|b16decode|a85decode|b85decode|decodebytes|decompress|unhexlify|fromhex|codecs\.decode|marshal\.loads)\b`,
  ),
  r(
    String.raw`\b(?:b64decode|b32decode|decodebytes|decompress|unhexlify|marshal\.loads)\b[^\n]{0,140}\b(?:exec|eval)\s*\(`,
  ),
  r(
    String.raw`\b(?:eval|Function|new\s+Function)\s*\(\s*(?:atob|unescape|decodeURIComponent|Buffer\.from)\s*\(`,
  ),
  r(String.raw`\b(?:eval|new\s+Function)\s*\([^\n]{0,100}Buffer\.from\([^\n]{0,300}["']base64["']`),
  r(
    String.raw`\b(?:powershell|pwsh)(?:\.exe)?\b[^\n]{0,100}\s-(?:e|ec|en|enc|enco|encod|encode|encoded|encodedc\w*)\s+["']?[A-Za-z0-9+/=]{16,}`,
  ),
  r(
    String.raw`\bFromBase64String\s*\([^\n]{0,300}\b(?:iex|Invoke-Expression)\b|\b(?:iex|Invoke-Expression)\b[^\n]{0,300}\bFromBase64String\s*\(`,
  ),
];

/** The agents' own switches that turn approvals off (in commands and settings files). */
export const SAFETY_SWITCH =
  /--dangerously-skip-permissions\b|--dangerously-bypass-approvals-and-sandbox\b|["']?defaultMode["']?\s*[:=]\s*["']bypassPermissions["']|--permission-mode[=\s]+bypassPermissions\b|\bapproval[_-]policy\s*[=:]\s*["']?never\b|--ask-for-approval[=\s]+never\b|\bsandbox[_-]mode\s*[=:]\s*["']?danger-full-access\b|--sandbox[=\s]+danger-full-access\b|--yolo\b/i;

// The line goes on (a backslash, or PowerShell's space and backtick, at its end: CONTINUED).
const GOES_ON = String.raw`\s*\\|\s\x60`;

/**
 * Words one of which each line pattern above needs within one physical line: a line with none
 * of them is no finding of the line rules, and is skipped. Matching the list over a file once
 * costs less than the sixty patterns over each of its lines. A word is whitespace-free, so it
 * never spans a continuation (logicalLines joins with a space); where a pattern needs two words
 * ("Local State"), the first is a trigger when the second follows or the line continues.
 */
export const LINE_TRIGGER = byFirstChar(
  [
    // download-and-run, fetch-executable, links (DOWNLOAD_AND_RUN, DOWNLOADER, urlsIn).
    String.raw`curl|wget|fetch|aria2c|http|ftp:|iex|invoke-|iwr|irm|downloadstring|downloaddata`,
    String.raw`webclient|urlopen|requests|bitstransfer|bitsadmin|certutil|downloadfile|urlretrieve`,
    // reverse-shell.
    String.raw`/dev/|\bnc\b|ncat|netcat|mkfifo|socat|socket|fsockopen|telnet`,
    // ssh-authorized-keys and persistence (STARTUP_FILE, CRONTAB, LOGIN_ITEM).
    String.raw`authorized_keys|bash|profile|zsh|zlogin|kshrc|cshrc|fish|/etc/|cron|launch`,
    String.raw`osascript|currentversion|schtasks|scheduledtask|systemctl|autostart|startup`,
    // credential stores (CREDENTIAL_STORE, ENV_FILE_READ, KEYCHAIN_READ).
    String.raw`credentials|\.ssh/|netrc|docker/config|kube/config|pypirc|gcloud/|hosts\.yml`,
    String.raw`login(?=\s+data|\.keychain|s\.json|${GOES_ON})|local(?=\s+state|${GOES_ON})`,
    String.raw`security(?=\s+(?:find-|dump-|export)|${GOES_ON})|key[34]\.db|cookies\.sqlite`,
    String.raw`keychain|\.env|secret-tool`,
    String.raw`cmdkey|vaultcmd|keyring`,
    // destructive-delete (RM_COMMAND, DESTRUCTIVE).
    String.raw`\brm\b|preserve-root|remove|\brd\b|rmdir|\bdel\b|rmtree|rmsync|rimraf|mkfs|\bdd\b`,
    // encoded-exec.
    String.raw`base64|base32|b64decode|b32decode|b16decode|a85decode|b85decode|decodebytes`,
    String.raw`decompress|unhexlify|fromhex|codecs|marshal|atob|unescape|decodeuricomponent`,
    String.raw`buffer\.from|powershell|pwsh`,
    // unpinned-install (install-rules.ts) and the agents' approval switches.
    String.raw`install|npm|yarn|bun|npx|dlx|uvx|pipx|dangerously|bypasspermissions|approval`,
    String.raw`danger-full-access|yolo`,
  ].join('|'),
);

/**
 * The alternatives of `source` grouped by their first character ("c(?:url|ron)|w(?:get)"),
 * as a case-insensitive global pattern: the regex engine then tries one group a position, not
 * every word (2.4x faster over the bench corpus's Markdown).
 */
function byFirstChar(source: string): RegExp {
  const groups = new Map<string, string[]>();
  for (const word of topLevelAlternatives(source)) {
    const boundary = word.startsWith('\\b') ? '\\b' : '';
    const rest = word.slice(boundary.length);
    const first = rest.startsWith('\\') ? rest.slice(0, 2) : rest.charAt(0).toLowerCase();
    const key = boundary + first;
    groups.set(key, [...(groups.get(key) ?? []), rest.slice(first.length)]);
  }
  return new RegExp([...groups].map(([k, tails]) => `${k}(?:${tails.join('|')})`).join('|'), 'gi');
}

// The alternatives of a pattern's top level (escapes, classes and groups kept whole).
function topLevelAlternatives(source: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let word = '';
  for (let i = 0; i < source.length; i++) {
    const c = source.charAt(i);
    if (c === '\\') {
      word += c + source.charAt(++i);
      continue;
    }
    if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      out.push(word);
      word = '';
      continue;
    }
    word += c;
  }
  return [...out, word];
}
