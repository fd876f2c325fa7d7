import type { HelpArticleTexts } from './help-article-texts';

export const CN: HelpArticleTexts = {
  categories: {
    about: '关于我们',
    account: '您的账户',
    payments: '存款与取款',
    app: '手机应用',
    policies: '条款与政策',
  },
  articles: {
    about: {
      title: '关于 Marquee Demo',
      content:
        '<p>Marquee Demo 是一个在线娱乐网站，一个账户即可畅玩老虎机、真人娱乐场、捕鱼、棋牌、体育、电竞和彩票。</p><ul><li>所有游戏和厂商共用一个钱包。</li><li>全天候存款和取款。</li><li>六种语言的客服，每天 24 小时在线。</li></ul><p>游戏来自持牌工作室，结果经过公平性检测。玩家须年满 <strong>21 岁</strong>。</p>',
    },
    contact: {
      title: '联系我们',
      content:
        '<p>客服团队 <strong>每周 7 天、每天 24 小时</strong> 在线。</p><ul><li><strong>在线客服</strong>：点击任何页面顶部的“客服”。</li><li><strong>意见反馈</strong>：通过反馈表单提交问题或截图，回复显示在“我的反馈”中。</li><li><strong>社交渠道</strong>：页面右侧的按钮。</li></ul><p>为了您的安全，我们绝不会索要您的密码或验证码。</p>',
    },
    affiliates: {
      title: '代理合作计划',
      content:
        '<p>从您带来的玩家活动中获得分成。打开 <a href="/join">加入我们</a> 查看当前佣金和分红比例并提交申请。</p><ol><li>填写申请：姓名、联系方式、推广渠道和预计玩家人数。</li><li>代理团队通常在一个工作日内审核。</li><li>审核通过后重新登录：账户菜单中会出现代理中心，包含推广链接、团队和收入报表。</li></ol>',
    },
    register: {
      title: '如何注册账户',
      content:
        '<ol><li>点击页面顶部的 <strong>注册</strong>。</li><li>设置 6 至 16 位、以字母开头的字母和数字用户名。</li><li>设置密码并再次输入确认。</li><li>填写表单要求的信息，确认您已年满 21 岁并同意条款。</li></ol><p>注册后立即登录。如果代理给了您邀请码，请在注册时填写。</p>',
    },
    'account-security': {
      title: '保护您的账户安全',
      content:
        '<ul><li>使用在其他地方没用过的密码；如怀疑泄露，请在会员中心修改。</li><li>验证手机号码，以便通过短信重置密码。</li><li>在新设备登录时我们可能要求额外验证：只在本网站输入验证码。</li><li>切勿向任何人（包括客服）透露验证码。</li></ul>',
    },
    deposit: {
      title: '如何存款',
      content:
        '<ol><li>登录后点击 <strong>存款</strong>。</li><li>选择支付渠道并输入金额。</li><li>按照渠道的步骤完成支付。</li></ol><p>电子钱包存款通常 <strong>1 分钟</strong> 内到账，银行转账 <strong>15 分钟</strong> 内到账。30 分钟后仍未到账，请携带付款凭证联系客服。</p>',
    },
    withdraw: {
      title: '如何提取奖金',
      content:
        '<ol><li>打开会员中心，选择 <strong>取款</strong>。</li><li>输入金额和取款密码。</li><li>确认后可在“账户记录”中跟踪申请。</li></ol><p>大多数取款在 <strong>30 分钟</strong> 内到账。收款账户姓名须与资料中的真实姓名一致。</p>',
    },
    'install-app': {
      title: '安装手机应用',
      content:
        '<p>打开 <a href="/down">应用下载</a>，扫描对应手机系统的二维码，或在手机上直接点击下载按钮。</p><p><strong>iPhone 和 iPad</strong>：安装描述文件，然后打开 设置 → 通用 → VPN 与设备管理 并信任它。</p><p><strong>安卓</strong>：按提示允许浏览器安装未知应用，然后打开下载的 APK 并点击安装。</p>',
    },
    terms: {
      title: '一般条款与条件',
      content:
        '<p>开设账户即表示您同意以下条款。</p><ul><li>您须年满 21 岁，并且当地法律允许参与游戏。</li><li>每人、每户、每种支付方式仅限一个账户。</li><li>奖金须完成各活动注明的流水；滥用将取消奖金及其盈利。</li><li>注单一经接受即为最终；系统故障将使受影响的局数作废。</li></ul><p>我们可能更新本条款，以本页面的版本为准。</p>',
    },
    privacy: {
      title: '隐私政策',
      content:
        '<p>我们只收集运营账户所需的信息：用户名、联系方式、支付记录和游戏记录。</p><ul><li>数据用于向您付款、保护账户和履行法律义务。</li><li>我们绝不出售您的数据。</li><li>密码以单向哈希方式存储。</li></ul><p>如需查看、更正或删除数据，请联系客服。</p>',
    },
    refund: {
      title: '退款政策',
      content:
        '<p>已扣款但未到账的存款，在支付渠道确认后退回或入账，通常在 3 个工作日内完成。</p><ul><li>游戏已结算的注单不予退款。</li><li>因故障作废的局数将退回余额。</li><li>将付款凭证发送给客服即可开始申请。</li></ul>',
    },
    'responsible-gaming': {
      title: '理性博彩',
      content:
        '<p>为娱乐而玩，切勿为赚钱或追回损失而玩。</p><ul><li>游戏前设定预算和时间限制。</li><li>定期休息。</li><li>可联系客服设置存款限额、冷静期或自我禁止，我们会立即处理。</li></ul><p>玩家须年满 <strong>21 岁</strong>。如果博彩不再有趣，请与信任的人或当地援助机构交谈。</p>',
    },
  },
};
