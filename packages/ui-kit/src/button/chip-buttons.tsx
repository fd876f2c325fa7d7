export interface ChipButtonsProps<T extends string> {
  items: readonly T[];
  /** a chip's text */
  textOf: (item: T) => string;
  onPick: (item: T) => void;
  /**
   * Toggle chips: whether a chip is on (`aria-pressed`). Without it the chips are plain actions and
   * say nothing of a state.
   */
  pressed?: ((item: T) => boolean) | undefined;
  disabled?: boolean | undefined;
  /** each chip's class: the group around them is the caller's (a labelled fieldset, a row) */
  className: string;
}

/** A row of small buttons, one per item: presets, quick picks, filters. */
export function ChipButtons<T extends string>({
  items,
  textOf,
  onPick,
  pressed,
  disabled,
  className,
}: ChipButtonsProps<T>) {
  return (
    <>
      {items.map((item) => (
        <button
          key={item}
          type="button"
          className={className}
          aria-pressed={pressed?.(item)}
          disabled={disabled}
          onClick={() => onPick(item)}
        >
          {textOf(item)}
        </button>
      ))}
    </>
  );
}
