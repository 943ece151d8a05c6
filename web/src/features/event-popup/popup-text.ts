/** Popup text rules of spec section 2: description to 100 characters, 2 participants then '+N more'. */
export const POPUP_DESCRIPTION_CHARS = 100;
export const POPUP_PARTICIPANTS = 2;
/** A hovered event's popup opens after this long (spec: "a pending popup opens after 1 s"). */
export const PENDING_POPUP_MS = 1000;
export const NO_WIKI_ALERT = "The author didn't provide any additional info about this event...";

export function truncateText(text: string, max = POPUP_DESCRIPTION_CHARS): string {
  const chars = Array.from(text); // by code point, so no emoji or accent is cut in half
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}...`;
}

export function participantsSummary(participants: readonly string[], shown = POPUP_PARTICIPANTS): { names: string[]; more: string | null } {
  const rest = participants.length - shown;
  return { names: participants.slice(0, shown), more: rest > 0 ? `+${rest} more` : null };
}
