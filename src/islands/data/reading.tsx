// The words every read shares (ui.yaml's `reading`), given once at an island's root so that ReadStatus
// and LoadError, wherever they sit inside it, offer Retry with the same label.
import { createContext, useContext, type ComponentType } from 'react';
import type { UiData } from '../../content.config.ts';

export type ReadingCopy = UiData['reading'];

const ReadingContext = createContext<ReadingCopy | null>(null);

export function useReadingCopy(): ReadingCopy {
  const copy = useContext(ReadingContext);
  if (!copy) throw new Error('A read status needs its island root wrapped in withReading().');
  return copy;
}

/** An island root that also takes `reading` (ui.yaml) and gives it to every read status inside it. */
export function withReading<P extends object>(Root: ComponentType<P>) {
  function WithReading({ reading, ...props }: P & { reading: ReadingCopy }) {
    return (
      <ReadingContext.Provider value={reading}>
        <Root {...(props as P)} />
      </ReadingContext.Provider>
    );
  }
  WithReading.displayName = `withReading(${Root.displayName ?? Root.name})`;
  return WithReading;
}
