export { AppDownload } from './download/app-download';
export { HelpCentre } from './help/help-centre';
