/**
 * The security review in Chinese (shared/review/messages.ts has the English): each rule's
 * title and its one sentence on what a finding means and what to do, each with the hash of the
 * English it was made from (`node scripts/stale-translations.mjs`).
 */
import type { Translation } from '../../../shared/i18n/message';
import type { ReviewMessageId } from '../../../shared/review/messages';

/** Every review message in Chinese (the compiler refuses a missing one). */
export const REVIEW_ZH: Record<ReviewMessageId, Translation> = {
  'review.hidden-tag-characters': [
    '不可见的 Unicode 标签字符藏着智能体能读到、你却看不见的文字（"{excerpt}"）：除非你信任作者，否则不要安装此技能，并删除这些字符。',
    'e9ce88c7',
  ],
  'review.zero-width-characters': [
    '文字中有一个不可见的零宽字符（{excerpt}），它可以拆开单词以躲过检查，或藏起一段信息：除非你知道它为何在那里，否则请删除它。',
    '18369390',
  ],
  'review.bidi-controls': [
    '一个双向控制字符（{excerpt}）让文字的显示顺序与智能体读到的顺序不同：请删除它，并核对这一行的真实内容。',
    '5b6dfc45',
  ],
  'review.hidden-comment-instructions': [
    'Markdown 预览会隐藏的 HTML 注释中有给智能体的指令："{excerpt}"。请阅读它；如果这不在你的预料之中，不要安装此技能。',
    '982fc707',
  ],
  'review.hidden-markup-instructions': [
    'Markdown 预览会隐藏的文字中有给智能体的指令："{excerpt}"。请阅读它；如果这不在你的预料之中，不要安装此技能。',
    '04d4c46a',
  ],
  'review.link-title-instructions': [
    '只有鼠标停在链接上才会显示的链接标题中有给智能体的指令："{excerpt}"。安装前请先阅读它。',
    'd520e9a5',
  ],
  'review.lookalike-name': [
    '名称 "{excerpt}" 使用了来自其他字母表、外形相似的字母，冒名者常用这种手法冒充知名名称：请确认这就是你想要的技能。',
    'ef479821',
  ],
  'review.override-instructions': [
    '此技能要求智能体抛开它的其他指令："{excerpt}"。技能没有理由这样做；不要安装它。',
    '317c2bbd',
  ],
  'review.conceal-from-user': [
    '此技能要求智能体向你隐瞒它所做的事："{excerpt}"。不要安装它。',
    '8f84e48d',
  ],
  'review.credential-exfiltration-request': [
    '此技能要求智能体读取你的凭据或把数据发往别处："{excerpt}"。除非这正是你想要的，否则不要安装它。',
    '7f203829',
  ],
  'review.disable-safety': [
    '此技能关闭了智能体的审批或安全设置："{excerpt}"。只有在你接受它的命令不经询问就运行时才安装。',
    '88faec9a',
  ],
  'review.download-and-run': [
    '这条命令下载代码后立即运行，你看不到内容："{excerpt}"。不要运行它；请先下载文件、阅读并核对其哈希值。',
    '474291f4',
  ],
  'review.fetch-executable': [
    '这条命令会下载一个程序："{excerpt}"。只有在你信任该网站时才运行，并尽量使用固定版本并核对哈希值。',
    'c6696d3c',
  ],
  'review.fetch-executable.raw-ip': [
    '这条命令从一个裸 IP 地址下载程序，你无法查证它属于谁："{excerpt}"。不要运行它。',
    'e0a2fae8',
  ],
  'review.reverse-shell': [
    '这条命令把你电脑上的命令行交给另一台机器（反弹 shell）："{excerpt}"。不要安装此技能。',
    'b8602f2d',
  ],
  'review.ssh-authorized-keys': [
    '这条命令向 ~/.ssh/authorized_keys 添加密钥，让别人可以登录你的电脑："{excerpt}"。不要安装此技能。',
    '1861a123',
  ],
  'review.persistence': [
    '这条命令让某个东西自动启动（shell 启动文件、crontab 或登录项）："{excerpt}"。只有在你需要它并知道如何撤销时才安装。',
    'aab79dd2',
  ],
  'review.credential-read-send': [
    '这个文件读取凭据存储（"{excerpt}"），同时还通过网络发送数据，两者结合可能泄露你的密钥：除非你已核实数据的去向，否则不要安装此技能。',
    'c2512f07',
  ],
  'review.credential-read': [
    '这里读取了凭据存储："{excerpt}"。请确认此技能确实需要它。',
    '59d4e060',
  ],
  'review.destructive-delete': [
    '这条命令会删除你的主文件夹或整个磁盘："{excerpt}"。不要运行它。',
    '6f365155',
  ],
  'review.encoded-exec': [
    '这里把编码过的代码解码后运行，运行前无法阅读："{excerpt}"。不要安装此技能。',
    '0d5829a6',
  ],
  'review.bundled-binary': [
    '此技能附带一个编译好的程序（{excerpt}），运行前无法阅读：只有在你信任作者时才安装。',
    '96b8ac83',
  ],
  'review.unpinned-install': [
    '这里安装软件包时没有固定版本，因此会运行仓库当天提供的任何内容："{excerpt}"。请固定版本（name==1.2.3 或 name@1.2.3）。',
    '06d560f9',
  ],
  'review.raw-ip-url': [
    '这个链接指向裸 IP 地址，而不是有名称的网站："{excerpt}"。从它获取任何内容之前，请先查明它指向哪里。',
    'a83c050f',
  ],
  'review.shortener-or-paste-url': [
    '这个链接经过短链接服务或粘贴站点，其内容随时可能改变："{excerpt}"。请换成真实、固定的地址。',
    '6e7b0913',
  ],
  'review.secret': [
    '技能中似乎写有一个密钥（{rule}："{excerpt}"）：请在提供方处吊销并删除它，因为任何拿到此技能的人都能使用它。',
    'f0a853e3',
  ],
  'review.allowed-tools-broad': [
    'allowed-tools 允许智能体不经询问运行任何 shell 命令（"{excerpt}"）：请把它缩小到技能需要的命令，例如 Bash(git:*)。',
    '7b13c0f3',
  ],
  'review.allowed-tools-broad.no-commands': [
    'allowed-tools 允许智能体不经询问运行任何 shell 命令（"{excerpt}"），但此技能并没有要运行的命令：请删除它。',
    'bb495170',
  ],
  'review.trigger-baiting': [
    '描述试图让智能体在无关的请求中也选用此技能："{excerpt}"。请让它说明技能实际做什么。',
    '3fe06969',
  ],
  'review.system-skill-claim': [
    '此技能声称拥有任何技能都没有的地位（必需、系统技能或厂商认可）："{excerpt}"。请像对待其他技能一样对待它。',
    'fba5dbaa',
  ],
  'review.too-large': ['这个文件超过 {limit} 字节，因此没有审查：安装前请自行阅读。', 'afa83ebd'],
  'review.too-deep': ['这个文件夹的嵌套超过 {limit} 层，因此其中的文件没有审查。', '5f9c0f6f'],
  'review.too-many-files': ['此技能的文件超过 {limit} 个，其余文件没有审查。', '00aa15a3'],
  'review.read-timeout': ['读取这个文件用时过长，因此没有审查：安装前请自行阅读。', '38011250'],
  'review.unreadable': ['无法读取这个文件，因此没有审查。', '84387c45'],
  'review.binary-file': [
    '这是二进制文件而不是文本，因此没有审查：请确认此技能确实需要它。',
    '90dc94ce',
  ],
  'review.title.hidden-tag-characters': ['标签字符中的隐藏文字', '86d9f84d'],
  'review.title.zero-width-characters': ['零宽字符', '34914712'],
  'review.title.bidi-controls': ['双向控制字符', 'fdf25ac2'],
  'review.title.hidden-comment-instructions': ['HTML 注释中的指令', 'c7b9048a'],
  'review.title.hidden-markup-instructions': ['隐藏文字中的指令', 'fb05bc80'],
  'review.title.link-title-instructions': ['链接标题中的指令', 'd3bdf316'],
  'review.title.lookalike-name': ['名称中的形近字母', '552c07ed'],
  'review.title.override-instructions': ['推翻智能体的指令', '3d6d77aa'],
  'review.title.conceal-from-user': ['向用户隐瞒操作', 'af062250'],
  'review.title.credential-exfiltration-request': ['索取凭据或把数据发往别处', 'c2c839a5'],
  'review.title.disable-safety': ['关闭审批或安全设置', '5e237909'],
  'review.title.download-and-run': ['下载并运行代码', '168374b9'],
  'review.title.fetch-executable': ['下载程序', 'd6a7bb31'],
  'review.title.reverse-shell': ['反弹 shell', 'cdd9bc1f'],
  'review.title.ssh-authorized-keys': ['写入 ~/.ssh/authorized_keys', '0d11c931'],
  'review.title.persistence': ['自动启动（启动文件、crontab、登录项）', '164d1fdf'],
  'review.title.credential-read-send': ['读取凭据并发送数据', 'ad68a48d'],
  'review.title.credential-read': ['读取凭据存储', '473a9d1a'],
  'review.title.destructive-delete': ['删除主文件夹或磁盘', 'c5f5aab2'],
  'review.title.encoded-exec': ['运行编码过的代码', 'fa7b7a46'],
  'review.title.bundled-binary': ['附带的编译程序', '39c4830d'],
  'review.title.unpinned-install': ['未固定版本的软件包安装', '626d9b40'],
  'review.title.raw-ip-url': ['指向裸 IP 地址的链接', 'c7093df0'],
  'review.title.shortener-or-paste-url': ['短链接或粘贴站点', '1a76470a'],
  'review.title.secret': ['技能中的密钥', '10397c26'],
  'review.title.allowed-tools-broad': ['allowed-tools 超出所需', 'ebfdcf0e'],
  'review.title.trigger-baiting': ['诱导触发的描述', '7d3cfdeb'],
  'review.title.system-skill-claim': ['声称是必需或系统技能', '51413aff'],
  'review.title.too-large': ['太大，无法审查', 'c9f685b8'],
  'review.title.too-deep': ['太深，无法审查', '3a2d002e'],
  'review.title.too-many-files': ['文件太多，无法全部审查', '230636d6'],
  'review.title.read-timeout': ['读取用时过长', '15af5cb1'],
  'review.title.unreadable': ['无法读取', '51a02791'],
  'review.title.binary-file': ['二进制文件', '2c7ccf98'],
};
