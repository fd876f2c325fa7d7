import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { PlayerRankPage } from './player-rank-page';
import {
  NEW_MEMBER_RANK_ANSWERS,
  NO_BIRTHDAY_RANK_ANSWERS,
  RANK_ANSWERS,
  TOP_RANK_ANSWERS,
} from './vip-story-answers';

const meta = {
  title: 'Member centre/PlayerRankPage',
  component: PlayerRankPage,
  decorators: [withStoryProviders],
  parameters: { answers: RANK_ANSWERS },
} satisfies Meta<typeof PlayerRankPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const OnTheWay: Story = {};
export const NewMember: Story = { parameters: { answers: NEW_MEMBER_RANK_ANSWERS } };
export const TopLevel: Story = { parameters: { answers: TOP_RANK_ANSWERS } };
export const NoBirthdayYet: Story = { parameters: { answers: NO_BIRTHDAY_RANK_ANSWERS } };
