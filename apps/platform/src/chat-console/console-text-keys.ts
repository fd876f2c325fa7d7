/**
 * Every text of the operator console, in one language. Each language's table is typed with this,
 * so a key missing from one fails typecheck. `{name}`-style marks are filled in by the script.
 */
export interface ConsoleTexts {
  title: string;
  languageLabel: string;
  languageApply: string;
  signInTitle: string;
  nameLabel: string;
  passwordLabel: string;
  signIn: string;
  missingCredentials: string;
  wrongCredentials: string;
  /** {minutes} is 1 */
  throttledOneMinute: string;
  /** {minutes} is above 1 */
  throttledMinutes: string;
  networkFailed: string;
  /** {name}: the operator's name */
  signedInAs: string;
  conversations: string;
  showClosed: string;
  noConversations: string;
  closedTag: string;
  /** {count}: member messages not read yet */
  unread: string;
  /** {code}: the visitor's code (random letters and digits, not a count) */
  visitor: string;
  noConversationOpen: string;
  /** {name}: the member's account or the visitor */
  conversationWith: string;
  closeConversation: string;
  ended: string;
  messages: string;
  you: string;
  member: string;
  sent: string;
  read: string;
  typing: string;
  reply: string;
  replyPlaceholder: string;
  send: string;
  tooLong: string;
  rateLimited: string;
  sendFailed: string;
  reconnecting: string;
}
