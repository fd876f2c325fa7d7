import type { HelpArticleTexts } from './help-article-texts';

export const TY: HelpArticleTexts = {
  categories: {
    about: 'Tungkol sa amin',
    account: 'Ang iyong account',
    payments: 'Deposito at withdrawal',
    app: 'Mobile app',
    policies: 'Mga tuntunin at patakaran',
  },
  articles: {
    about: {
      title: 'Tungkol sa Marquee Demo',
      content:
        '<p>Ang Marquee Demo ay isang online na libangan na may slots, live casino, fishing, card rooms, sports, esports at lotto sa iisang account.</p><ul><li>Iisang wallet para sa lahat ng laro at provider.</li><li>Deposito at withdrawal anumang oras.</li><li>Customer service sa anim na wika, 24 oras bawat araw.</li></ul><p>Ang aming mga laro ay mula sa mga lisensyadong studio na sinusuri ang pagiging patas. Ang mga manlalaro ay dapat <strong>21 taong gulang pataas</strong>.</p>',
    },
    contact: {
      title: 'Makipag-ugnayan sa amin',
      content:
        '<p>Online ang aming customer service <strong>24 oras bawat araw, 7 araw bawat linggo</strong>.</p><ul><li><strong>Live chat</strong>: pindutin ang Customer service sa itaas ng anumang pahina.</li><li><strong>Feedback</strong>: magpadala ng tanong o screenshot sa feedback form; makikita ang sagot sa Aking feedback.</li><li><strong>Social channels</strong>: ang mga button sa kanang bahagi ng pahina.</li></ul><p>Para sa iyong kaligtasan, hindi namin kailanman hihingin ang iyong password o verification code.</p>',
    },
    affiliates: {
      title: 'Affiliate programme',
      content:
        '<p>Kumita ng bahagi mula sa aktibidad ng mga manlalarong dinala mo. Buksan ang <a href="/join">Sumali</a> para makita ang kasalukuyang komisyon at dibidendo at para mag-apply.</p><ol><li>Punan ang aplikasyon: pangalan, paano ka makokontak, ang iyong mga channel at ilang manlalaro ang inaasahan mo.</li><li>Susuriin ito ng aming affiliate team, kadalasan sa loob ng isang araw ng trabaho.</li><li>Kapag naaprubahan, mag-sign in muli: lalabas ang agent centre sa account menu kasama ang referral link, team at ulat ng kita.</li></ol>',
    },
    register: {
      title: 'Paano magparehistro ng account',
      content:
        '<ol><li>Pindutin ang <strong>Magrehistro</strong> sa itaas ng pahina.</li><li>Pumili ng username na 6 hanggang 16 na titik at numero na nagsisimula sa titik.</li><li>Gumawa ng password at i-type itong muli para kumpirmahin.</li><li>Punan ang mga hinihinging field, kumpirmahing ikaw ay 21 pataas at tanggapin ang mga tuntunin.</li></ol><p>Naka-sign in ka agad. Kung binigyan ka ng agent ng invitation code, ilagay ito sa pagrehistro.</p>',
    },
    'account-security': {
      title: 'Pag-iingat sa iyong account',
      content:
        '<ul><li>Gumamit ng password na hindi mo ginagamit sa iba, at palitan ito sa member centre kung may hinala kang may nakaaalam.</li><li>I-verify ang iyong mobile number para ma-reset ang password sa SMS.</li><li>Kapag nag-sign in sa bagong device, maaaring humingi kami ng dagdag na beripikasyon: dito lang sa site ilagay ang code.</li><li>Huwag ibahagi ang verification code, kahit sa customer service.</li></ul>',
    },
    deposit: {
      title: 'Paano magdeposito',
      content:
        '<ol><li>Mag-sign in at pindutin ang <strong>Deposito</strong>.</li><li>Pumili ng payment channel at ilagay ang halaga.</li><li>Sundin ang mga hakbang ng channel para magbayad.</li></ol><p>Ang deposito sa e-wallet ay kadalasang pumapasok sa loob ng <strong>1 minuto</strong>, ang bank transfer sa loob ng <strong>15 minuto</strong>. Kung wala pa pagkalipas ng 30 minuto, kontakin ang customer service kasama ang resibo.</p>',
    },
    withdraw: {
      title: 'Paano i-withdraw ang iyong panalo',
      content:
        '<ol><li>Buksan ang member centre at piliin ang <strong>Withdraw</strong>.</li><li>Ilagay ang halaga at ang iyong withdrawal password.</li><li>Kumpirmahin; masusubaybayan mo ito sa Account record.</li></ol><p>Karamihan ng withdrawal ay naibabayad sa loob ng <strong>30 minuto</strong>. Ang pangalan sa tatanggap na account ay dapat tugma sa tunay na pangalan sa iyong profile.</p>',
    },
    'install-app': {
      title: 'Pag-install ng mobile app',
      content:
        '<p>Buksan ang <a href="/down">I-download ang app</a> at i-scan ang QR code ng sistema ng iyong telepono, o pindutin ang download button sa telepono.</p><p><strong>iPhone at iPad</strong>: i-install ang profile, saka buksan ang Settings → General → VPN &amp; Device Management at i-trust ito.</p><p><strong>Android</strong>: payagan ang browser na mag-install ng unknown apps kapag tinanong, saka buksan ang na-download na APK at pindutin ang Install.</p>',
    },
    terms: {
      title: 'Pangkalahatang tuntunin at kondisyon',
      content:
        '<p>Sa pagbubukas ng account, sumasang-ayon ka sa mga tuntuning ito.</p><ul><li>Dapat ay 21 pataas ka at pinapayagang maglaro kung saan ka nakatira.</li><li>Isang account bawat tao, sambahayan at paraan ng pagbabayad.</li><li>May turnover ang bonus na nakasaad sa bawat promosyon; ang pang-aabuso ay nagpapawalang-bisa sa bonus at panalo nito.</li><li>Pinal ang taya kapag tinanggap na; ang aberya ay nagpapawalang-bisa sa mga apektadong round.</li></ul><p>Maaari naming baguhin ang mga tuntunin; ang bersyon sa pahinang ito ang umiiral.</p>',
    },
    privacy: {
      title: 'Patakaran sa privacy',
      content:
        '<p>Kinokolekta lang namin ang kailangan para patakbuhin ang iyong account: username, contact details, record ng bayad at laro.</p><ul><li>Ginagamit ang data para bayaran ka, protektahan ang account at sumunod sa batas.</li><li>Hindi namin ibinebenta ang iyong data.</li><li>Ang mga password ay naka-imbak bilang one-way hash.</li></ul><p>Para makita, itama o burahin ang iyong data, kontakin ang customer service.</p>',
    },
    refund: {
      title: 'Patakaran sa refund',
      content:
        '<p>Ang depositong nakaltas pero hindi pumasok ay ibabalik o ikredito kapag kinumpirma ng payment channel, kadalasan sa loob ng 3 araw ng trabaho.</p><ul><li>Hindi nire-refund ang mga tayang na-settle na ng laro.</li><li>Ang mga round na napawalang-bisa dahil sa aberya ay ibinabalik sa balanse.</li><li>Ipadala ang resibo sa customer service para magsimula ng claim.</li></ul>',
    },
    'responsible-gaming': {
      title: 'Responsableng paglalaro',
      content:
        '<p>Maglaro para sa kasiyahan, hindi para kumita o bawiin ang natalo.</p><ul><li>Magtakda ng budget at limitasyon ng oras bago maglaro.</li><li>Magpahinga nang regular.</li><li>Humiling sa customer service ng deposit limit, cooling-off break o self-exclusion: aaksyunan namin agad.</li></ul><p>Ang mga manlalaro ay dapat <strong>21 taong gulang pataas</strong>. Kung hindi na masaya ang pagsusugal, kausapin ang taong pinagkakatiwalaan mo o isang lokal na support organisation.</p>',
    },
  },
};
