// A page whose parts load their data apart draws each part as its answer arrives, and a
// part drawn above another pushes it down: a layout shift (the Discover page's was 0.17).
// RevealTogether keeps such parts hidden behind one loading state until every part's first
// answer has arrived, then shows them at once. The parts stay mounted while hidden, so
// their requests run side by side.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/** Holds the reveal back; returns the function that lets go. */
type Hold = () => () => void;

const HoldContext = createContext<Hold | null>(null);

/** How long the parts may keep the others waiting: after it, they show as they are. */
const LONGEST_WAIT_MS = 5000;

/**
 * Shows `loading` until every part inside that loads data with useApiResource has had its
 * first answer, then all of it at once. Later loads (a reload, the next page) do not hide
 * it again.
 */
export function RevealTogether({ loading, children }: { loading: ReactNode; children: ReactNode }) {
  const pending = useRef(0);
  const [revealed, setRevealed] = useState(false);
  // Bumped when a part lets go. Whether anything is still pending is decided after the
  // commit: a part that lets go can mount another that loads (a list, then its items).
  const [letGo, setLetGo] = useState(0);

  const hold = useCallback<Hold>(() => {
    pending.current += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      pending.current -= 1;
      setLetGo((n) => n + 1);
    };
  }, []);

  useLayoutEffect(() => {
    if (!revealed && pending.current === 0) setRevealed(true);
  }, [letGo, revealed]);

  useEffect(() => {
    if (revealed) return undefined;
    const timer = setTimeout(() => setRevealed(true), LONGEST_WAIT_MS);
    return () => clearTimeout(timer);
  }, [revealed]);

  return (
    <HoldContext.Provider value={revealed ? null : hold}>
      {!revealed && loading}
      {/* Once shown, the wrapper leaves the parts' layout as if it were not there. */}
      <div hidden={!revealed} style={revealed ? { display: 'contents' } : undefined}>
        {children}
      </div>
    </HoldContext.Provider>
  );
}

/** Keeps the surrounding RevealTogether (if any) hidden while `loading` (useApiResource's). */
export function useRevealHold(loading: boolean): void {
  const hold = useContext(HoldContext);
  useLayoutEffect(() => (hold && loading ? hold() : undefined), [hold, loading]);
}
