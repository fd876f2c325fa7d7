import { useId } from 'react';

interface TabItem<K extends string> {
  key: K;
  label: string;
}

export interface TabsProps<K extends string> {
  label: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
}

/** A small tab strip; the panel it controls is the element with id `tabPanelId(baseId)`. */
export function Tabs<K extends string>({ label, items, selected, onSelect }: TabsProps<K>) {
  const id = useId();
  return (
    <div role="tablist" aria-label={label} className="mq-auth-tabs">
      {items.map((item) => (
        <button
          key={item.key}
          id={`${id}-${item.key}`}
          type="button"
          role="tab"
          aria-selected={item.key === selected}
          tabIndex={item.key === selected ? 0 : -1}
          className={item.key === selected ? 'mq-auth-tabs__tab is-selected' : 'mq-auth-tabs__tab'}
          onClick={() => onSelect(item.key)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
