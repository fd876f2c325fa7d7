import type * as schema from '../db/schema';
import { GAME_LANGUAGES, type Translations } from '../services/games/languages';

type AnnouncementInsert = typeof schema.gameAnnouncements.$inferInsert;

interface Draft {
  gameType: string | null;
  title: Translations;
  content: Translations;
}

const DRAFTS: Draft[] = [
  {
    gameType: null,
    title: {
      EN: 'Weekly cashback on every game',
      TY: 'Lingguhang cashback sa bawat laro',
      CN: '所有游戏每周返水',
      ID: 'Cashback mingguan untuk semua permainan',
      TH: 'เงินคืนรายสัปดาห์ทุกเกม',
      VI: 'Hoàn tiền hàng tuần cho mọi trò chơi',
    },
    content: {
      EN: '<p>Get <strong>1%</strong> of your valid bets back every Monday.</p>',
      TY: '<p>Makakuha ng <strong>1%</strong> ng iyong valid bets tuwing Lunes.</p>',
      CN: '<p>每周一返还有效投注的 <strong>1%</strong>。</p>',
      ID: '<p>Dapatkan kembali <strong>1%</strong> dari taruhan sah Anda setiap Senin.</p>',
      TH: '<p>รับเงินคืน <strong>1%</strong> จากยอดเดิมพันที่ถูกต้องทุกวันจันทร์</p>',
      VI: '<p>Nhận lại <strong>1%</strong> tiền cược hợp lệ vào mỗi thứ Hai.</p>',
    },
  },
  {
    gameType: 'RNG',
    title: {
      EN: 'Slots festival: free spins daily',
      TY: 'Pista ng slots: libreng spin araw-araw',
      CN: '老虎机节：每日免费旋转',
      ID: 'Festival slot: putaran gratis setiap hari',
      TH: 'เทศกาลสล็อต: ฟรีสปินทุกวัน',
      VI: 'Lễ hội nổ hũ: quay miễn phí mỗi ngày',
    },
    content: {
      EN: '<p>Play any slot to collect <em>10 free spins</em> a day.</p>',
      TY: '<p>Maglaro ng kahit anong slot para sa <em>10 libreng spin</em> bawat araw.</p>',
      CN: '<p>玩任意老虎机，每天领取 <em>10 次免费旋转</em>。</p>',
      ID: '<p>Mainkan slot apa saja untuk mendapatkan <em>10 putaran gratis</em> per hari.</p>',
      TH: '<p>เล่นสล็อตเกมใดก็ได้เพื่อรับ <em>ฟรีสปิน 10 ครั้ง</em> ต่อวัน</p>',
      VI: '<p>Chơi bất kỳ máy nổ hũ nào để nhận <em>10 lượt quay miễn phí</em> mỗi ngày.</p>',
    },
  },
  {
    gameType: 'LIVE',
    title: {
      EN: 'Live baccarat tournament',
      TY: 'Torneo ng live baccarat',
      CN: '真人百家乐锦标赛',
      ID: 'Turnamen bakarat langsung',
      TH: 'ทัวร์นาเมนต์บาคาร่าสด',
      VI: 'Giải đấu baccarat trực tiếp',
    },
    content: {
      EN: '<p>The top 20 players by valid bet share a <strong>₱100,000</strong> prize pool.</p>',
      TY: '<p>Ang nangungunang 20 manlalaro ay maghahati sa <strong>₱100,000</strong> na premyo.</p>',
      CN: '<p>有效投注前 20 名玩家瓜分 <strong>₱100,000</strong> 奖池。</p>',
      ID: '<p>20 pemain teratas berbagi hadiah <strong>₱100.000</strong>.</p>',
      TH: '<p>ผู้เล่น 20 อันดับแรกแบ่งเงินรางวัล <strong>₱100,000</strong></p>',
      VI: '<p>20 người chơi dẫn đầu chia nhau giải thưởng <strong>₱100.000</strong>.</p>',
    },
  },
];

/** A few game announcements in every game language (GET /wps/games/announcements). */
export function buildGameAnnouncements(): AnnouncementInsert[] {
  return GAME_LANGUAGES.flatMap((language) =>
    DRAFTS.map((draft, sort) => ({
      language,
      gameType: draft.gameType,
      title: draft.title[language],
      content: draft.content[language],
      sort,
    })),
  );
}
