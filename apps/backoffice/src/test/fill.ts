import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts `text` into a field the way a user pasting it does: a click into the field, then one input event for
 * the whole text. A Mantine form renders again on every input event, so typing a sentence key by key costs a
 * render per letter; use `user.type` where the keys themselves are the subject (masks, blur after a few
 * letters, keyboard shortcuts).
 */
export async function fill(user: UserEvent, field: Element, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
