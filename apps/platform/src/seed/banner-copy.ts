import type { BannerGroup } from '@marquee/api-client/contract';
import type { Texts } from './notice-topics';

interface BannerCopy {
  title: Texts;
  subtitle: Texts;
}

/** The words on each demo banner (the app draws them over its artwork), in every language. */
export const BANNER_COPY: Record<BannerGroup, BannerCopy[]> = {
  w_home: [
    {
      title: {
        EN: 'Welcome bonus 100%',
        CN: '迎新奖金 100%',
        ID: 'Bonus sambutan 100%',
        TH: 'โบนัสต้อนรับ 100%',
        TY: 'Pambungad na bonus 100%',
        VI: 'Thưởng chào mừng 100%',
      },
      subtitle: {
        EN: 'Double your first deposit up to ₱10,000',
        CN: '首存翻倍，最高 ₱10,000',
        ID: 'Gandakan deposit pertama hingga ₱10.000',
        TH: 'ฝากครั้งแรกรับเพิ่มเป็นสองเท่า สูงสุด ₱10,000',
        TY: 'Doblehin ang unang deposito hanggang ₱10,000',
        VI: 'Nhân đôi lần nạp đầu, tối đa 10.000 ₱',
      },
    },
    {
      title: {
        EN: 'Live casino nights',
        CN: '真人娱乐场之夜',
        ID: 'Malam kasino langsung',
        TH: 'ค่ำคืนคาสิโนสด',
        TY: 'Mga gabi ng live casino',
        VI: 'Đêm casino trực tiếp',
      },
      subtitle: {
        EN: 'Real dealers, every table, all night long',
        CN: '真人荷官，每张牌桌，通宵畅玩',
        ID: 'Dealer sungguhan, setiap meja, sepanjang malam',
        TH: 'ดีลเลอร์ตัวจริง ทุกโต๊ะ ตลอดทั้งคืน',
        TY: 'Totoong dealer, bawat mesa, buong gabi',
        VI: 'Người chia bài thật, mọi bàn, suốt đêm',
      },
    },
    {
      title: {
        EN: 'Sea lottery draws',
        CN: '东南亚彩票开奖',
        ID: 'Undian lotre Asia Tenggara',
        TH: 'ออกรางวัลลอตเตอรีอาเซียน',
        TY: 'Mga draw ng SEA lottery',
        VI: 'Xổ số Đông Nam Á',
      },
      subtitle: {
        EN: 'A new draw every five minutes',
        CN: '每五分钟开奖一次',
        ID: 'Undian baru setiap lima menit',
        TH: 'ออกรางวัลใหม่ทุกห้านาที',
        TY: 'Bagong draw tuwing limang minuto',
        VI: 'Quay số mới mỗi năm phút',
      },
    },
  ],
  w_rng: [
    {
      title: {
        EN: 'Slots festival',
        CN: '老虎机嘉年华',
        ID: 'Festival slot',
        TH: 'เทศกาลสล็อต',
        TY: 'Pista ng slots',
        VI: 'Lễ hội nổ hũ',
      },
      subtitle: {
        EN: 'Thousands of reels, daily free spins',
        CN: '数千款转轴，每日免费旋转',
        ID: 'Ribuan gulungan, putaran gratis harian',
        TH: 'วงล้อนับพัน ฟรีสปินทุกวัน',
        TY: 'Libu-libong reel, libreng spin araw-araw',
        VI: 'Hàng nghìn vòng quay, lượt quay miễn phí mỗi ngày',
      },
    },
  ],
  w_live: [
    {
      title: {
        EN: 'Live baccarat',
        CN: '真人百家乐',
        ID: 'Bakarat langsung',
        TH: 'บาคาร่าสด',
        TY: 'Baccarat nang live',
        VI: 'Baccarat trực tiếp',
      },
      subtitle: {
        EN: 'Cashback on every hand this weekend',
        CN: '本周末每一手都有返现',
        ID: 'Cashback di setiap putaran akhir pekan ini',
        TH: 'รับเงินคืนทุกตาในสุดสัปดาห์นี้',
        TY: 'Cashback sa bawat kamay ngayong weekend',
        VI: 'Hoàn tiền mỗi ván trong cuối tuần này',
      },
    },
  ],
  w_fish: [
    {
      title: {
        EN: 'Fishing frenzy',
        CN: '捕鱼狂欢',
        ID: 'Pesta memancing',
        TH: 'มหกรรมยิงปลา',
        TY: 'Kasiyahan sa pangingisda',
        VI: 'Cơn sốt bắn cá',
      },
      subtitle: {
        EN: 'Catch the golden dragon',
        CN: '捕获黄金龙',
        ID: 'Tangkap naga emas',
        TH: 'จับมังกรทองคำ',
        TY: 'Hulihin ang gintong dragon',
        VI: 'Bắt con rồng vàng',
      },
    },
  ],
  w_pvp: [
    {
      title: {
        EN: 'Card room showdown',
        CN: '棋牌室对决',
        ID: 'Duel ruang kartu',
        TH: 'ประลองห้องไพ่',
        TY: 'Tagisan sa card room',
        VI: 'Đại chiến phòng bài',
      },
      subtitle: {
        EN: 'Play against real opponents',
        CN: '与真实对手同台竞技',
        ID: 'Bermain melawan lawan sungguhan',
        TH: 'เล่นกับคู่แข่งตัวจริง',
        TY: 'Makipaglaro sa totoong kalaban',
        VI: 'Đấu với đối thủ thật',
      },
    },
  ],
  w_sports: [
    {
      title: {
        EN: 'Football weekend',
        CN: '足球周末',
        ID: 'Akhir pekan sepak bola',
        TH: 'สุดสัปดาห์ฟุตบอล',
        TY: 'Weekend ng football',
        VI: 'Cuối tuần bóng đá',
      },
      subtitle: {
        EN: 'Boosted odds on every big match',
        CN: '每场焦点赛事赔率提升',
        ID: 'Odds lebih tinggi di setiap laga besar',
        TH: 'ราคาต่อรองพิเศษทุกแมตช์ใหญ่',
        TY: 'Mas mataas na odds sa bawat malaking laban',
        VI: 'Tỷ lệ cược tăng cho mọi trận lớn',
      },
    },
  ],
  w_esports: [
    {
      title: {
        EN: 'Esports finals',
        CN: '电竞总决赛',
        ID: 'Final esports',
        TH: 'รอบชิงอีสปอร์ต',
        TY: 'Finals ng esports',
        VI: 'Chung kết thể thao điện tử',
      },
      subtitle: {
        EN: 'Bet live on the regional finals',
        CN: '地区总决赛现场投注',
        ID: 'Taruhan langsung di final regional',
        TH: 'เดิมพันสดรอบชิงระดับภูมิภาค',
        TY: 'Tumaya nang live sa regional finals',
        VI: 'Cược trực tiếp trận chung kết khu vực',
      },
    },
  ],
  w_lott: [
    {
      title: {
        EN: 'Lottery jackpot',
        CN: '彩票头奖',
        ID: 'Jackpot lotre',
        TH: 'แจ็กพอตลอตเตอรี',
        TY: 'Jackpot ng loterya',
        VI: 'Giải độc đắc xổ số',
      },
      subtitle: {
        EN: 'Pick your numbers, win big',
        CN: '选号码，赢大奖',
        ID: 'Pilih angka Anda, menangkan besar',
        TH: 'เลือกเลขของคุณ ลุ้นรางวัลใหญ่',
        TY: 'Pumili ng numero, manalo nang malaki',
        VI: 'Chọn số của bạn, thắng lớn',
      },
    },
  ],
  w_down: [
    {
      title: {
        EN: 'Get the app',
        CN: '下载应用',
        ID: 'Unduh aplikasinya',
        TH: 'ดาวน์โหลดแอป',
        TY: 'Kunin ang app',
        VI: 'Tải ứng dụng',
      },
      subtitle: {
        EN: 'iOS and Android, play anywhere',
        CN: 'iOS 与 Android，随时随地畅玩',
        ID: 'iOS dan Android, main di mana saja',
        TH: 'iOS และ Android เล่นได้ทุกที่',
        TY: 'iOS at Android, maglaro kahit saan',
        VI: 'iOS và Android, chơi mọi nơi',
      },
    },
  ],
  w_promotion: [
    {
      title: {
        EN: 'Promotions',
        CN: '优惠活动',
        ID: 'Promosi',
        TH: 'โปรโมชัน',
        TY: 'Mga promosyon',
        VI: 'Khuyến mãi',
      },
      subtitle: {
        EN: 'New rewards every week',
        CN: '每周都有新奖励',
        ID: 'Hadiah baru setiap minggu',
        TH: 'รางวัลใหม่ทุกสัปดาห์',
        TY: 'Bagong gantimpala bawat linggo',
        VI: 'Phần thưởng mới mỗi tuần',
      },
    },
  ],
  w_shop: [
    {
      title: {
        EN: 'Point mall',
        CN: '积分商城',
        ID: 'Toko poin',
        TH: 'ร้านแลกแต้ม',
        TY: 'Tindahan ng puntos',
        VI: 'Cửa hàng điểm',
      },
      subtitle: {
        EN: 'Turn your points into prizes',
        CN: '用积分兑换奖品',
        ID: 'Tukar poin Anda dengan hadiah',
        TH: 'เปลี่ยนแต้มเป็นของรางวัล',
        TY: 'Gawing premyo ang iyong mga puntos',
        VI: 'Đổi điểm lấy quà',
      },
    },
  ],
  w_help: [
    {
      title: {
        EN: 'Help centre',
        CN: '帮助中心',
        ID: 'Pusat bantuan',
        TH: 'ศูนย์ช่วยเหลือ',
        TY: 'Sentro ng tulong',
        VI: 'Trung tâm trợ giúp',
      },
      subtitle: {
        EN: 'Answers to every question',
        CN: '解答您的每一个问题',
        ID: 'Jawaban untuk setiap pertanyaan',
        TH: 'คำตอบสำหรับทุกคำถาม',
        TY: 'Sagot sa bawat tanong',
        VI: 'Giải đáp mọi thắc mắc',
      },
    },
  ],
  w_deposit20: [
    {
      title: {
        EN: 'Deposit TOP 20',
        CN: '存款排行榜 TOP 20',
        ID: 'TOP 20 deposit',
        TH: 'TOP 20 ยอดฝาก',
        TY: 'TOP 20 sa deposito',
        VI: 'TOP 20 nạp tiền',
      },
      subtitle: {
        EN: 'The month’s biggest depositors',
        CN: '本月存款最多的玩家',
        ID: 'Penyetor terbesar bulan ini',
        TH: 'ผู้ฝากสูงสุดประจำเดือน',
        TY: 'Pinakamalalaking nagdeposito ngayong buwan',
        VI: 'Những người nạp nhiều nhất tháng',
      },
    },
  ],
  w_bet20: [
    {
      title: {
        EN: 'Valid bet TOP 20',
        CN: '有效投注 TOP 20',
        ID: 'TOP 20 taruhan sah',
        TH: 'TOP 20 ยอดเดิมพันที่ถูกต้อง',
        TY: 'TOP 20 sa valid bet',
        VI: 'TOP 20 cược hợp lệ',
      },
      subtitle: {
        EN: 'The month’s most active players',
        CN: '本月最活跃的玩家',
        ID: 'Pemain paling aktif bulan ini',
        TH: 'ผู้เล่นที่มีความเคลื่อนไหวมากที่สุดประจำเดือน',
        TY: 'Pinakaaktibong manlalaro ngayong buwan',
        VI: 'Những người chơi tích cực nhất tháng',
      },
    },
  ],
};
