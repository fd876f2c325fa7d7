import type {
  PromotionFrequency,
  PromotionKind,
  PromotionPeriod,
  PromotionType,
} from '@marquee/api-client/contract';
import type { promotions } from '../db/schema';
import { GAME_LANGUAGES, translations } from '../services/games/languages';
import { promotionArtUrl } from '../services/media/promotion-art';

const DAY = 24 * 60 * 60 * 1000;
/** The running demo promotions' period: long enough for any clock a demo or a test sets. */
const RUNNING_FROM = new Date('2026-01-01T00:00:00Z');
const RUNNING_UNTIL = new Date('2036-01-01T00:00:00Z');

interface DemoPromotion {
  type: PromotionType;
  kind: PromotionKind;
  title: Record<string, string>;
  content: Record<string, string>;
  image: string;
  reward: number;
  period?: PromotionPeriod;
  frequency?: PromotionFrequency;
  category?: string;
  target?: number;
  /** days from the seed until it starts: a promotion coming soon */
  startsInDays?: number;
  signIn?: NonNullable<(typeof promotions.$inferInsert)['signIn']>;
  raffle?: NonNullable<(typeof promotions.$inferInsert)['raffle']>;
}

const rules = (intro: string, ...items: string[]) =>
  `<p>${intro}</p><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/**
 * The demo brand's promotions, one of each kind and a coming one, in the brand's six languages
 * (EN, TY, CN, ID, TH, VI). Amounts are minor units.
 */
const DEMO_PROMOTIONS: readonly DemoPromotion[] = [
  {
    type: 'SLOTS',
    kind: 'JOIN',
    title: translations(
      'Slots weekly challenge',
      'Lingguhang hamon sa slots',
      '老虎机每周挑战',
      'Tantangan mingguan slot',
      'ภารกิจสล็อตประจำสัปดาห์',
      'Thử thách slot hằng tuần',
    ),
    content: translations(
      rules('Join, then place 200.00 of valid bets on slots this week.', 'Reward: 38.00', 'Once a week'),
      rules(
        'Sumali, pagkatapos ay tumaya ng 200.00 na valid bet sa slots ngayong linggo.',
        'Gantimpala: 38.00',
        'Isang beses bawat linggo',
      ),
      rules('参加后，本周在老虎机有效投注满 200.00。', '奖励：38.00', '每周一次'),
      rules(
        'Ikuti, lalu pasang taruhan valid 200.00 di slot minggu ini.',
        'Hadiah: 38.00',
        'Sekali seminggu',
      ),
      rules('เข้าร่วม แล้ววางเดิมพันที่นับได้ 200.00 ในสล็อตภายในสัปดาห์นี้', 'รางวัล: 38.00', 'สัปดาห์ละครั้ง'),
      rules(
        'Tham gia, rồi đặt cược hợp lệ 200.00 vào slot trong tuần này.',
        'Phần thưởng: 38.00',
        'Mỗi tuần một lần',
      ),
    ),
    image: '/media/games/fruit-1.svg',
    reward: 3_800,
    period: 'WEEKLY',
    category: 'RNG',
    target: 20_000,
  },
  {
    type: 'NEW_MEMBER',
    kind: 'APPLY',
    title: translations(
      'First deposit bonus',
      'Bonus sa unang deposito',
      '首存奖金',
      'Bonus deposit pertama',
      'โบนัสฝากครั้งแรก',
      'Thưởng nạp lần đầu',
    ),
    content: translations(
      rules('Apply with a screenshot of your first deposit.', 'Reward: 88.00', 'Reviewed within a day'),
      rules(
        'Mag-apply kasama ang screenshot ng iyong unang deposito.',
        'Gantimpala: 88.00',
        'Sinusuri sa loob ng isang araw',
      ),
      rules('提交首次存款截图即可申请。', '奖励：88.00', '一天内审核'),
      rules('Ajukan dengan tangkapan layar deposit pertama Anda.', 'Hadiah: 88.00', 'Ditinjau dalam sehari'),
      rules('สมัครพร้อมภาพหน้าจอการฝากครั้งแรกของคุณ', 'รางวัล: 88.00', 'ตรวจสอบภายในหนึ่งวัน'),
      rules(
        'Đăng ký kèm ảnh chụp màn hình lần nạp đầu tiên.',
        'Phần thưởng: 88.00',
        'Xét duyệt trong một ngày',
      ),
    ),
    image: '/media/games/treasure-0.svg',
    reward: 8_800,
    frequency: 'ONCE_PER_MEMBER',
  },
  {
    type: 'DAILY',
    kind: 'APPLY',
    title: translations(
      'Daily deposit reward',
      'Pang-araw-araw na gantimpala sa deposito',
      '每日存款奖励',
      'Hadiah deposit harian',
      'รางวัลฝากเงินรายวัน',
      'Thưởng nạp tiền hằng ngày',
    ),
    content: translations(
      rules("Apply with a screenshot of today's deposit.", 'Reward: 10.00', 'One application a day'),
      rules(
        'Mag-apply kasama ang screenshot ng iyong deposito ngayong araw.',
        'Gantimpala: 10.00',
        'Isang aplikasyon bawat araw',
      ),
      rules('提交今日存款截图即可申请。', '奖励：10.00', '每天可申请一次'),
      rules('Ajukan dengan tangkapan layar deposit hari ini.', 'Hadiah: 10.00', 'Satu pengajuan per hari'),
      rules('สมัครพร้อมภาพหน้าจอการฝากเงินของวันนี้', 'รางวัล: 10.00', 'สมัครได้วันละครั้ง'),
      rules(
        'Đăng ký kèm ảnh chụp màn hình lần nạp hôm nay.',
        'Phần thưởng: 10.00',
        'Mỗi ngày đăng ký một lần',
      ),
    ),
    image: '/media/games/treasure-1.svg',
    reward: 1_000,
    frequency: 'ONCE_PER_DAY',
  },
  {
    type: 'DAILY',
    kind: 'CLAIM',
    title: translations(
      'Daily gift',
      'Pang-araw-araw na regalo',
      '每日礼金',
      'Hadiah harian',
      'ของขวัญรายวัน',
      'Quà hằng ngày',
    ),
    content: translations(
      rules('Claim a gift every day.', 'Reward: 5.00', 'Once a day'),
      rules('Kunin ang regalo araw-araw.', 'Gantimpala: 5.00', 'Isang beses bawat araw'),
      rules('每天领取一份礼金。', '奖励：5.00', '每天一次'),
      rules('Klaim hadiah setiap hari.', 'Hadiah: 5.00', 'Sekali sehari'),
      rules('รับของขวัญได้ทุกวัน', 'รางวัล: 5.00', 'วันละครั้ง'),
      rules('Nhận quà mỗi ngày.', 'Phần thưởng: 5.00', 'Mỗi ngày một lần'),
    ),
    image: '/media/games/gems-2.svg',
    reward: 500,
    frequency: 'ONCE_PER_DAY',
  },
  {
    type: 'LIVE',
    kind: 'JOIN',
    title: translations(
      'Live casino daily challenge',
      'Pang-araw-araw na hamon sa live casino',
      '真人娱乐每日挑战',
      'Tantangan harian kasino langsung',
      'ภารกิจคาสิโนสดรายวัน',
      'Thử thách sòng bài trực tiếp hằng ngày',
    ),
    content: translations(
      rules('Join, then place 500.00 of valid bets at the live tables today.', 'Reward: 20.00', 'Once a day'),
      rules(
        'Sumali, pagkatapos ay tumaya ng 500.00 na valid bet sa live tables ngayong araw.',
        'Gantimpala: 20.00',
        'Isang beses bawat araw',
      ),
      rules('参加后，今天在真人桌台有效投注满 500.00。', '奖励：20.00', '每天一次'),
      rules(
        'Ikuti, lalu pasang taruhan valid 500.00 di meja langsung hari ini.',
        'Hadiah: 20.00',
        'Sekali sehari',
      ),
      rules('เข้าร่วม แล้ววางเดิมพันที่นับได้ 500.00 ที่โต๊ะสดภายในวันนี้', 'รางวัล: 20.00', 'วันละครั้ง'),
      rules(
        'Tham gia, rồi đặt cược hợp lệ 500.00 tại bàn trực tiếp hôm nay.',
        'Phần thưởng: 20.00',
        'Mỗi ngày một lần',
      ),
    ),
    image: '/media/games/cards-1.svg',
    reward: 2_000,
    period: 'DAILY',
    category: 'LIVE',
    target: 50_000,
  },
  {
    type: 'DAILY',
    kind: 'SIGN_IN',
    title: translations(
      'Daily sign-in',
      'Araw-araw na sign-in',
      '每日签到',
      'Absen harian',
      'เช็กอินรายวัน',
      'Điểm danh hằng ngày',
    ),
    content: translations(
      rules(
        'Sign in once a day. Signing in days in a row earns a reward.',
        '2 days in a row: 5.00',
        '5 days in a row: 20.00',
        '7 days in a row: 50.00',
        'A missed day starts the streak over',
      ),
      rules(
        'Mag-sign in isang beses bawat araw. Ang sunod-sunod na araw ay may gantimpala.',
        '2 sunod-sunod na araw: 5.00',
        '5 sunod-sunod na araw: 20.00',
        '7 sunod-sunod na araw: 50.00',
        'Kapag may nalaktawang araw, magsisimula muli ang bilang',
      ),
      rules(
        '每天签到一次，连续签到即可获得奖励。',
        '连续 2 天：5.00',
        '连续 5 天：20.00',
        '连续 7 天：50.00',
        '中断一天则重新计算',
      ),
      rules(
        'Absen sekali sehari. Absen beberapa hari berturut-turut mendapat hadiah.',
        '2 hari berturut-turut: 5.00',
        '5 hari berturut-turut: 20.00',
        '7 hari berturut-turut: 50.00',
        'Satu hari terlewat, hitungan dimulai lagi',
      ),
      rules(
        'เช็กอินวันละครั้ง เช็กอินต่อเนื่องรับรางวัล',
        'ต่อเนื่อง 2 วัน: 5.00',
        'ต่อเนื่อง 5 วัน: 20.00',
        'ต่อเนื่อง 7 วัน: 50.00',
        'ขาดหนึ่งวัน เริ่มนับใหม่',
      ),
      rules(
        'Điểm danh mỗi ngày một lần. Điểm danh liên tiếp nhiều ngày sẽ nhận thưởng.',
        'Liên tiếp 2 ngày: 5.00',
        'Liên tiếp 5 ngày: 20.00',
        'Liên tiếp 7 ngày: 50.00',
        'Bỏ lỡ một ngày, chuỗi bắt đầu lại',
      ),
    ),
    image: '/media/games/royal-0.svg',
    reward: 5_000,
    signIn: {
      missedDay: 'RESET',
      steps: [
        { days: 2, amount: 500 },
        { days: 5, amount: 2_000 },
        { days: 7, amount: 5_000 },
      ],
    },
  },
  {
    type: 'DAILY',
    kind: 'RAFFLE',
    title: translations(
      'Deposit raffle',
      'Raffle sa deposito',
      '存款抽奖',
      'Undian deposit',
      'จับรางวัลเงินฝาก',
      'Quay thưởng nạp tiền',
    ),
    content: translations(
      rules(
        'Every 100.00 deposited earns one raffle ticket. Each ticket draws a prize.',
        'Prizes: 2.00, 5.00, 20.00 or 88.00',
        'Prizes are credited with their wagering requirement',
      ),
      rules(
        'Bawat 100.00 na deposito ay may isang tiket sa raffle. Bawat tiket ay bubunot ng premyo.',
        'Mga premyo: 2.00, 5.00, 20.00 o 88.00',
        'Ang premyo ay ibibigay kasama ang kinakailangang taya nito',
      ),
      rules(
        '每存款 100.00 获得一张抽奖券，每张抽奖券抽取一份奖品。',
        '奖品：2.00、5.00、20.00 或 88.00',
        '奖品入账时附带流水要求',
      ),
      rules(
        'Setiap deposit 100.00 mendapat satu tiket undian. Setiap tiket mengundi satu hadiah.',
        'Hadiah: 2.00, 5.00, 20.00 atau 88.00',
        'Hadiah dikreditkan dengan syarat taruhannya',
      ),
      rules(
        'ฝากทุก 100.00 รับตั๋วจับรางวัลหนึ่งใบ ตั๋วแต่ละใบจับรางวัลได้หนึ่งครั้ง',
        'รางวัล: 2.00, 5.00, 20.00 หรือ 88.00',
        'รางวัลเข้าบัญชีพร้อมเงื่อนไขยอดเดิมพัน',
      ),
      rules(
        'Mỗi 100.00 tiền nạp nhận một vé quay thưởng. Mỗi vé quay một phần thưởng.',
        'Giải thưởng: 2.00, 5.00, 20.00 hoặc 88.00',
        'Giải thưởng được cộng kèm yêu cầu cược',
      ),
    ),
    image: '/media/games/fruit-0.svg',
    reward: 8_800,
    raffle: {
      depositPerTicket: 10_000,
      prizes: [
        { amount: 200, weight: 60 },
        { amount: 500, weight: 25 },
        { amount: 2_000, weight: 10 },
        { amount: 8_800, weight: 5 },
      ],
    },
  },
  {
    type: 'SPORTS',
    kind: 'CLAIM',
    title: translations(
      'Sports weekend warm-up',
      'Pampainit sa sports weekend',
      '体育周末热身礼',
      'Pemanasan akhir pekan olahraga',
      'อุ่นเครื่องกีฬาสุดสัปดาห์',
      'Khởi động cuối tuần thể thao',
    ),
    content: translations(
      rules('A gift for the coming sports weekend.', 'Reward: 10.00', 'Once per member'),
      rules('Regalo para sa darating na sports weekend.', 'Gantimpala: 10.00', 'Isang beses bawat miyembro'),
      rules('即将到来的体育周末礼金。', '奖励：10.00', '每位会员一次'),
      rules('Hadiah untuk akhir pekan olahraga mendatang.', 'Hadiah: 10.00', 'Sekali per anggota'),
      rules('ของขวัญสำหรับสุดสัปดาห์กีฬาที่กำลังจะมาถึง', 'รางวัล: 10.00', 'สมาชิกละครั้ง'),
      rules('Quà cho cuối tuần thể thao sắp tới.', 'Phần thưởng: 10.00', 'Mỗi thành viên một lần'),
    ),
    image: '/media/games/sports-0.svg',
    reward: 1_000,
    frequency: 'ONCE_PER_MEMBER',
    startsInDays: 5,
  },
];

/**
 * The demo notices that announce a demo promotion, each linked to it: the notice's English title to
 * the promotion's. The fourth promotion notice (refer a friend) announces none and has no link.
 */
export const DEMO_PROMOTION_NOTICES: readonly { notice: string; promotion: string }[] = [
  { notice: 'Welcome bonus: 100% on your first deposit', promotion: 'First deposit bonus' },
  { notice: 'Daily reload bonus for slot players', promotion: 'Slots weekly challenge' },
  { notice: 'Weekend cashback on live casino', promotion: 'Live casino daily challenge' },
  { notice: 'Holiday deposit bonus is live', promotion: 'Deposit raffle' },
];

/** The demo promotions' rows, the coming one starting `startsInDays` after `now`. */
export function demoPromotionRows(now: Date): (typeof promotions.$inferInsert)[] {
  return DEMO_PROMOTIONS.map(({ startsInDays, ...promotion }, sort) => {
    const startsAt = startsInDays === undefined ? RUNNING_FROM : new Date(now.getTime() + startsInDays * DAY);
    return {
      ...promotion,
      period: promotion.period ?? null,
      frequency: promotion.frequency ?? null,
      category: promotion.category ?? null,
      target: promotion.target ?? null,
      signIn: promotion.signIn ?? null,
      raffle: promotion.raffle ?? null,
      startsAt,
      endsAt: startsInDays === undefined ? RUNNING_UNTIL : new Date(startsAt.getTime() + 30 * DAY),
      sort,
    };
  });
}

/**
 * A demo promotion's artwork in each of the brand's languages, its headline drawn in that language
 * (the media routes draw it from the promotion's title); its game art `image` stays the fallback.
 */
export function demoPromotionImages(id: number): Record<string, string> {
  return Object.fromEntries(GAME_LANGUAGES.map((language) => [language, promotionArtUrl(id, language)]));
}
