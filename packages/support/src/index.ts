export { type ChatServiceHours, LiveChat } from './chat/live-chat';
export { AppDownload } from './download/app-download';
export { FeedbackPage } from './feedback/feedback-page';
export { HelpCentre } from './help/help-centre';
export { JoinPage } from './join/join-page';
export { supportTexts } from './texts';
