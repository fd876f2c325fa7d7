import { useEffect, useRef, useState } from 'react';

interface OpenModal {
  order: number;
  escape: () => void;
}

// One listener on the document for every open modal, so Escape closes the top-most one wherever
// focus is (on <body> after an async open, or on something the content removed).
const openModals = new Set<OpenModal>();
let opened = 0;

function topMost(): OpenModal | undefined {
  let top: OpenModal | undefined;
  for (const modal of openModals) if (!top || modal.order > top.order) top = modal;
  return top;
}

function handleKeyDown(event: KeyboardEvent) {
  // a control inside that used Escape for itself (a list it closed) stopped or prevented it
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  topMost()?.escape();
}

/**
 * Calls `onEscape` when Escape is pressed and this modal is the top-most open one; with `onEscape`
 * null the modal still holds the top, so Escape closes nothing beneath it.
 */
export function useEscapeToClose(onEscape: (() => void) | null): void {
  // Numbered while rendering, where a parent comes before its children: a modal opened inside
  // another in the same commit is still above it, though its effects run first.
  const [order] = useState(() => ++opened);
  const latest = useRef(onEscape);
  useEffect(() => {
    latest.current = onEscape;
  });
  useEffect(() => {
    const modal = { order, escape: () => latest.current?.() };
    openModals.add(modal);
    if (openModals.size === 1) document.addEventListener('keydown', handleKeyDown);
    return () => {
      openModals.delete(modal);
      if (openModals.size === 0) document.removeEventListener('keydown', handleKeyDown);
    };
  }, [order]);
}
