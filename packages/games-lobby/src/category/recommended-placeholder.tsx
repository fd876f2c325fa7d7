import { RECOMMENDED_COUNT } from '../config/constants';

/**
 * The recommended games' place while they load: the section's heading and as many empty cards as
 * it will show, each built of a game card's own boxes (the square icon, the name and the vendor
 * lines), so the cards take exactly this place and nothing under them moves when they arrive.
 */
export function RecommendedPlaceholder({ heading }: { heading: string }) {
  return (
    <section className="mq-recommended" aria-label={heading} aria-busy="true">
      <h2>{heading}</h2>
      <ul className="mq-recommended__list" aria-hidden="true">
        {Array.from({ length: RECOMMENDED_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: empty cards, alike but for their place
          <li key={index} className="mq-game-card mq-game-card--placeholder">
            <span className="mq-game-card__launch">
              <span className="mq-game-card__icon" />
              <span className="mq-game-card__name">&nbsp;</span>
            </span>
            <span className="mq-game-card__vendor">&nbsp;</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
