import { truncateText } from '../../../lib/text';

/** Popup text rules of spec section 2: description to 100 characters, 2 participants then '+N more'. */
export const POPUP_DESCRIPTION_CHARS = 100;
export const POPUP_PARTICIPANTS = 2;
export const NO_WIKI_ALERT = "The author didn't provide any additional info about this event...";

export const popupDescription = (text: string) => truncateText(text, POPUP_DESCRIPTION_CHARS);

export function participantsSummary(participants: readonly string[], shown = POPUP_PARTICIPANTS): { names: string[]; more: string | null } {
  const rest = participants.length - shown;
  return { names: participants.slice(0, shown), more: rest > 0 ? `+${rest} more` : null };
}
