import { THREAD_TITLE_CHARS } from '../constants';

/** Spec §3/§9: a thread created by the widget is named after the first 25 characters of its first message. */
export function threadTitle(firstMessage: string): string {
  return `${Array.from(firstMessage.trim()).slice(0, THREAD_TITLE_CHARS).join('')}...`;
}
