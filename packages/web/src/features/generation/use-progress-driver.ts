import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import type { WorkKind } from '../page';
import { progressAtom } from './generation-atoms';
import { nextProgress, PROGRESS_RESET_MS, PROGRESS_STEP_MS } from './progress';

/** Drives the progress bar from the working state: 0 on start, 100 on finish, then reset. */
export function useProgressDriver(working: WorkKind | null) {
  const setProgress = useSetAtom(progressAtom);
  const wasWorking = useRef(false);

  useEffect(() => {
    if (working) {
      wasWorking.current = true;
      setProgress(0);
      const timer = window.setInterval(() => setProgress((p) => nextProgress(p)), PROGRESS_STEP_MS);
      return () => window.clearInterval(timer);
    }
    if (!wasWorking.current) return;
    wasWorking.current = false;
    setProgress(100);
    const timer = window.setTimeout(() => setProgress(0), PROGRESS_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [working, setProgress]);
}
