export { type ChatServiceHours, LiveChat } from './chat/live-chat';
export { ChatRoom } from './chat-room/chat-room';
export { AppDownload } from './download/app-download';
export { FeedbackPage } from './feedback/feedback-page';
export { HelpCentre } from './help/help-centre';
export { JoinPage } from './join/join-page';
export { supportTexts } from './texts';
