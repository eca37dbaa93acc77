import base from './chat-ui.css?inline';
import actions from './chat-ui-actions.css?inline';
import forms from './chat-ui-forms.css?inline';
import lists from './chat-ui-lists.css?inline';
import messages from './chat-ui-messages.css?inline';
import multifile from './chat-ui-multifile.css?inline';

/** All chat-ui CSS as one string, for hosts that adopt it as a constructable stylesheet (Shadow DOM). */
export const chatUiCss = `${base}\n${messages}\n${forms}\n${multifile}\n${lists}\n${actions}`;
