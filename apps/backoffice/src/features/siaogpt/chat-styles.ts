// chat-ui's plain CSS, in the order its styles/README.md gives, then our layout around it.
import '@siao/chat-ui/styles/chat-ui.css';
import '@siao/chat-ui/styles/chat-ui-messages.css';
import '@siao/chat-ui/styles/chat-ui-forms.css';
import '@siao/chat-ui/styles/chat-ui-multifile.css';
import '@siao/chat-ui/styles/chat-ui-lists.css';
import '@siao/chat-ui/styles/chat-ui-actions.css';
import './siaogpt.css';
