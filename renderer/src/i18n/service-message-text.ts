/**
 * The service's messages in Chinese (shared/ipc/service-messages.ts has the English), each with
 * the hash of the English it was made from (`node scripts/stale-translations.mjs`).
 */
import type { Translation } from '../../../shared/i18n/message';
import type { ServiceTextId } from '../../../shared/ipc/service-text';

/** Every service message in Chinese (the compiler refuses a missing one). */
export const SERVICE_TEXTS_ZH: Record<ServiceTextId, Translation> = {
  'invalid-skill-name': [
    '"{name}" 不是有效的技能名称：只能用小写字母、数字和单个连字符（例如 "my-skill"）。',
    'a24891bc',
  ],
  'folder-exists': ['这个技能库里已经有名为 "{name}" 的文件夹。', '315e12b2'],
  'not-a-file-name': ['"{name}" 不是有效的文件名。', 'ab64547b'],
  'file-exists': ['旁边已经有名为 "{name}" 的文件。', '034c3c6e'],
  'skill-md-not-utf8': [
    'SKILL.md 不是以 UTF-8 保存的，无法安全地更新其中的名称；请先修正编码。',
    'c5bf34fd',
  ],
  'name-not-updated': ['无法更新 SKILL.md 中的名称：{reason}', '047ea99f'],
  'invalid-description': ['无法把这段描述写入 SKILL.md：{reason}', '8432c775'],
  'not-regular-file': ['{file}：不是普通文件（而是管道、设备或套接字），因此不读取。', '5e97ebdf'],
  'output-not-file': [
    "'{path}' 不是普通文件（{reason}），因此不会写入它。请换一个名称。",
    '55145f66',
  ],
  'import-too-large': ['文件大于 {size} MB，超出了导入的上限。', 'aebd08af'],
  'whole-library': [
    '这是整个技能库，不是单个技能：不能在这里重命名、复制或删除（可以把它从列表中移除）。',
    'f459fea5',
  ],
  'not-in-library': ['这个文件夹不在你的任何技能库中。', '4e35b478'],
  'update-undo-gone': ['"{path}" 处的副本无法恢复原样：它先前的版本已不在回收站中。', '3dda34a9'],
  'update-undo-changed': [
    '"{path}" 处的副本在更新后又有改动，因此没有恢复（什么都没有被替换）。',
    '55980d26',
  ],
  'not-installed': ['"{path}" 处没有 Skill Studio 安装的副本（可能刚刚已被卸载）。', 'c539def2'],
  'bad-project': [
    '"{path}" 不能作为安装的项目：请选择你的某个技能库，或选取该文件夹。',
    'c8d9f172',
  ],
  'not-a-folder': ['"{path}" 不是一个存在的文件夹。', '9ac16bbf'],
  'not-a-library': ['"{path}" 不是你的技能库之一。', 'e520dbb5'],
  'library-unreadable': ['无法读取技能库 {path}。', 'af2cc9dc'],
  'folder-unreadable': ['无法读取文件夹 {path}：{reason}。', '46a79541'],
  'folder-not-made': ['无法创建文件夹 {path}：{reason}。', '9138a114'],
  'access-denied': ['"{path}" 不在你的任何技能库中，Skill Studio 不会动它。', '18d5a530'],
  'file-gone': ['{file} 已不存在（可能被移动或删除了）。', '6f750750'],
  'file-permission': ['无法打开 {file}：权限不足。请检查文件权限。', 'fc780d81'],
  'file-is-folder': ['{file} 是文件夹，不是文件。', '7f74f614'],
  'disk-full': ['无法写入 {file}：磁盘已满。请腾出空间后重试。', '4dde36f9'],
  'read-only-disk': ['{file} 位于只读磁盘上。', 'a40dc5df'],
  'path-empty': ['请输入名称。', '849d9f34'],
  'path-no-name': ['"{path}" 以 "/" 结尾：请在后面加上文件名。', '4b0d23cf'],
  'path-absolute': [
    '"{path}" 是技能之外的路径：请输入技能内的路径，例如 references/guide.md。',
    '7f24c0c5',
  ],
  'path-climbs': ['"{path}" 用 ".." 跳出了技能：请输入技能内的路径。', 'ecb3f9c5'],
  'path-dot': ['"{path}" 中有 "." 这一段：请去掉它。', '3559dcb7'],
  'name-control': ['"{name}" 含有控制字符，文件名中不能有这些字符。', 'cd149b63'],
  'name-colon': [
    '"{name}" 含有 ":"，Windows 会把它当作盘符或隐藏的数据流，macOS 会显示为 "/"。',
    'af987835',
  ],
  'name-reserved-char': [
    '"{name}" 含有 < > " | ? * 之一，Windows 不允许文件名中有这些字符。',
    'f7b25bcb',
  ],
  'name-trailing': [
    '"{name}" 以点或空格结尾，Windows 会去掉它们：文件在那里会变成另一个名称。',
    '2a0f493a',
  ],
  'name-device': [
    '"{name}" 在 Windows 上是设备名（CON、PRN、AUX、NUL、CONIN$、CONOUT$、COM1-COM9、LPT1-LPT9、COM¹ COM² COM³ 和 LPT¹ LPT² LPT³，不分大小写，带任何扩展名都一样），那里没有文件能用这个名称。',
    '6c4d2d75',
  ],
  'name-too-long': ['"{name}" 超过 255 字节，这是文件名的上限。', 'a0139db9'],
  'name-case-clash': [
    '"{name}" 与旁边的 "{other}" 只有大小写不同：macOS 和 Windows 会把它们当作同一个名称。请换一个名称。',
    'd7cabc95',
  ],
  'entry-exists': ['{folder} 中已经有 "{name}"。', 'c6436163'],
  'move-into-itself': ['文件夹 "{name}" 不能移到它自己里面。', '9e563f25'],
  'moved-meanwhile': [
    '未把 "{name}" 移动到 "{to}"：在此期间另一个窗口或程序已移动或删除了它。请在列表中查看它现在的位置。',
    '26b57d0c',
  ],
  'skill-md-keeps-name': [
    'SKILL.md 使所在文件夹成为技能，所以它保持名称和位置不变（只能把大小写改成 "SKILL.md"）。请改为重命名技能。',
    'dd10d771',
  ],
  'not-in-skill': [
    '"{path}" 不是技能文件夹（里面没有 SKILL.md）：只能在技能里面新建、移动和删除文件。',
    '000fbac5',
  ],
  'skill-folder-as-file': [
    '"{name}" 是技能文件夹：它的名称必须与其 SKILL.md 里的名称一致，所以不能当作文件移动或重命名。请改为重命名技能。',
    '3c0422eb',
  ],
  'upload-too-large': ['"{name}" 大于 {size}，超出了单个添加文件的上限。', 'd049967a'],
  'upload-cut-off': ['添加 "{name}" 在完成前被中断；没有写入任何内容。请重试。', '54a6ee08'],
  'paths-desktop-only': ['只有桌面应用能按路径添加文件；在浏览器中请上传它们。', 'f1e1c141'],
  'not-a-source': ['无法添加 "{path}"：它已不在原处，或者是链接或特殊文件。', 'a1eed060'],
  'trash-gone': ['该项目已不在回收站中。', 'e9af6a4b'],
  'trash-in-system': [
    '"{name}" 已移到系统回收站：请从那里恢复（访达、资源管理器或你的文件管理器）。',
    'de07fe80',
  ],
  'trash-system-gone': [
    '"{name}" 已不在系统回收站原来的位置：回收站已清空、已从那里恢复，或那里换成了别的东西。',
    'bf15b1ef',
  ],
  'restore-taken': ['"{name}" 原来的位置 "{path}" 现在又有了东西。请选择它放到哪里。', '874c6218'],
  'restore-pick-library': [
    '"{name}" 是旧版 Skill Studio 删除的，当时未记下它所在的技能库：请选择要恢复到的技能库。',
    '279e3c28',
  ],
  'restore-no-library': [
    '它原来所在的技能库（{library}）已不再打开：重新添加该技能库后才能恢复到其中。',
    '54b7c614',
  ],
  'outside-libraries': [
    '{file} 是指向 {target} 的链接，位于你的技能库之外，所以 Skill Studio 不读取它。把它所在的文件夹添加为技能库即可打开。',
    '7f8e5a14',
  ],
  'file-is-link': [
    '{file} 是符号链接：Skill Studio 不会通过链接写入，所以没有改动它。请改为修改它指向的文件。',
    '57577311',
  ],
  'late-write-kept': [
    '另一个程序在 {file} 保存后立刻写入了它，写进了被这次保存替换掉的那个版本。它写入的内容保存在旁边的 {kept} 中。',
    'fe8df578',
  ],
  'folder-moved': [
    '未写入 {file}：写入过程中它所在的文件夹被换成了指向别处的链接。那里没有留下任何内容；请检查该文件夹后重试。',
    'b8f5285e',
  ],
  'move-folder-moved': [
    '未移动 "{name}"：移动过程中路径上的一个文件夹被换成了指向别处的链接，所以它留在原处。请检查该文件夹后重试。',
    '0defc57f',
  ],
  'library-read-again': [
    '{library} 中同时有大量文件发生变化，超出了系统逐一报告的能力：Skill Studio 已重新读取该技能库，列表显示的就是磁盘上的内容。',
    '20ed6fc4',
  ],
  'library-moved': [
    '技能库 {path} 已不是打开时的那个文件夹（它被移动了，或被换成了链接），所以其中的内容都没有被改动。Skill Studio 会重新读取它；列表更新后请重试。',
    'faa4232a',
  ],
  'file-failed': ['无法使用 {file}：{reason}。', 'cd6ab1f2'],
  'while-writing': ['写入“{file}”时停止：{reason}', 'db2d55d1'],
  'the-file': ['该文件', 'd79f8eae'],
  'git-missing': [
    '未安装 Git（或它不在 PATH 中），因此无法读取或创建这个技能的提交。请从 https://git-scm.com 安装，然后重新打开 Skill Studio。',
    'd172f512',
  ],
  'git-not-a-repo': [
    '{path} 不在 git 仓库中，因此没有提交。在这个文件夹或它的上级文件夹中运行 "git init" 即可创建仓库。',
    'ae42d10a',
  ],
  'git-no-identity': [
    'Git 还不知道你的姓名和邮箱，因此没有提交任何内容。请用 git config --global user.name "Your Name" 和 git config --global user.email you@example.com 设置后再提交。',
    '460e63c3',
  ],
  'git-nothing-to-commit': ['{name} 自上次提交以来没有任何改动：没有可提交的内容。', 'ea3e3089'],
  'git-no-commit': ['这个仓库中没有提交 {commit}（可能已被变基或清理移除）。', '8e3c9f4d'],
  'git-failed': ['git {command} 失败：{reason}', '94d738b8'],
  'git-commit-failed': [
    '没有提交任何内容：git commit 提示 "{reason}"。{name} 的改动现已暂存；仓库的其余部分保持原样。',
    'f856c928',
  ],
  'git-timeout': ['git {command} 在 {seconds} 秒内没有完成，已被停止。', 'bf20c7fa'],
  'git-too-much': [
    'git {command} 的输出超过 {size} MB，超出了 Skill Studio 读取的上限：请减少要读取的提交数。',
    '2a3b17dd',
  ],
  'model-connection-gone': ['这个模型连接已不再保存（可能已在另一个窗口中被删除）。', 'beac6f45'],
  'trigger-queries-missing': [
    '这个技能还没有触发测试查询：先添加一些（保存在 {path}），再运行测试。',
    'f2e1407a',
  ],
  'trigger-queries-bad': ['无法读取触发测试查询，因此什么都没有发送。{problem}', '6c704e83'],
  'trigger-suggest-failed': ['没有得到建议的触发测试查询。{problem}', '4e70ce2f'],
  'evals-missing': [
    '这个技能还没有评测：请先添加一些（它们保存在 {path} 中），再运行。',
    '543eef9f',
  ],
  'evals-bad': ['无法读取评测，因此没有发送任何内容。{problem}', 'b5f5c30d'],
  'evals-none-chosen': ['{path} 中没有所要求的评测（{ids}）。', 'f86d6fae'],
  'evals-suggest-failed': ['没有得到建议的评测。{problem}', '57622012'],
  'evals-agent-no-cli': [
    '真实智能体模式运行智能体自己的 CLI，而 {agent} 没有工作室能运行的 CLI：请选择 Claude Code、Codex 或 OpenCode。',
    '45e5fecc',
  ],
  'evals-agent-missing': [
    '{agent} 的 CLI（{command}）不在工作室运行时的 PATH 上。请安装它，或改用直接（API）模式。',
    'de56cff0',
  ],
  'evals-workspace-outside': [
    '结果将存放在打开的库之外的 {path}：请把包含该技能的文件夹作为库打开，这样它的工作区才能放在技能旁边。',
    'd73f0553',
  ],
  'evals-iteration-missing': ['{path} 中没有第 {iteration} 次迭代。', '0a5e1646'],
  'evals-version-missing': [
    '该技能的历史中没有已保存的版本 {version}（或它的记录已损坏），因此没有发送任何内容。请选择另一个版本来比较。',
    '1a7c78f4',
  ],
  'evals-version-damaged': [
    '已保存版本 {version} 的 {file} 在历史存储中缺失或已损坏，因此无法运行该版本，也没有发送任何内容。请选择另一个版本来比较。',
    '2ba38187',
  ],
  'evals-version-not-kept': [
    '已保存版本 {version} 的 {file} 只按哈希值和大小保存（超过历史大小上限的二进制文件），因此无法运行该版本，也没有发送任何内容。请选择另一个版本来比较。',
    'adb760e2',
  ],
  'evals-feedback-unreadable': [
    '{path} 不是 Skill Studio 能够追加内容的反馈文件，因此保持原样：请把它移走，才能在这里记录选择。',
    '70d58604',
  ],
  'model-key-invalid': ['密钥为空，或含有换行符等控制字符：请只粘贴密钥本身。', '255d4c54'],
  'model-key-weak-storage': [
    '此系统上的密钥只用弱密钥加密保存：请安装密钥环（GNOME Keyring / KWallet），或选择仍然保存这个密钥。',
    '92c140c7',
  ],
  'model-key-no-keychain': [
    '此系统上没有可用的钥匙串，密钥将保存在只有你的用户可读的文件中：请安装密钥环（GNOME Keyring / KWallet），或选择仍然保存在那里。',
    '920b70ed',
  ],
  internal: ['Skill Studio 遇到内部错误（{detail}）。请报告此问题。', '51b2f465'],
  unreachable: ['无法连接 Skill Studio："skill-studio serve" 还在运行吗？', '87e4f656'],
  'request-refused': ['Skill Studio 拒绝了请求（HTTP {status}）。', '54615906'],
  'upload-refused': ['上传被拒绝（HTTP {status}）。', '6a1c5ca5'],
  'service-starting': ['Skill Studio 仍在启动，请稍后再试。', 'a0ea4e33'],
  'service-restarted': [
    'Skill Studio 的后台服务意外停止并已重新启动，因此这项操作没有完成：请再试一次。尚未保存的文字仍在编辑器中。',
    '07ccacfa',
  ],
  'service-failed': [
    'Skill Studio 的后台服务无法启动（{reason}）。已保存的技能没有受到影响；请退出 Skill Studio 后重新打开，如果问题持续出现，请报告。',
    'd96c4172',
  ],
  'service-exited': ['它已连续停止 {count} 次', '54a6e784'],
  'history-version-missing': ['该版本已不在历史记录中（已被清理，或其记录已损坏）。', '1d90bb5e'],
  'history-file-not-kept': [
    '{file} 在该版本中只按大小和哈希记录（超过上限的二进制文件），因此无法恢复。',
    '2dac798e',
  ],
  'history-file-damaged': [
    '{file} 在该版本中已在历史存储里损坏（其字节已不再匹配），因此无法恢复。',
    '5cbca301',
  ],
  'history-file-absent': ['该版本中没有文件 {file}。', 'fd2ff74c'],
  'history-folder-exists': [
    '{dir} 仍然存在：只有文件夹已不在的技能的历史记录才能关联。',
    'd1d8bf25',
  ],
  'history-bump-refused': ['无法在 SKILL.md 中设置 metadata.version：{reason}', 'b9216e65'],
};
