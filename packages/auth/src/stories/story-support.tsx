import { storyDecorator } from '@marquee/session/testing';
import { balance, countries, member, registerRules } from '../test/fixtures';

/** The decorator every story uses; a story overrides answers, member and route with `parameters`. */
export const withStoryProviders = storyDecorator({
  answers: {
    '/wps/session/social/providers': [],
    '/wps/system/countries': countries,
    '/wps/system/setting/register': registerRules,
    '/wps/member/info': member,
    '/wps/member/avatar': { avatarUrl: null },
    '/wps/member/info/icon': { iconUrl: null },
    '/wps/v2/wallets/balance': balance,
    '/wps/captcha': { captchaId: 'story', image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
  },
});
