import { storyDecorator } from '@marquee/session/testing';
import { promotionDetail, promotionList } from '../test/fixtures';

/** The decorator every story uses; a story overrides answers, member and route with `parameters`. */
export const withStoryProviders = storyDecorator({
  answers: {
    '/wps/promotions': promotionList(),
    '/wps/promotions/detail': promotionDetail(),
  },
});
