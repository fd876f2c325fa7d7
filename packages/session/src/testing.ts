export { renderWithSession, type SessionRenderOptions } from './testing/render-with-session';
export { storyPreview } from './testing/story-preview';
export { storyDecorator } from './testing/story-providers';
export { TEST_BASE_URL, TEST_PAYLOAD_KEY, testQueryClient } from './testing/test-client';
