interface FilterChip {
  value: string;
  label: string;
}

export interface FilterChipsProps {
  label: string;
  chips: readonly FilterChip[];
  selected: string;
  onSelect: (value: string) => void;
}

/** A row of toggle buttons, exactly one pressed (vendor tabs, game-type filters). */
export function FilterChips({ label, chips, selected, onSelect }: FilterChipsProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons, not a form fieldset
    <div role="group" aria-label={label} className="mq-chips">
      {chips.map((chip) => (
        <button
          key={chip.value}
          type="button"
          className="mq-chip"
          aria-pressed={chip.value === selected}
          onClick={() => onSelect(chip.value)}
        >
          {chip.label}
        </button>
      ))}
    </div>
  );
}
