import { AGENT_NOTICE_TYPE } from '@marquee/api-client/contract';
import type { NoticeDraft } from './notice-content';
import { NOTICE_LANGUAGES } from './notice-phrases';
import type { Texts } from './notice-topics';

/** The demo announcements for agents: a title and an HTML body in every language of the brand. */
const AGENT_TOPICS: readonly { title: Texts; body: Texts }[] = [
  {
    title: {
      EN: 'Real-time salary now settled every five minutes',
      CN: '实时工资现每五分钟结算一次',
      ID: 'Gaji real-time kini diselesaikan setiap lima menit',
      TH: 'เงินเดือนแบบเรียลไทม์ชำระทุกห้านาทีแล้ว',
      TY: 'Ang real-time na sahod ay inaayos na bawat limang minuto',
      VI: 'Lương thời gian thực nay được thanh toán mỗi năm phút',
    },
    body: {
      EN: '<p>Dear agents,</p><p>Your real-time salary is now worked out and paid every five minutes from your team’s settled bets. See each payment under <strong>My income</strong>.</p>',
      CN: '<p>亲爱的代理：</p><p>您的实时工资现根据团队已结算的投注每五分钟计算并发放一次。每笔发放可在<strong>我的收入</strong>中查看。</p>',
      ID: '<p>Agen yang terhormat,</p><p>Gaji real-time Anda kini dihitung dan dibayar setiap lima menit dari taruhan tim yang sudah diselesaikan. Lihat setiap pembayaran di <strong>Pendapatan saya</strong>.</p>',
      TH: '<p>เรียนตัวแทนทุกท่าน</p><p>เงินเดือนแบบเรียลไทม์ของคุณจะคำนวณและจ่ายทุกห้านาทีจากการเดิมพันของทีมที่ชำระแล้ว ดูแต่ละรายการได้ที่<strong>รายได้ของฉัน</strong></p>',
      TY: '<p>Mahal naming mga ahente,</p><p>Ang iyong real-time na sahod ay kinukuwenta at binabayaran na bawat limang minuto mula sa mga naayos na taya ng iyong koponan. Makikita ang bawat bayad sa <strong>Aking kita</strong>.</p>',
      VI: '<p>Kính gửi các đại lý,</p><p>Lương thời gian thực của bạn nay được tính và trả mỗi năm phút dựa trên các cược đã thanh toán của đội. Xem từng khoản tại <strong>Thu nhập của tôi</strong>.</p>',
    },
  },
  {
    title: {
      EN: 'Offer contracts to your downline agents',
      CN: '向您的下级代理提议合约',
      ID: 'Tawarkan kontrak kepada agen downline Anda',
      TH: 'เสนอสัญญาให้ตัวแทนดาวน์ไลน์ของคุณ',
      TY: 'Mag-alok ng kontrata sa iyong mga downline na ahente',
      VI: 'Đề nghị hợp đồng cho đại lý tuyến dưới',
    },
    body: {
      EN: '<p>From <strong>Team management</strong>, offer a direct downline agent a dividend or a salary contract. Their rate can never be higher than your own; they accept or decline it in their agent centre.</p>',
      CN: '<p>在<strong>团队管理</strong>中，您可以向直属下级代理提议分红或工资合约。其比例不能高于您自己的比例；对方在其代理中心接受或拒绝。</p>',
      ID: '<p>Dari <strong>Manajemen tim</strong>, tawarkan kontrak dividen atau gaji kepada agen downline langsung. Tarif mereka tidak pernah boleh lebih tinggi dari tarif Anda; mereka menerima atau menolaknya di pusat agen mereka.</p>',
      TH: '<p>จาก<strong>การจัดการทีม</strong> คุณสามารถเสนอสัญญาเงินปันผลหรือเงินเดือนให้ตัวแทนดาวน์ไลน์โดยตรงได้ อัตราของเขาต้องไม่สูงกว่าของคุณ และเขาจะยอมรับหรือปฏิเสธในศูนย์ตัวแทนของตน</p>',
      TY: '<p>Mula sa <strong>Pamamahala ng koponan</strong>, mag-alok ng kontrata ng dibidendo o sahod sa direktang downline na ahente. Hindi kailanman maaaring mas mataas ang kanilang antas kaysa sa iyo; tatanggapin o tatanggihan nila ito sa kanilang sentro ng ahente.</p>',
      VI: '<p>Tại <strong>Quản lý đội</strong>, bạn có thể đề nghị hợp đồng cổ tức hoặc lương cho đại lý tuyến dưới trực tiếp. Tỷ lệ của họ không bao giờ được cao hơn của bạn; họ chấp nhận hoặc từ chối trong trung tâm đại lý của mình.</p>',
    },
  },
];

/** The agents' announcements as notice drafts, for the catalogue (published a day apart, newest first). */
export function agentNoticeDrafts(): (NoticeDraft & { publishedAt: Date })[] {
  const newest = Date.parse('2026-11-20T09:00:00.000Z');
  return AGENT_TOPICS.map((topic, index) => ({
    type: AGENT_NOTICE_TYPE,
    title: topic.title.EN,
    content: topic.body.EN,
    publishedAt: new Date(newest - index * 86_400_000),
    translations: NOTICE_LANGUAGES.filter((language) => language !== 'EN').map((language) => ({
      language,
      title: topic.title[language],
      content: topic.body[language],
    })),
  }));
}
