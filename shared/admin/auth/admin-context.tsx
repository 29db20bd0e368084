/** React context carrying the AdminHost and its auth store to every admin screen (issue #4). */
import { createContext, type ReactNode, useContext } from "react";
import { useStore } from "zustand";
import type { AdminHost } from "../host";
import type { AuthState, AuthStore } from "./auth-store";

interface AdminContextValue {
  host: AdminHost;
  store: AuthStore;
}

const AdminContext = createContext<AdminContextValue | null>(null);

/** Provides `host` and `store` to the admin screens below it. */
export function AdminProvider({ host, store, children }: AdminContextValue & { children: ReactNode }) {
  return <AdminContext.Provider value={{ host, store }}>{children}</AdminContext.Provider>;
}

function useAdminContext(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error("Admin screens must be rendered inside <AdminRoutes host={...}/>");
  return value;
}

/** The AdminHost the admin UI was mounted with. @throws Error outside AdminProvider */
export const useAdminHost = (): AdminHost => useAdminContext().host;

/** Selects from the auth store, re-rendering on change. @throws Error outside AdminProvider */
export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useStore(useAdminContext().store, selector);
}
