/**
 * Why the form did not write a change, in the user's language: the core refuses with a code
 * and its parameters, and each code has its own sentence here.
 */
import { surrogateColumn, surrogateHex, type EditRefusal } from '../../../../shared/skill/index';
import type { Translate } from '../../i18n/i18n';

/** The sentence for a refusal. */
export function refusalText(t: Translate, refusal: EditRefusal): string {
  switch (refusal.code) {
    case 'yaml-invalid':
    case 'block-unclosed':
      return t(`form.refused.${refusal.code}`);
    case 'lone-surrogate':
      return t('form.refused.lone-surrogate', {
        field: refusal.field,
        code: surrogateHex(refusal),
        at: surrogateColumn(refusal),
      });
    case 'not-read-back':
    case 'flow-style':
    case 'anchors':
      return t(`form.refused.${refusal.code}`, { field: refusal.field });
  }
}
