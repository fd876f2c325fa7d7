import { TRANSLATED_LANGUAGES, type TranslatedLanguageCode } from '@marquee/api-client/contract';

/** The languages the demo brand's notices and banners are written in; English is the row itself. */
export const NOTICE_LANGUAGES = TRANSLATED_LANGUAGES;
export type NoticeLanguage = TranslatedLanguageCode;

/** The facts a notice states, drawn once so every language states the same ones. */
interface PlayerFacts {
  hours: number;
  day: number;
  amount: string;
}

interface PromotionFacts {
  turnover: number;
  amount: string;
}

/** The sentences of the demo notices in one language (HTML fragments; topics come escaped-free). */
export interface NoticePhrases {
  player: (topic: string, facts: PlayerFacts) => string[];
  promotion: (topic: string, facts: PromotionFacts) => string[];
  popup: (topic: string) => string[];
  help: (topic: string) => string[];
}

export const NOTICE_PHRASES: Record<NoticeLanguage, NoticePhrases> = {
  EN: {
    player: (topic, { hours, day, amount }) => [
      `<p>Dear members,</p>`,
      `<p>Please note: <strong>${topic}</strong>. The change applies from <strong>${day} December 2026</strong> and lasts about ${hours} hour${hours > 1 ? 's' : ''}.</p>`,
      '<ul>',
      '<li>Your balance and open bets are safe during the change.</li>',
      `<li>Deposits above ${amount} may take a little longer to confirm.</li>`,
      '<li>Games in progress resume where you left them.</li>',
      '</ul>',
      '<p>Questions? Read the <a href="/help">help centre</a> or contact customer service any time.</p>',
      '<p><em>Thank you for playing with Marquee Demo.</em></p>',
    ],
    promotion: (topic, { turnover, amount }) => [
      `<p><strong>${topic}</strong></p>`,
      `<p>Claim up to <strong>${amount}</strong> in bonus credit this month.</p>`,
      '<ol>',
      '<li>Log in and open the activity centre.</li>',
      '<li>Press <strong>Join</strong> on this promotion.</li>',
      `<li>Meet a turnover of ${turnover}× the bonus within 7 days.</li>`,
      '</ol>',
      '<p>General terms apply. See <a href="/promotions">all promotions</a>.</p>',
    ],
    popup: (topic) => [
      `<p><strong>${topic}</strong></p>`,
      '<p>Explore thousands of slot, live casino, sports and lottery games.</p>',
      '<ul><li>Fast deposits and withdrawals</li><li>24/7 customer service</li></ul>',
      '<p>Players must be <strong>21+</strong>. Please play responsibly.</p>',
    ],
    help: (topic) => [
      `<p>${topic}: a step-by-step guide.</p>`,
      '<ol><li>Open the menu at the top of the page.</li><li>Follow the on-screen steps.</li>',
      '<li>Contact customer service if anything is unclear.</li></ol>',
      '<p>More answers in the <a href="/help">help centre</a>.</p>',
    ],
  },
  CN: {
    player: (topic, { hours, day, amount }) => [
      '<p>尊敬的会员：</p>',
      `<p>请注意：<strong>${topic}</strong>。此变更自 <strong>2026年12月${day}日</strong> 起生效，持续约 ${hours} 小时。</p>`,
      '<ul>',
      '<li>变更期间，您的余额和未结算注单安全无虞。</li>',
      `<li>超过 ${amount} 的存款可能需要稍长时间确认。</li>`,
      '<li>进行中的游戏将从您离开的地方继续。</li>',
      '</ul>',
      '<p>有疑问？请查看<a href="/help">帮助中心</a>或随时联系客服。</p>',
      '<p><em>感谢您在 Marquee Demo 游戏。</em></p>',
    ],
    promotion: (topic, { turnover, amount }) => [
      `<p><strong>${topic}</strong></p>`,
      `<p>本月最高可领取 <strong>${amount}</strong> 奖金。</p>`,
      '<ol>',
      '<li>登录并打开活动中心。</li>',
      '<li>在本活动上点击<strong>参加</strong>。</li>',
      `<li>在 7 天内完成奖金 ${turnover} 倍的流水。</li>`,
      '</ol>',
      '<p>适用一般条款。查看<a href="/promotions">全部优惠</a>。</p>',
    ],
    popup: (topic) => [
      `<p><strong>${topic}</strong></p>`,
      '<p>畅玩数千款老虎机、真人娱乐场、体育和彩票游戏。</p>',
      '<ul><li>快速存款与提款</li><li>全天候 24/7 客服</li></ul>',
      '<p>玩家须年满 <strong>21 岁</strong>。请理性游戏。</p>',
    ],
    help: (topic) => [
      `<p>${topic}：分步指南。</p>`,
      '<ol><li>打开页面顶部的菜单。</li><li>按照屏幕上的步骤操作。</li>',
      '<li>如有不清楚之处，请联系客服。</li></ol>',
      '<p>更多解答请见<a href="/help">帮助中心</a>。</p>',
    ],
  },
  ID: {
    player: (topic, { hours, day, amount }) => [
      '<p>Anggota yang terhormat,</p>',
      `<p>Harap diperhatikan: <strong>${topic}</strong>. Perubahan berlaku mulai <strong>${day} Desember 2026</strong> dan berlangsung sekitar ${hours} jam.</p>`,
      '<ul>',
      '<li>Saldo dan taruhan terbuka Anda aman selama perubahan.</li>',
      `<li>Deposit di atas ${amount} mungkin butuh sedikit lebih lama untuk dikonfirmasi.</li>`,
      '<li>Permainan yang sedang berjalan dilanjutkan dari posisi terakhir Anda.</li>',
      '</ul>',
      '<p>Ada pertanyaan? Baca <a href="/help">pusat bantuan</a> atau hubungi layanan pelanggan kapan saja.</p>',
      '<p><em>Terima kasih telah bermain di Marquee Demo.</em></p>',
    ],
    promotion: (topic, { turnover, amount }) => [
      `<p><strong>${topic}</strong></p>`,
      `<p>Klaim kredit bonus hingga <strong>${amount}</strong> bulan ini.</p>`,
      '<ol>',
      '<li>Masuk dan buka pusat aktivitas.</li>',
      '<li>Tekan <strong>Ikut</strong> pada promosi ini.</li>',
      `<li>Penuhi turnover ${turnover}× bonus dalam 7 hari.</li>`,
      '</ol>',
      '<p>Syarat umum berlaku. Lihat <a href="/promotions">semua promosi</a>.</p>',
    ],
    popup: (topic) => [
      `<p><strong>${topic}</strong></p>`,
      '<p>Jelajahi ribuan permainan slot, kasino langsung, olahraga, dan lotre.</p>',
      '<ul><li>Deposit dan penarikan cepat</li><li>Layanan pelanggan 24/7</li></ul>',
      '<p>Pemain harus berusia <strong>21+</strong>. Bermainlah dengan bertanggung jawab.</p>',
    ],
    help: (topic) => [
      `<p>${topic}: panduan langkah demi langkah.</p>`,
      '<ol><li>Buka menu di bagian atas halaman.</li><li>Ikuti langkah-langkah di layar.</li>',
      '<li>Hubungi layanan pelanggan jika ada yang kurang jelas.</li></ol>',
      '<p>Jawaban lainnya ada di <a href="/help">pusat bantuan</a>.</p>',
    ],
  },
  TH: {
    player: (topic, { hours, day, amount }) => [
      '<p>เรียน สมาชิกทุกท่าน</p>',
      `<p>โปรดทราบ: <strong>${topic}</strong> การเปลี่ยนแปลงมีผลตั้งแต่วันที่ <strong>${day} ธันวาคม 2026</strong> และใช้เวลาประมาณ ${hours} ชั่วโมง</p>`,
      '<ul>',
      '<li>ยอดเงินและเดิมพันที่ยังเปิดอยู่ของคุณปลอดภัยระหว่างการเปลี่ยนแปลง</li>',
      `<li>การฝากเงินที่มากกว่า ${amount} อาจใช้เวลายืนยันนานขึ้นเล็กน้อย</li>`,
      '<li>เกมที่กำลังเล่นอยู่จะเล่นต่อจากจุดที่คุณออกไป</li>',
      '</ul>',
      '<p>มีคำถาม? อ่าน<a href="/help">ศูนย์ช่วยเหลือ</a> หรือติดต่อฝ่ายบริการลูกค้าได้ตลอดเวลา</p>',
      '<p><em>ขอบคุณที่เล่นกับ Marquee Demo</em></p>',
    ],
    promotion: (topic, { turnover, amount }) => [
      `<p><strong>${topic}</strong></p>`,
      `<p>รับเครดิตโบนัสสูงสุด <strong>${amount}</strong> ในเดือนนี้</p>`,
      '<ol>',
      '<li>เข้าสู่ระบบและเปิดศูนย์กิจกรรม</li>',
      '<li>กด <strong>เข้าร่วม</strong> ที่โปรโมชันนี้</li>',
      `<li>ทำยอดเทิร์นโอเวอร์ ${turnover} เท่าของโบนัสภายใน 7 วัน</li>`,
      '</ol>',
      '<p>เป็นไปตามข้อกำหนดทั่วไป ดู<a href="/promotions">โปรโมชันทั้งหมด</a></p>',
    ],
    popup: (topic) => [
      `<p><strong>${topic}</strong></p>`,
      '<p>สำรวจเกมสล็อต คาสิโนสด กีฬา และลอตเตอรีนับพันเกม</p>',
      '<ul><li>ฝากและถอนรวดเร็ว</li><li>บริการลูกค้าตลอด 24 ชั่วโมง</li></ul>',
      '<p>ผู้เล่นต้องมีอายุ <strong>21 ปีขึ้นไป</strong> โปรดเล่นอย่างมีความรับผิดชอบ</p>',
    ],
    help: (topic) => [
      `<p>${topic}: คำแนะนำทีละขั้นตอน</p>`,
      '<ol><li>เปิดเมนูที่ด้านบนของหน้า</li><li>ทำตามขั้นตอนบนหน้าจอ</li>',
      '<li>ติดต่อฝ่ายบริการลูกค้าหากมีสิ่งใดไม่ชัดเจน</li></ol>',
      '<p>คำตอบเพิ่มเติมที่<a href="/help">ศูนย์ช่วยเหลือ</a></p>',
    ],
  },
  TY: {
    player: (topic, { hours, day, amount }) => [
      '<p>Mahal naming mga miyembro,</p>',
      `<p>Paalala: <strong>${topic}</strong>. Magsisimula ang pagbabago sa <strong>${day} Disyembre 2026</strong> at tatagal nang mga ${hours} oras.</p>`,
      '<ul>',
      '<li>Ligtas ang iyong balanse at mga bukas na taya habang may pagbabago.</li>',
      `<li>Maaaring mas matagal nang kaunti bago makumpirma ang mga deposito na higit sa ${amount}.</li>`,
      '<li>Itutuloy ang mga larong nasimulan kung saan mo iniwan.</li>',
      '</ul>',
      '<p>May tanong? Basahin ang <a href="/help">help centre</a> o makipag-ugnayan sa customer service anumang oras.</p>',
      '<p><em>Salamat sa paglalaro sa Marquee Demo.</em></p>',
    ],
    promotion: (topic, { turnover, amount }) => [
      `<p><strong>${topic}</strong></p>`,
      `<p>Kumuha ng hanggang <strong>${amount}</strong> na bonus credit ngayong buwan.</p>`,
      '<ol>',
      '<li>Mag-log in at buksan ang activity centre.</li>',
      '<li>Pindutin ang <strong>Sumali</strong> sa promosyong ito.</li>',
      `<li>Abutin ang turnover na ${turnover}× ng bonus sa loob ng 7 araw.</li>`,
      '</ol>',
      '<p>May mga pangkalahatang tuntunin. Tingnan ang <a href="/promotions">lahat ng promosyon</a>.</p>',
    ],
    popup: (topic) => [
      `<p><strong>${topic}</strong></p>`,
      '<p>Tuklasin ang libu-libong slot, live casino, sports at lottery na laro.</p>',
      '<ul><li>Mabilis na deposito at withdrawal</li><li>Customer service 24/7</li></ul>',
      '<p>Dapat <strong>21+</strong> ang mga manlalaro. Maglaro nang responsable.</p>',
    ],
    help: (topic) => [
      `<p>${topic}: gabay na hakbang-hakbang.</p>`,
      '<ol><li>Buksan ang menu sa itaas ng pahina.</li><li>Sundin ang mga hakbang sa screen.</li>',
      '<li>Makipag-ugnayan sa customer service kung may hindi malinaw.</li></ol>',
      '<p>Marami pang sagot sa <a href="/help">help centre</a>.</p>',
    ],
  },
  VI: {
    player: (topic, { hours, day, amount }) => [
      '<p>Kính gửi quý hội viên,</p>',
      `<p>Xin lưu ý: <strong>${topic}</strong>. Thay đổi áp dụng từ <strong>ngày ${day} tháng 12 năm 2026</strong> và kéo dài khoảng ${hours} giờ.</p>`,
      '<ul>',
      '<li>Số dư và các cược đang mở của bạn vẫn an toàn trong thời gian thay đổi.</li>',
      `<li>Các khoản nạp trên ${amount} có thể mất thêm chút thời gian để xác nhận.</li>`,
      '<li>Trò chơi đang chơi dở sẽ tiếp tục từ chỗ bạn đã dừng.</li>',
      '</ul>',
      '<p>Có câu hỏi? Hãy đọc <a href="/help">trung tâm trợ giúp</a> hoặc liên hệ chăm sóc khách hàng bất cứ lúc nào.</p>',
      '<p><em>Cảm ơn bạn đã chơi cùng Marquee Demo.</em></p>',
    ],
    promotion: (topic, { turnover, amount }) => [
      `<p><strong>${topic}</strong></p>`,
      `<p>Nhận tới <strong>${amount}</strong> tiền thưởng trong tháng này.</p>`,
      '<ol>',
      '<li>Đăng nhập và mở trung tâm hoạt động.</li>',
      '<li>Nhấn <strong>Tham gia</strong> ở khuyến mãi này.</li>',
      `<li>Đạt doanh số cược gấp ${turnover} lần tiền thưởng trong 7 ngày.</li>`,
      '</ol>',
      '<p>Áp dụng điều khoản chung. Xem <a href="/promotions">tất cả khuyến mãi</a>.</p>',
    ],
    popup: (topic) => [
      `<p><strong>${topic}</strong></p>`,
      '<p>Khám phá hàng nghìn trò chơi nổ hũ, casino trực tiếp, thể thao và xổ số.</p>',
      '<ul><li>Nạp và rút tiền nhanh chóng</li><li>Chăm sóc khách hàng 24/7</li></ul>',
      '<p>Người chơi phải từ <strong>21 tuổi</strong> trở lên. Hãy chơi có trách nhiệm.</p>',
    ],
    help: (topic) => [
      `<p>${topic}: hướng dẫn từng bước.</p>`,
      '<ol><li>Mở menu ở đầu trang.</li><li>Làm theo các bước trên màn hình.</li>',
      '<li>Liên hệ chăm sóc khách hàng nếu có điều gì chưa rõ.</li></ol>',
      '<p>Thêm câu trả lời tại <a href="/help">trung tâm trợ giúp</a>.</p>',
    ],
  },
};
