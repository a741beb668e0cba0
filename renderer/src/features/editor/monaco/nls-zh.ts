/**
 * Monaco's own texts (find widget, context menu, hovers) in Simplified Chinese. Monaco reads
 * its message table when its modules load, so this is loaded before them when the UI is in
 * Chinese; switching the language later takes effect in Monaco after a reload.
 */
import 'monaco-editor/esm/nls.messages.zh-cn.js';
