import type { HelpArticleTexts } from './help-article-texts';

export const ID: HelpArticleTexts = {
  categories: {
    about: 'Tentang kami',
    account: 'Akun Anda',
    payments: 'Deposit dan penarikan',
    app: 'Aplikasi seluler',
    policies: 'Syarat dan kebijakan',
  },
  articles: {
    about: {
      title: 'Tentang Marquee Demo',
      content:
        '<p>Marquee Demo adalah situs hiburan daring dengan slot, kasino langsung, tembak ikan, ruang kartu, olahraga, esports, dan lotre dalam satu akun.</p><ul><li>Satu dompet untuk semua permainan dan penyedia.</li><li>Deposit dan penarikan sepanjang waktu.</li><li>Layanan pelanggan dalam enam bahasa, 24 jam sehari.</li></ul><p>Permainan kami berasal dari studio berlisensi yang hasilnya diuji keadilannya. Pemain harus berusia <strong>21 tahun atau lebih</strong>.</p>',
    },
    contact: {
      title: 'Hubungi kami',
      content:
        '<p>Tim layanan pelanggan kami daring <strong>24 jam sehari, 7 hari seminggu</strong>.</p><ul><li><strong>Obrolan langsung</strong>: tekan Layanan pelanggan di bagian atas halaman mana pun.</li><li><strong>Masukan</strong>: kirim pertanyaan atau tangkapan layar melalui formulir masukan; jawabannya muncul di Masukan saya.</li><li><strong>Media sosial</strong>: tombol di sisi kanan halaman.</li></ul><p>Demi keamanan Anda, kami tidak pernah meminta kata sandi atau kode verifikasi.</p>',
    },
    affiliates: {
      title: 'Program afiliasi',
      content:
        '<p>Dapatkan bagian dari aktivitas pemain yang Anda ajak. Buka <a href="/join">Bergabung</a> untuk melihat tarif komisi dan dividen saat ini serta mendaftar.</p><ol><li>Isi formulir: nama, cara menghubungi Anda, saluran Anda, dan perkiraan jumlah pemain.</li><li>Tim afiliasi meninjaunya, biasanya dalam satu hari kerja.</li><li>Setelah disetujui, masuk kembali: pusat agen muncul di menu akun dengan tautan rujukan, tim, dan laporan pendapatan.</li></ol>',
    },
    register: {
      title: 'Cara mendaftar akun',
      content:
        '<ol><li>Tekan <strong>Daftar</strong> di bagian atas halaman.</li><li>Pilih nama pengguna 6 sampai 16 huruf dan angka yang diawali huruf.</li><li>Buat kata sandi dan ketik ulang untuk mengonfirmasi.</li><li>Isi kolom yang diminta, konfirmasi usia Anda 21 tahun atau lebih, dan setujui syaratnya.</li></ol><p>Anda langsung masuk. Jika agen memberi Anda kode undangan, masukkan saat mendaftar.</p>',
    },
    'account-security': {
      title: 'Menjaga keamanan akun',
      content:
        '<ul><li>Gunakan kata sandi yang tidak Anda pakai di tempat lain, dan ubah di pusat anggota jika Anda curiga orang lain mengetahuinya.</li><li>Verifikasi nomor ponsel agar bisa mengatur ulang kata sandi lewat SMS.</li><li>Saat masuk dari perangkat baru kami mungkin meminta verifikasi tambahan: masukkan kode hanya di situs ini.</li><li>Jangan pernah membagikan kode verifikasi, termasuk kepada layanan pelanggan.</li></ul>',
    },
    deposit: {
      title: 'Cara melakukan deposit',
      content:
        '<ol><li>Masuk dan tekan <strong>Deposit</strong>.</li><li>Pilih saluran pembayaran dan masukkan jumlahnya.</li><li>Ikuti langkah saluran tersebut untuk membayar.</li></ol><p>Deposit e-wallet biasanya masuk dalam <strong>1 menit</strong>, transfer bank dalam <strong>15 menit</strong>. Jika setelah 30 menit dana belum masuk, hubungi layanan pelanggan dengan bukti pembayaran.</p>',
    },
    withdraw: {
      title: 'Cara menarik kemenangan',
      content:
        '<ol><li>Buka pusat anggota dan pilih <strong>Tarik dana</strong>.</li><li>Masukkan jumlah dan kata sandi penarikan.</li><li>Konfirmasi; pantau permintaan di Riwayat akun.</li></ol><p>Sebagian besar penarikan dibayar dalam <strong>30 menit</strong>. Nama pada rekening penerima harus sama dengan nama asli di profil Anda.</p>',
    },
    'install-app': {
      title: 'Memasang aplikasi seluler',
      content:
        '<p>Buka <a href="/down">Unduh aplikasi</a> dan pindai kode QR sistem ponsel Anda, atau tekan tombol unduh di ponsel.</p><p><strong>iPhone dan iPad</strong>: pasang profilnya, lalu buka Pengaturan → Umum → VPN &amp; Manajemen Perangkat dan percayai profil tersebut.</p><p><strong>Android</strong>: izinkan peramban memasang aplikasi tak dikenal saat diminta, lalu buka APK yang diunduh dan tekan Pasang.</p>',
    },
    terms: {
      title: 'Syarat dan ketentuan umum',
      content:
        '<p>Dengan membuka akun, Anda menyetujui syarat ini.</p><ul><li>Anda harus berusia 21 tahun atau lebih dan diizinkan bermain di tempat tinggal Anda.</li><li>Satu akun per orang, rumah tangga, dan metode pembayaran.</li><li>Bonus memiliki syarat turnover yang tertera di setiap promosi; penyalahgunaan membatalkan bonus dan kemenangannya.</li><li>Taruhan bersifat final setelah diterima; gangguan teknis membatalkan putaran yang terdampak.</li></ul><p>Kami dapat memperbarui syarat ini; versi di halaman ini yang berlaku.</p>',
    },
    privacy: {
      title: 'Kebijakan privasi',
      content:
        '<p>Kami hanya mengumpulkan yang diperlukan untuk menjalankan akun Anda: nama pengguna, kontak, riwayat pembayaran, dan permainan.</p><ul><li>Data digunakan untuk membayar Anda, melindungi akun, dan memenuhi kewajiban hukum.</li><li>Kami tidak pernah menjual data Anda.</li><li>Kata sandi disimpan sebagai hash satu arah.</li></ul><p>Untuk melihat, memperbaiki, atau menghapus data, hubungi layanan pelanggan.</p>',
    },
    refund: {
      title: 'Kebijakan pengembalian dana',
      content:
        '<p>Deposit yang sudah terpotong tetapi belum masuk akan dikembalikan atau dikreditkan setelah saluran pembayaran mengonfirmasi, biasanya dalam 3 hari kerja.</p><ul><li>Taruhan yang sudah diselesaikan permainan tidak dikembalikan.</li><li>Putaran yang batal karena gangguan dikembalikan ke saldo.</li><li>Kirim bukti pembayaran ke layanan pelanggan untuk memulai klaim.</li></ul>',
    },
    'responsible-gaming': {
      title: 'Bermain secara bertanggung jawab',
      content:
        '<p>Bermainlah untuk hiburan, bukan untuk mencari uang atau mengejar kekalahan.</p><ul><li>Tetapkan anggaran dan batas waktu sebelum bermain.</li><li>Beristirahatlah secara teratur.</li><li>Minta layanan pelanggan untuk batas deposit, jeda bermain, atau pengecualian diri: kami segera memprosesnya.</li></ul><p>Pemain harus berusia <strong>21 tahun atau lebih</strong>. Jika berjudi tidak lagi menyenangkan, bicaralah dengan orang yang Anda percaya atau lembaga bantuan setempat.</p>',
    },
  },
};
