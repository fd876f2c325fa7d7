export { LotteryProvider } from './config/lottery-config';
export { LotteryPage, type LotteryPageProps } from './page/lottery-page';
export { lotteryTexts } from './texts';
