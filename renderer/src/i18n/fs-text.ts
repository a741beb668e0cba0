/**
 * What the file system said, in Chinese (shared/i18n/fs-messages.ts has the English), each
 * with the hash of the English it was made from (`node scripts/stale-translations.mjs`).
 */
import type { FsMessageId } from '../../../shared/i18n/fs-messages';
import type { Translation } from '../../../shared/i18n/message';

/** Every file system reason in Chinese (the compiler refuses a missing one). */
export const FS_ZH: Record<FsMessageId, Translation> = {
  'fs.name-too-long': ['路径超出了此系统允许的长度（请缩短文件夹或文件名）', '556841b9'],
  'fs.not-found': ['它不存在', 'e7ad5dcd'],
  'fs.permission-denied': ['权限不足', 'b77f13ea'],
  'fs.is-folder': ['它是文件夹，不是文件', '38f57ae3'],
  'fs.not-folder': ['路径中有一部分不是文件夹', '6a62c46f'],
  'fs.link-loop': ['符号链接指向了自身', '2197c208'],
  'fs.exists': ['它已存在', '9fa8f1cb'],
  'fs.disk-full': ['磁盘已满', '7ce4583a'],
  'fs.read-only': ['磁盘是只读的', '241535b4'],
  'fs.busy': ['另一个程序正在使用它', '240496f5'],
  'fs.too-many-open': ['同时打开的文件过多', '72d839c9'],
  'fs.not-empty': ['文件夹不是空的', '4b643e66'],
  'fs.io-error': ['磁盘报告了输入/输出错误', '1c372a0a'],
  'fs.not-regular': ['它不是普通文件（而是管道、设备或套接字），因此不读取', '6de92641'],
  'fs.named-folder': ['{file} 是文件夹，不是文件', '03b8ba9e'],
  'fs.is-pipe': ['它是命名管道', '485a583a'],
  'fs.is-socket': ['它是套接字', 'a0d8c46d'],
  'fs.is-device': ['它是设备', '679cb400'],
  'fs.is-link': ['它是符号链接', 'f4fd09c1'],
  'fs.too-large': ['它有 {size} MiB；超过 {most} MiB 的文件不读取', '56f5e863'],
  'fs.changed-while-packaging': ['它在打包期间被改动了；请重新打包', '7f46b429'],
  'fs.link-while-packaging': ['它在打包期间被替换成了符号链接；请重新打包', 'c3c78349'],
  'fs.gone-while-packaging': ['它在打包期间消失了；请重新打包', '25fcfbe9'],
};
