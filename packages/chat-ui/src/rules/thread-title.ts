/** Spec §3/§9: a thread created by the widget is named after the first 25 characters of its first message. */
export { threadTitleFrom as threadTitle } from '@siao/shared/constants';
