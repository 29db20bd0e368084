/**
 * One Escape, one modal (issue #25): Escape closes the admin modal opened
 * last, and nothing else.
 *
 * Mantine's Modal listens for Escape on the window, one listener per modal,
 * each deciding alone from its own `opened` / `closeOnEscape`. In a browser
 * the microtasks run after each listener of a real keypress, and React
 * commits a keydown's update there, so the listeners after the first one see
 * what it changed: the content dialog's opened the discard question and the
 * question's own listener, next, saw it open and closed it (it flashed for its
 * exit transition; drafts.spec only caught it in time when the machine was
 * not busy). A modal opened from inside a dialog after the dialog's listener
 * was registered (the history's restore question) was also closed together
 * with the dialog around it.
 *
 * Here the admin's modals leave Escape to one window listener, which calls
 * the onClose of the open modal on top (the last one opened) once per
 * keypress. It ignores a key that is composing text (an IME's Escape) and a
 * key meant for an open Mantine dropdown (Select, Menu: their target carries
 * `data-mantine-stop-propagation`), as Mantine's own modal does. (Mantine's
 * Modal.Stack shares Escape in a similar way but also hides every modal below
 * the top one, which the dialogs here must keep showing.)
 */
import { Modal, type ModalProps } from "@mantine/core";
import { useEffect, useRef } from "react";

/** The open layers, oldest first; each calls its modal's latest onClose. */
const layers: { close: () => void }[] = [];

/** The single Escape listener (window, capture phase, as Mantine's), present while a layer is open. */
function onWindowKeyDown(event: KeyboardEvent): void {
  if (event.key !== "Escape" || event.isComposing) return;
  const target = event.target;
  if (target instanceof Element && target.getAttribute("data-mantine-stop-propagation") === "true") return;
  layers.at(-1)?.close();
}

/**
 * While `active`, Escape calls `onEscape` when this is the top layer (the
 * last one activated that is still active), and no other layer's.
 */
export function useEscapeLayer(active: boolean, onEscape: () => void): void {
  const latest = useRef(onEscape);
  latest.current = onEscape;
  useEffect(() => {
    if (!active) return;
    const layer = { close: () => latest.current() };
    layers.push(layer);
    if (layers.length === 1) window.addEventListener("keydown", onWindowKeyDown, true);
    return () => {
      layers.splice(layers.indexOf(layer), 1);
      if (layers.length === 0) window.removeEventListener("keydown", onWindowKeyDown, true);
    };
  }, [active]);
}

/** Mantine's Modal with Escape through useEscapeLayer: `closeOnEscape` (default true) as Mantine's. */
export function AdminModal({ closeOnEscape = true, ...props }: ModalProps) {
  useEscapeLayer(props.opened && closeOnEscape, props.onClose);
  return <Modal {...props} closeOnEscape={false} />;
}
