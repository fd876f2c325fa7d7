import { type GameLanguage, type Translations, translations as w } from '../services/games/languages';

type Word = Translations;

/**
 * Game names are adjective + noun (+ edition), composed per language: Tagalog adjectives carry
 * their linker (-ng / na), Indonesian, Thai and Vietnamese put the adjective after the noun, and
 * Chinese and Thai join the words without a space.
 */
export const ADJECTIVES: readonly Word[] = [
  w('Golden', 'Gintong', '金', 'Emas', 'ทองคำ', 'Vàng'),
  w('Lucky', 'Masuwerteng', '幸运', 'Beruntung', 'นำโชค', 'May Mắn'),
  w('Red', 'Pulang', '红', 'Merah', 'แดง', 'Đỏ'),
  w('Green', 'Berdeng', '绿', 'Hijau', 'เขียว', 'Xanh Lá'),
  w('Silver', 'Pilak na', '银', 'Perak', 'เงิน', 'Bạc'),
  w('Royal', 'Maharlikang', '皇家', 'Kerajaan', 'หลวง', 'Hoàng Gia'),
  w('Wild', 'Mabangis na', '狂野', 'Liar', 'ดุร้าย', 'Hoang Dã'),
  w('Magic', 'Mahiwagang', '魔法', 'Ajaib', 'วิเศษ', 'Phép Thuật'),
  w('Mighty', 'Makapangyarihang', '强大', 'Perkasa', 'ผู้ยิ่งใหญ่', 'Hùng Mạnh'),
  w('Happy', 'Masayang', '快乐', 'Bahagia', 'แสนสุข', 'Vui Vẻ'),
  w('Ancient', 'Sinaunang', '古代', 'Kuno', 'โบราณ', 'Cổ Đại'),
  w('Blazing', 'Nag-aapoy na', '烈焰', 'Membara', 'เพลิง', 'Rực Lửa'),
  w('Frozen', 'Nagyeyelong', '冰封', 'Beku', 'เยือกแข็ง', 'Băng Giá'),
  w('Secret', 'Lihim na', '秘密', 'Rahasia', 'ลับ', 'Bí Mật'),
  w('Great', 'Dakilang', '伟大', 'Agung', 'ยิ่งใหญ่', 'Vĩ Đại'),
  w('Sweet', 'Matamis na', '甜蜜', 'Manis', 'หวาน', 'Ngọt Ngào'),
  w('Shining', 'Nagniningning na', '闪耀', 'Bersinar', 'เปล่งประกาย', 'Tỏa Sáng'),
  w('Black', 'Itim na', '黑', 'Hitam', 'ดำ', 'Đen'),
  w('Blue', 'Asul na', '蓝', 'Biru', 'สีน้ำเงิน', 'Xanh Dương'),
  w('Crystal', 'Kristal na', '水晶', 'Kristal', 'คริสตัล', 'Pha Lê'),
  w('Eternal', 'Walang Hanggang', '永恒', 'Abadi', 'นิรันดร์', 'Vĩnh Cửu'),
  w('Little', 'Maliit na', '小', 'Kecil', 'น้อย', 'Nhỏ'),
  w('Big', 'Malaking', '大', 'Besar', 'ใหญ่', 'Lớn'),
  w('Hidden', 'Nakatagong', '隐藏', 'Tersembunyi', 'ที่ซ่อนอยู่', 'Ẩn Giấu'),
  w('Flying', 'Lumilipad na', '飞翔', 'Terbang', 'บินได้', 'Bay'),
  w('Sacred', 'Sagradong', '神圣', 'Suci', 'ศักดิ์สิทธิ์', 'Thiêng Liêng'),
  w('Brave', 'Matapang na', '勇敢', 'Berani', 'กล้าหาญ', 'Dũng Cảm'),
  w('Rich', 'Mayamang', '富贵', 'Kaya', 'มั่งคั่ง', 'Giàu Có'),
  w('Wise', 'Matalinong', '智慧', 'Bijak', 'ฉลาด', 'Thông Thái'),
  w('Mystic', 'Misteryosong', '神秘', 'Mistis', 'ลึกลับ', 'Huyền Bí'),
  w('Twin', 'Kambal na', '双', 'Kembar', 'คู่', 'Song Sinh'),
  w('Hot', 'Mainit na', '火热', 'Panas', 'ร้อนแรง', 'Nóng Bỏng'),
];

export const NOUNS: readonly Word[] = [
  w('Dragon', 'Dragon', '龙', 'Naga', 'มังกร', 'Rồng'),
  w('Tiger', 'Tigre', '虎', 'Harimau', 'เสือ', 'Hổ'),
  w('Phoenix', 'Phoenix', '凤凰', 'Phoenix', 'ฟีนิกซ์', 'Phượng Hoàng'),
  w('Panda', 'Panda', '熊猫', 'Panda', 'แพนด้า', 'Gấu Trúc'),
  w('Coin', 'Barya', '钱币', 'Koin', 'เหรียญ', 'Đồng Xu'),
  w('Lotus', 'Lotus', '莲花', 'Teratai', 'ดอกบัว', 'Hoa Sen'),
  w('Temple', 'Templo', '神庙', 'Kuil', 'วิหาร', 'Đền'),
  w('Moon', 'Buwan', '月亮', 'Bulan', 'ดวงจันทร์', 'Mặt Trăng'),
  w('Sun', 'Araw', '太阳', 'Matahari', 'ดวงอาทิตย์', 'Mặt Trời'),
  w('Star', 'Bituin', '星', 'Bintang', 'ดาว', 'Ngôi Sao'),
  w('Pearl', 'Perlas', '珍珠', 'Mutiara', 'ไข่มุก', 'Ngọc Trai'),
  w('Ocean', 'Karagatan', '海洋', 'Samudra', 'มหาสมุทร', 'Đại Dương'),
  w('Mountain', 'Bundok', '山', 'Gunung', 'ภูเขา', 'Núi'),
  w('River', 'Ilog', '河', 'Sungai', 'แม่น้ำ', 'Sông'),
  w('Forest', 'Gubat', '森林', 'Hutan', 'ป่า', 'Rừng'),
  w('Fruit', 'Prutas', '水果', 'Buah', 'ผลไม้', 'Trái Cây'),
  w('Cherry', 'Seresa', '樱桃', 'Ceri', 'เชอร์รี่', 'Anh Đào'),
  w('Gem', 'Hiyas', '宝石', 'Permata', 'อัญมณี', 'Đá Quý'),
  w('Crown', 'Korona', '王冠', 'Mahkota', 'มงกุฎ', 'Vương Miện'),
  w('Castle', 'Kastilyo', '城堡', 'Istana', 'ปราสาท', 'Lâu Đài'),
  w('Empire', 'Imperyo', '帝国', 'Kekaisaran', 'จักรวรรดิ', 'Đế Chế'),
  w('Warrior', 'Mandirigma', '战士', 'Pejuang', 'นักรบ', 'Chiến Binh'),
  w('Princess', 'Prinsesa', '公主', 'Putri', 'เจ้าหญิง', 'Công Chúa'),
  w('King', 'Hari', '国王', 'Raja', 'ราชา', 'Vua'),
  w('Queen', 'Reyna', '女王', 'Ratu', 'ราชินี', 'Nữ Hoàng'),
  w('Horse', 'Kabayo', '马', 'Kuda', 'ม้า', 'Ngựa'),
  w('Wolf', 'Lobo', '狼', 'Serigala', 'หมาป่า', 'Sói'),
  w('Eagle', 'Agila', '鹰', 'Elang', 'นกอินทรี', 'Đại Bàng'),
  w('Koi', 'Koi', '锦鲤', 'Ikan Koi', 'ปลาคาร์ป', 'Cá Chép'),
  w('Buffalo', 'Kalabaw', '水牛', 'Kerbau', 'ควาย', 'Trâu'),
  w('Cat', 'Pusa', '猫', 'Kucing', 'แมว', 'Mèo'),
  w('Monkey', 'Unggoy', '猴', 'Monyet', 'ลิง', 'Khỉ'),
  w('Rooster', 'Tandang', '公鸡', 'Ayam Jago', 'ไก่ตัวผู้', 'Gà Trống'),
  w('Garden', 'Hardin', '花园', 'Taman', 'สวน', 'Khu Vườn'),
  w('Island', 'Isla', '岛', 'Pulau', 'เกาะ', 'Hòn Đảo'),
  w('Bell', 'Kampana', '铃铛', 'Lonceng', 'ระฆัง', 'Chuông'),
  w('Dream', 'Pangarap', '梦', 'Mimpi', 'ความฝัน', 'Giấc Mơ'),
  w('Wheel', 'Gulong', '轮盘', 'Roda', 'วงล้อ', 'Bánh Xe'),
  w('Festival', 'Pista', '节日', 'Festival', 'เทศกาล', 'Lễ Hội'),
  w('Spirit', 'Espiritu', '精灵', 'Roh', 'วิญญาณ', 'Linh Hồn'),
];

/** The first edition is none: "Golden Dragon" as well as "Golden Dragon Deluxe". */
export const EDITIONS: readonly (Word | null)[] = [
  null,
  w('Deluxe', 'Deluxe', '豪华版', 'Deluxe', 'ดีลักซ์', 'Cao Cấp'),
  w('Rising', 'Pagsikat', '崛起', 'Kebangkitan', 'รุ่งโรจน์', 'Trỗi Dậy'),
  w('Treasure', 'Kayamanan', '宝藏', 'Harta Karun', 'สมบัติ', 'Kho Báu'),
  w('Fortune', 'Kapalaran', '财富', 'Keberuntungan', 'โชคลาภ', 'Tài Lộc'),
  w('Legends', 'Alamat', '传奇', 'Legenda', 'ตำนาน', 'Huyền Thoại'),
  w('Quest', 'Pakikipagsapalaran', '探险', 'Petualangan', 'การผจญภัย', 'Phiêu Lưu'),
  w('Party', 'Kasiyahan', '派对', 'Pesta', 'ปาร์ตี้', 'Tiệc'),
];

const NOUN_FIRST: ReadonlySet<GameLanguage> = new Set(['ID', 'TH', 'VI']);

/** The name of adjective + noun (+ edition) in every game language. */
export function composeName(adjective: Word, noun: Word, edition: Word | null): Translations {
  const compose = (language: GameLanguage): string => {
    const [first, second] = NOUN_FIRST.has(language)
      ? [noun[language], adjective[language]]
      : [adjective[language], noun[language]];
    const base = language === 'CN' || language === 'TH' ? first + second : `${first} ${second}`;
    if (!edition) return base;
    return language === 'CN' ? base + edition.CN : `${base} ${edition[language]}`;
  };
  return {
    EN: compose('EN'),
    TY: compose('TY'),
    CN: compose('CN'),
    ID: compose('ID'),
    TH: compose('TH'),
    VI: compose('VI'),
  };
}

/** Display names of the gameClassify values (vassal types), per language. */
export const CLASSIFY_NAMES: Record<string, Translations> = {
  SLOT: w('Slots', 'Slots', '老虎机', 'Slot', 'สล็อต', 'Nổ Hũ'),
  JACKPOT: w('Jackpot', 'Jackpot', '累积奖池', 'Jackpot', 'แจ็คพอต', 'Jackpot'),
  TABLE: w('Table games', 'Mga laro sa mesa', '桌面游戏', 'Permainan meja', 'เกมโต๊ะ', 'Trò chơi bàn'),
  ARCADE: w('Arcade', 'Arcade', '街机', 'Arkade', 'อาร์เคด', 'Arcade'),
  BACCARAT: w('Baccarat', 'Baccarat', '百家乐', 'Bakarat', 'บาคาร่า', 'Baccarat'),
  ROULETTE: w('Roulette', 'Roleta', '轮盘', 'Rolet', 'รูเล็ต', 'Roulette'),
  SICBO: w('Sic Bo', 'Sic Bo', '骰宝', 'Sic Bo', 'ไฮโล', 'Tài Xỉu'),
  DRAGON_TIGER: w('Dragon Tiger', 'Dragon Tiger', '龙虎', 'Naga Harimau', 'เสือมังกร', 'Rồng Hổ'),
  BLACKJACK: w('Blackjack', 'Blackjack', '二十一点', 'Blackjack', 'แบล็คแจ็ค', 'Xì Dách'),
  LOBBY: w('Lobby', 'Lobby', '大厅', 'Lobi', 'ล็อบบี้', 'Sảnh'),
  FISHING: w('Fishing', 'Pangingisda', '捕鱼', 'Memancing', 'ยิงปลา', 'Bắn Cá'),
  CARD: w('Card games', 'Mga laro ng baraha', '棋牌', 'Permainan kartu', 'เกมไพ่', 'Game bài'),
  BOARD: w('Board games', 'Mga board game', '桌游', 'Permainan papan', 'บอร์ดเกม', 'Cờ'),
  LOTTERY: w('Lottery', 'Loterya', '彩票', 'Lotre', 'ลอตเตอรี่', 'Xổ Số'),
  KENO: w('Keno', 'Keno', '基诺', 'Keno', 'คีโน', 'Keno'),
  CRASH: w('Crash', 'Crash', '爆点', 'Crash', 'แครช', 'Crash'),
  INSTANT: w('Instant win', 'Agarang panalo', '即开', 'Menang instan', 'ชนะทันที', 'Thắng ngay'),
};
