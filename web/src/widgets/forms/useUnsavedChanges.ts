import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { confirm } from '../feedback/dialogs';

export const UNSAVED_TITLE = 'Cambios sin guardar';
export const UNSAVED_MESSAGE = 'Hay cambios sin guardar en este formulario. ¿Desea salir y descartarlos?';

/**
 * Asks before discarding a form's unsaved edits: leaving it inside the app (a menu link, Back,
 * the session expiring and sending to the sign-in) waits for 'Aceptar' in a confirmation; closing
 * or reloading the tab gets the browser's own question. `dirty` is whether the form differs from
 * what was loaded or last saved; a save that navigates away should clear it first (`allowNext`).
 */
export function useUnsavedChanges(dirty: boolean): { allowNext: () => void } {
  const skip = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (skip.current) {
      skip.current = false;
      return false;
    }
    return dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search);
  });

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
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only with a return value.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return {
    allowNext: () => {
      skip.current = true;
    },
  };
}
