import preview from '../stories/preview';
import { Carousel } from './carousel';

const banners = ['Welcome bonus 100%', 'Weekend jackpot', 'Daily free spins', 'Lottery draw tonight'];

function Banner({ text, index }: { text: string; index: number }) {
  return (
    <div
      style={{
        display: 'grid',
        placeItems: 'center',
        aspectRatio: '16 / 5',
        borderRadius: 'var(--mq-radius-lg)',
        background: index % 2 ? 'var(--mq-color-primary)' : 'var(--mq-color-surface-2)',
        color: index % 2 ? 'var(--mq-color-primary-contrast)' : 'var(--mq-color-text)',
        fontSize: 'var(--mq-font-size-xl)',
        fontWeight: 700,
      }}
    >
      {text}
    </div>
  );
}

const meta = preview.meta({
  title: 'Media/Carousel',
  component: Carousel,
  args: {
    label: 'Promotions',
    prevLabel: 'Previous slide',
    nextLabel: 'Next slide',
    slideLabel: (index: number, count: number) => `Slide ${index} of ${count}`,
    autoplay: true,
    autoplayDelay: 5000,
    slidesPerView: 1,
    gap: 0,
    loop: false,
    children: banners.map((text, index) => <Banner key={text} text={text} index={index} />),
  },
  argTypes: { children: { control: false }, slideLabel: { control: false } },
});

export const Banners = meta.story();

export const SingleSlide = meta.story({
  args: { children: <Banner text="Only one promotion: no controls, no autoplay" index={0} /> },
});

export const VendorStrip = meta.story({
  args: {
    label: 'Game providers',
    slidesPerView: 9,
    gap: 30,
    autoplayDelay: 3000,
    loop: true,
    children: Array.from({ length: 14 }, (_, index) => (
      <div
        // biome-ignore lint/suspicious/noArrayIndexKey: static demo content
        key={index}
        style={{
          display: 'grid',
          placeItems: 'center',
          height: 48,
          borderRadius: 'var(--mq-radius-sm)',
          background: 'var(--mq-color-surface-2)',
          fontSize: 'var(--mq-font-size-sm)',
        }}
      >
        Vendor {index + 1}
      </div>
    )),
  },
});
