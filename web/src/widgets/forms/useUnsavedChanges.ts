import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, type Blocker } from 'react-router';
import { confirm } from '../feedback/dialogs';

export const UNSAVED_TITLE = 'Cambios sin guardar';
export const UNSAVED_MESSAGE = 'Hay cambios sin guardar en este formulario. ¿Desea salir y descartarlos?';

const IDLE = { state: 'unblocked' } as Blocker;

/** The forms on screen with unsaved edits (one entry per mounted dirty form). */
const dirtyForms = new Set<symbol>();

/**
 * For changes that are not navigation (another tab of the same screen replacing the form): true
 * when no form has unsaved edits, or the user accepts to discard them.
 */
export async function confirmDiscard(): Promise<boolean> {
  if (dirtyForms.size === 0) return true;
  return confirm({ title: UNSAVED_TITLE, message: UNSAVED_MESSAGE });
}

/**
 * Asks before discarding a form's unsaved edits: leaving it inside the app (a menu link, Back,
 * the session expiring and sending to the sign-in, another tab of the screen) waits for 'Aceptar' in a confirmation; closing
 * or reloading the tab gets the browser's own question. `dirty` is whether the form differs from
 * what was loaded or last saved; a save that navigates away should clear it first (`allowNext`).
 */
export function useUnsavedChanges(dirty: boolean): { allowNext: () => void } {
  const skip = useRef(false);
  // Blocking navigation needs the app's data router; a form rendered without one (a component
  // test of the form alone) keeps the tab and browser questions. Whether there is a router never
  // changes for a mounted form, so the hook order is stable.
  const blocker = useContext(UNSAFE_DataRouterContext)
    ? // eslint-disable-next-line react-hooks/rules-of-hooks
      useBlocker(({ currentLocation, nextLocation }) => {
        if (skip.current) {
          skip.current = false;
          return false;
        }
        return dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search);
      })
    : IDLE;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let live = true;
    void confirm({ title: UNSAVED_TITLE, message: UNSAVED_MESSAGE }).then((leave) => {
      if (!live) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      live = false;
    };
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const key = Symbol('formulario');
    dirtyForms.add(key);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only with a return value.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      dirtyForms.delete(key);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);

  return {
    allowNext: () => {
      skip.current = true;
    },
  };
}
