import preview from '../stories/preview';
import { LazyImage } from './lazy-image';

const pixel = (color: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="100%" height="100%" fill="${color}"/></svg>`,
  )}`;

const meta = preview.meta({
  title: 'Media/LazyImage',
  component: LazyImage,
  args: {
    src: pixel('#4338ca'),
    alt: 'Game thumbnail',
    width: 320,
    height: 180,
    priority: false,
    fallbackSrc: pixel('#9ca3af'),
  },
});

export const Default = meta.story();
export const Priority = meta.story({ args: { priority: true, alt: 'Jackpot banner' } });
export const BrokenWithFallback = meta.story({
  args: { src: '/missing-image.jpg', alt: 'Missing game thumbnail' },
});
