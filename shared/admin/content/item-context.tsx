/**
 * Which content item an open dialog shows, for the parts inside it that need
 * the item but are not handed it by the dialog (issue #25): the conflict
 * message reads the item's latest change ("you changed this in another
 * window or tab"), and the History's "Restore this version" asks the tab to
 * reopen the dialog on the restored version. The content tab provides it
 * around its dialog, so the dialog's own props stay as they are.
 */
import { createContext, type ReactNode, useContext } from "react";
import type { EditorialTable } from "../../types/domain";

/** The item of the open dialog and what to do after one of its versions was restored. */
export interface ContentItemContextValue {
  table: EditorialTable;
  /** The item's id (a new item's id before it is stored). */
  id: string;
  /** Called with the stored row after "Restore this version" wrote it: the dialog reopens on it. */
  onRestored?: (row: object) => void;
  /** Whether the dialog was just reopened after a restore (its History then starts open). */
  afterRestore?: boolean;
}

const ContentItemContext = createContext<ContentItemContextValue | null>(null);

/** Provides the open dialog's item to ConflictMessage and ItemHistory inside it. */
export function ContentItemProvider({ children, ...value }: ContentItemContextValue & { children: ReactNode }) {
  return <ContentItemContext.Provider value={value}>{children}</ContentItemContext.Provider>;
}

/** The open dialog's item, or null outside a ContentItemProvider (tests rendering a part alone). */
export const useContentItem = (): ContentItemContextValue | null => useContext(ContentItemContext);
