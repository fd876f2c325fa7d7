import type { HelpArticleTexts } from './help-article-texts';

export const EN: HelpArticleTexts = {
  categories: {
    about: 'About us',
    account: 'Your account',
    payments: 'Deposits and withdrawals',
    app: 'Mobile app',
    policies: 'Terms and policies',
  },
  articles: {
    about: {
      title: 'About Marquee Demo',
      content:
        '<p>Marquee Demo is an online entertainment site with slot games, live casino, fishing, card rooms, sports, esports and lottery draws in one account.</p><ul><li>One wallet for every game and vendor.</li><li>Deposits and withdrawals around the clock.</li><li>Customer service in six languages, 24 hours a day.</li></ul><p>Our games come from licensed studios whose results are tested for fairness. Players must be <strong>21 or older</strong>.</p>',
    },
    contact: {
      title: 'Contact us',
      content:
        '<p>Our customer service team is online <strong>24 hours a day, 7 days a week</strong>.</p><ul><li><strong>Live chat</strong>: press Customer service at the top of any page.</li><li><strong>Feedback</strong>: send a question or a screenshot from the feedback form; the answer appears under My feedback.</li><li><strong>Social channels</strong>: the buttons on the right side of the page.</li></ul><p>For your safety we never ask for your password or a verification code.</p>',
    },
    affiliates: {
      title: 'Affiliate programme',
      content:
        '<p>Earn a share of the activity of the players you bring. Open <a href="/join">Join us</a> to see the current commission and dividend rates and to apply.</p><ol><li>Fill in the application: your name, how we can reach you, your channels and how many players you expect.</li><li>Our affiliate team reviews it, usually within one working day.</li><li>Once approved, sign in again: the agent centre appears in your account menu with your referral link, team and income reports.</li></ol>',
    },
    register: {
      title: 'How to register an account',
      content:
        '<ol><li>Press <strong>Register</strong> at the top of the page.</li><li>Choose a username of 6 to 16 letters and digits that starts with a letter.</li><li>Set a password and type it again to confirm it.</li><li>Fill in the fields the form asks for, confirm you are 21 or older and accept the terms.</li></ol><p>You are signed in straight away. If an agent gave you an invitation code, enter it when you register.</p>',
    },
    'account-security': {
      title: 'Keeping your account secure',
      content:
        '<ul><li>Use a password you use nowhere else, and change it in the member centre if you think someone knows it.</li><li>Verify your mobile number so you can reset your password by SMS.</li><li>When you sign in from a new device we may ask for an extra verification: only ever enter the code on this site.</li><li>Never share verification codes, not even with customer service.</li></ul>',
    },
    deposit: {
      title: 'How to make a deposit',
      content:
        "<ol><li>Sign in and press <strong>Deposit</strong>.</li><li>Choose a payment channel and enter the amount.</li><li>Follow the channel's steps to pay.</li></ol><p>E-wallet deposits are usually credited within <strong>1 minute</strong>, bank transfers within <strong>15 minutes</strong>. If a deposit has not arrived after 30 minutes, contact customer service with the payment receipt.</p>",
    },
    withdraw: {
      title: 'How to withdraw your winnings',
      content:
        '<ol><li>Open the member centre and choose <strong>Withdraw</strong>.</li><li>Enter the amount and your withdrawal password.</li><li>Confirm; you can follow the request under Account record.</li></ol><p>Most withdrawals are paid within <strong>30 minutes</strong>. The name on the receiving account must match the real name on your profile.</p>',
    },
    'install-app': {
      title: 'Installing the mobile app',
      content:
        '<p>Open <a href="/down">App download</a> and scan the QR code of your phone\'s system, or press the download button on your phone.</p><p><strong>iPhone and iPad</strong>: install the profile, then open Settings → General → VPN &amp; Device Management and trust it.</p><p><strong>Android</strong>: allow your browser to install unknown apps when asked, then open the downloaded APK and press Install.</p>',
    },
    terms: {
      title: 'General terms and conditions',
      content:
        '<p>By opening an account you agree to these terms.</p><ul><li>You must be 21 or older and allowed to play where you live.</li><li>One account per person, household and payment method.</li><li>Bonuses carry the turnover shown in each promotion; abuse voids the bonus and its winnings.</li><li>Bets are final once accepted; a malfunction voids the affected rounds.</li></ul><p>We may update these terms; the version on this page applies.</p>',
    },
    privacy: {
      title: 'Privacy policy',
      content:
        '<p>We collect only what we need to run your account: your username, contact details, payment records and game history.</p><ul><li>Your data is used to pay you, protect your account and meet legal duties.</li><li>We never sell your data.</li><li>Passwords are stored as one-way hashes.</li></ul><p>To see, correct or delete your data, contact customer service.</p>',
    },
    refund: {
      title: 'Refund policy',
      content:
        '<p>A deposit that was charged but not credited is refunded or credited once the payment channel confirms it, usually within 3 working days.</p><ul><li>Bets settled by a game are not refunded.</li><li>Rounds voided by a malfunction are returned to your balance.</li><li>Send the payment receipt to customer service to start a claim.</li></ul>',
    },
    'responsible-gaming': {
      title: 'Responsible gaming',
      content:
        '<p>Play for fun, never to earn money or win back losses.</p><ul><li>Set a budget and a time limit before you play.</li><li>Take regular breaks.</li><li>Ask customer service for a deposit limit, a cooling-off break or self-exclusion: we act on it straight away.</li></ul><p>Players must be <strong>21 or older</strong>. If gambling stops being fun, talk to someone you trust or a local support organisation.</p>',
    },
  },
};
