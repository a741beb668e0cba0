/**
 * What connecting to a model says, in Chinese (shared/models/messages.ts has the English), each
 * with the hash of the English it was made from (`node scripts/stale-translations.mjs`).
 */
import type { ModelMessageId } from '../../../shared/models/messages';
import type { Translation } from '../../../shared/i18n/message';

/** Every model-connection message in Chinese (the compiler refuses a missing one). */
export const MODELS_ZH: Record<ModelMessageId, Translation> = {
  'models.ok': ['已连接到 {baseUrl}：模型 {model} 可用。', '35766ff9'],
  'models.no-key': ['{baseUrl} 还没有设置密钥。请输入密钥后再测试。', '9d9be8ad'],
  'models.wrong-key': [
    '{baseUrl} 拒绝了这个密钥（HTTP {status}）。请检查密钥是否正确、仍然有效，并且允许使用 {model}。',
    'da6bd6c1',
  ],
  'models.unknown-model': ['{baseUrl} 没有名为 {model} 的模型。请检查模型名称。', 'd49c1fdd'],
  'models.unknown-model-listed': [
    '{baseUrl} 没有名为 {model} 的模型；它列出了 {count} 个其他模型。请检查模型名称。',
    '4fd19583',
  ],
  'models.no-model-list': [
    '{baseUrl} 没有模型列表（HTTP {status}）。请检查基础 URL：OpenAI 兼容服务器的地址通常以 /v1 结尾。',
    '290acd43',
  ],
  'models.refused': [
    '{baseUrl} 没有应答：连接被拒绝。请检查地址，并确认服务器正在运行。',
    '9fd46bc7',
  ],
  'models.dns': ['找不到 {baseUrl} 的主机。请检查地址。', '26aeaff4'],
  'models.timeout': ['{baseUrl} 在 {seconds} 秒内没有应答。', '445b38a4'],
  'models.network': ['无法连接到 {baseUrl}：连接失败。', '11ba436a'],
  'models.rate-limited': ['{baseUrl} 正在限制请求频率（HTTP 429）。请稍后再试。', '4529fdc2'],
  'models.rate-limited-for': [
    '{baseUrl} 正在限制请求频率（HTTP 429）。请在 {seconds} 秒后再试。',
    '6d091c8f',
  ],
  'models.provider-error': ['{baseUrl} 自身出错（HTTP {status}）。请稍后再试。', 'bc13557b'],
  'models.overloaded': ['{baseUrl} 负载过高（HTTP {status}）。请稍后再试。', 'c854d91b'],
  'models.not-model-api': [
    '{baseUrl} 有应答，但不是模型 API 的应答（是网页或无法读取的数据）。请检查基础 URL。',
    '6e349b87',
  ],
  'models.request-refused': ['{baseUrl} 拒绝了这个请求（HTTP {status}）。', 'cfe98d96'],
  'models.cut-off': ['来自 {baseUrl} 的回答中途断开了。', '5c00e596'],
  'models.cancelled': ['发往 {baseUrl} 的请求已停止。', '81546295'],
  'models.said': ['{sentence} 它说：“{detail}”', 'b155edc0'],
};
