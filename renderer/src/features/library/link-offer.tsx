/**
 * A list row's second line for a skill that is a link out of every library (SkillListEntry.link,
 * shared/node/link-fence.ts): where it leads, since the studio does not read it, and the
 * one-click offer to add the target's folder as a library, which reads it.
 */
import type { SkillListEntry } from '../../../../shared/ipc/contract';
import { skillMessage } from '../../../../shared/skill/messages';
import { useMessageText } from '../../i18n/i18n';
import { errorText } from '../../i18n/service-text';
import { useLibrary } from '../../state/library-store';
import { toast } from '../../ui/toasts';

/** Where the link leads, and the Add button. */
export function LinkOffer({ link }: { link: NonNullable<SkillListEntry['link']> }) {
  const say = useMessageText();
  const add = async () => {
    try {
      await useLibrary.getState().addLibrary(link.folder);
    } catch (error) {
      toast(errorText(error), 'error');
    }
  };
  return (
    <span className="skill-row-description skill-row-link">
      <span title={link.target}>
        {say(skillMessage('skill.link-row', { target: link.target }))}
      </span>
      <button
        type="button"
        className="link-button"
        title={link.folder}
        onClick={(event) => {
          // The row's own click opens the skill; this one only adds the library.
          event.stopPropagation();
          void add();
        }}
      >
        {say(skillMessage('skill.link-add', { folder: link.folder }))}
      </button>
    </span>
  );
}
