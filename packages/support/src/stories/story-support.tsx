import { storyDecorator } from '@marquee/session/testing';
import { appReleases, helpCentreFixture, programme } from '../test/fixtures';

/** The decorator every story uses; a story overrides answers, member and route with `parameters`. */
export const withStoryProviders = storyDecorator({
  answers: {
    '/wps/system/appDownload': { releases: appReleases },
    '/wps/system/helpCenter': (input: Record<string, unknown>) =>
      helpCentreFixture(input.language === 'VI' ? 'VI' : 'EN'),
    '/wps/agent/affiliate': { programme, application: null },
    '/wps/feedback': { minWords: 5, maxWords: 300, items: [] },
  },
});
