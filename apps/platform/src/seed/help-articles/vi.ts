import type { HelpArticleTexts } from './help-article-texts';

export const VI: HelpArticleTexts = {
  categories: {
    about: 'Về chúng tôi',
    account: 'Tài khoản của bạn',
    payments: 'Nạp và rút tiền',
    app: 'Ứng dụng di động',
    policies: 'Điều khoản và chính sách',
  },
  articles: {
    about: {
      title: 'Giới thiệu Marquee Demo',
      content:
        '<p>Marquee Demo là trang giải trí trực tuyến với slot, sòng bài trực tiếp, bắn cá, phòng bài, thể thao, thể thao điện tử và xổ số trong cùng một tài khoản.</p><ul><li>Một ví cho mọi trò chơi và nhà cung cấp.</li><li>Nạp và rút tiền suốt ngày đêm.</li><li>Chăm sóc khách hàng bằng sáu ngôn ngữ, 24 giờ mỗi ngày.</li></ul><p>Trò chơi đến từ các hãng được cấp phép, kết quả được kiểm định công bằng. Người chơi phải <strong>từ 21 tuổi trở lên</strong>.</p>',
    },
    contact: {
      title: 'Liên hệ',
      content:
        '<p>Đội ngũ chăm sóc khách hàng trực tuyến <strong>24 giờ mỗi ngày, 7 ngày mỗi tuần</strong>.</p><ul><li><strong>Trò chuyện trực tuyến</strong>: bấm Chăm sóc khách hàng ở đầu mọi trang.</li><li><strong>Góp ý</strong>: gửi câu hỏi hoặc ảnh chụp màn hình qua biểu mẫu góp ý; câu trả lời hiện trong Góp ý của tôi.</li><li><strong>Mạng xã hội</strong>: các nút ở bên phải trang.</li></ul><p>Vì an toàn của bạn, chúng tôi không bao giờ hỏi mật khẩu hay mã xác minh.</p>',
    },
    affiliates: {
      title: 'Chương trình đại lý',
      content:
        '<p>Nhận phần chia từ hoạt động của người chơi bạn giới thiệu. Mở <a href="/join">Tham gia</a> để xem mức hoa hồng, cổ tức hiện tại và nộp đơn.</p><ol><li>Điền đơn: họ tên, cách liên lạc, kênh của bạn và số người chơi dự kiến.</li><li>Đội đại lý xét duyệt, thường trong một ngày làm việc.</li><li>Sau khi được duyệt, đăng nhập lại: trung tâm đại lý xuất hiện trong menu tài khoản với liên kết giới thiệu, đội nhóm và báo cáo thu nhập.</li></ol>',
    },
    register: {
      title: 'Cách đăng ký tài khoản',
      content:
        '<ol><li>Bấm <strong>Đăng ký</strong> ở đầu trang.</li><li>Chọn tên đăng nhập 6 đến 16 chữ cái và chữ số, bắt đầu bằng chữ cái.</li><li>Đặt mật khẩu và nhập lại để xác nhận.</li><li>Điền các trường biểu mẫu yêu cầu, xác nhận bạn từ 21 tuổi và đồng ý điều khoản.</li></ol><p>Bạn được đăng nhập ngay. Nếu đại lý đưa cho bạn mã mời, hãy nhập khi đăng ký.</p>',
    },
    'account-security': {
      title: 'Bảo vệ tài khoản',
      content:
        '<ul><li>Dùng mật khẩu không dùng ở nơi khác, và đổi mật khẩu trong trung tâm thành viên nếu nghi ngờ có người biết.</li><li>Xác minh số điện thoại để có thể đặt lại mật khẩu qua SMS.</li><li>Khi đăng nhập từ thiết bị mới, chúng tôi có thể yêu cầu xác minh thêm: chỉ nhập mã trên trang này.</li><li>Không bao giờ chia sẻ mã xác minh, kể cả với chăm sóc khách hàng.</li></ul>',
    },
    deposit: {
      title: 'Cách nạp tiền',
      content:
        '<ol><li>Đăng nhập và bấm <strong>Nạp tiền</strong>.</li><li>Chọn kênh thanh toán và nhập số tiền.</li><li>Làm theo các bước của kênh để thanh toán.</li></ol><p>Nạp qua ví điện tử thường vào tài khoản trong <strong>1 phút</strong>, chuyển khoản ngân hàng trong <strong>15 phút</strong>. Nếu sau 30 phút tiền chưa vào, hãy liên hệ chăm sóc khách hàng kèm biên lai.</p>',
    },
    withdraw: {
      title: 'Cách rút tiền thắng',
      content:
        '<ol><li>Mở trung tâm thành viên và chọn <strong>Rút tiền</strong>.</li><li>Nhập số tiền và mật khẩu rút tiền.</li><li>Xác nhận; theo dõi yêu cầu trong Lịch sử tài khoản.</li></ol><p>Phần lớn lệnh rút được chi trả trong <strong>30 phút</strong>. Tên tài khoản nhận phải trùng với họ tên thật trong hồ sơ.</p>',
    },
    'install-app': {
      title: 'Cài đặt ứng dụng di động',
      content:
        '<p>Mở <a href="/down">Tải ứng dụng</a> và quét mã QR của hệ điều hành điện thoại, hoặc bấm nút tải trên điện thoại.</p><p><strong>iPhone và iPad</strong>: cài hồ sơ, rồi vào Cài đặt → Cài đặt chung → Quản lý VPN &amp; thiết bị và chọn tin cậy.</p><p><strong>Android</strong>: cho phép trình duyệt cài ứng dụng không rõ nguồn khi được hỏi, mở tệp APK đã tải và bấm Cài đặt.</p>',
    },
    terms: {
      title: 'Điều khoản và điều kiện chung',
      content:
        '<p>Khi mở tài khoản, bạn đồng ý với các điều khoản này.</p><ul><li>Bạn phải từ 21 tuổi và được phép chơi tại nơi cư trú.</li><li>Mỗi người, mỗi hộ và mỗi phương thức thanh toán chỉ một tài khoản.</li><li>Tiền thưởng kèm yêu cầu doanh cược ghi trong từng khuyến mãi; lạm dụng sẽ hủy tiền thưởng và tiền thắng.</li><li>Cược đã được chấp nhận là cuối cùng; sự cố kỹ thuật làm hủy các ván bị ảnh hưởng.</li></ul><p>Chúng tôi có thể cập nhật điều khoản; phiên bản trên trang này được áp dụng.</p>',
    },
    privacy: {
      title: 'Chính sách bảo mật',
      content:
        '<p>Chúng tôi chỉ thu thập những gì cần để vận hành tài khoản: tên đăng nhập, thông tin liên lạc, lịch sử thanh toán và trò chơi.</p><ul><li>Dữ liệu dùng để chi trả, bảo vệ tài khoản và tuân thủ pháp luật.</li><li>Chúng tôi không bao giờ bán dữ liệu của bạn.</li><li>Mật khẩu được lưu dưới dạng băm một chiều.</li></ul><p>Để xem, sửa hoặc xóa dữ liệu, hãy liên hệ chăm sóc khách hàng.</p>',
    },
    refund: {
      title: 'Chính sách hoàn tiền',
      content:
        '<p>Khoản nạp đã bị trừ tiền nhưng chưa vào tài khoản sẽ được hoàn hoặc cộng khi kênh thanh toán xác nhận, thường trong 3 ngày làm việc.</p><ul><li>Cược đã được trò chơi thanh toán không được hoàn.</li><li>Ván bị hủy do sự cố được trả lại vào số dư.</li><li>Gửi biên lai cho chăm sóc khách hàng để bắt đầu yêu cầu.</li></ul>',
    },
    'responsible-gaming': {
      title: 'Chơi có trách nhiệm',
      content:
        '<p>Hãy chơi để giải trí, đừng chơi để kiếm tiền hay gỡ lại khoản thua.</p><ul><li>Đặt ngân sách và giới hạn thời gian trước khi chơi.</li><li>Nghỉ ngơi thường xuyên.</li><li>Yêu cầu chăm sóc khách hàng đặt hạn mức nạp, tạm nghỉ hoặc tự loại trừ: chúng tôi xử lý ngay.</li></ul><p>Người chơi phải <strong>từ 21 tuổi trở lên</strong>. Nếu cờ bạc không còn vui, hãy nói chuyện với người bạn tin tưởng hoặc tổ chức hỗ trợ tại địa phương.</p>',
    },
  },
};
