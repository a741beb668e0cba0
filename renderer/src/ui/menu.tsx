/**
 * A small pop-up menu next to the button that opened it: arrow keys move, Enter chooses,
 * Escape or a click elsewhere closes and gives focus back.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { restoreFocus } from './focus';

/** One entry of a menu. */
export interface MenuItem {
  label: string;
  onSelect: () => void;
  danger?: boolean;
}

/** Props of a menu. */
export interface MenuProps {
  anchor: HTMLElement;
  items: MenuItem[];
  label: string;
  onClose: () => void;
}

/** A menu anchored to an element. */
export function Menu({ anchor, items, label, onClose }: MenuProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const box = anchor.getBoundingClientRect();

  useEffect(() => {
    ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[active]?.focus();
  }, [active]);

  useEffect(() => {
    const away = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [onClose]);

  // The anchor may not take focus itself (a list row opened with Shift+F10): then its list.
  const close = () => {
    onClose();
    restoreFocus(anchor);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') setActive((a) => (a + 1) % items.length);
    else if (event.key === 'ArrowUp') setActive((a) => (a - 1 + items.length) % items.length);
    else if (event.key === 'Escape' || event.key === 'Tab') close();
    else return;
    event.preventDefault();
  };

  return (
    <div
      ref={ref}
      className="menu"
      role="menu"
      aria-label={label}
      style={{
        top: Math.min(box.bottom, window.innerHeight - 40 * items.length - 8),
        left: Math.max(8, box.right - 180),
      }}
      onKeyDown={onKeyDown}
    >
      {items.map((item, i) => (
        <button
          key={item.label}
          type="button"
          role="menuitem"
          tabIndex={i === active ? 0 : -1}
          className={item.danger ? 'menu-item is-danger' : 'menu-item'}
          onClick={() => {
            onClose();
            item.onSelect();
            restoreFocus(anchor);
          }}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

/**
 * A toolbar button that opens a menu of `items` under it. `button` is the button's ref, for a
 * dialog opened from the menu to give focus back to (its opener, the item, is gone).
 */
export function MenuButton({
  label,
  items,
  button,
}: {
  label: string;
  items: MenuItem[];
  button: RefObject<HTMLButtonElement | null>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="small"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      {open && button.current && (
        <Menu anchor={button.current} label={label} onClose={() => setOpen(false)} items={items} />
      )}
    </>
  );
}
