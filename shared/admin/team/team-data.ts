/**
 * The Team screen's server state (issue #29) through react-query: query keys
 * under the admin's root (cleared when the signed-in user changes), the reads
 * and the mutations of shared/data/team.ts; each mutation refreshes what it
 * changed (the members, the settings, the requests and always the history).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { StaffRole } from "../../data/auth";
import { DataError } from "../../data/errors";
import {
  TEAM_ERROR_CODES,
  type TeamErrorCode,
  dismissAccessRequest,
  fetchTeamSettings,
  inviteMember,
  listAccessRequests,
  listTeamHistory,
  listTeamMembers,
  removeMember,
  setMemberRole,
  setMfaRequired,
} from "../../data/team";
import { useAdminHost } from "../auth/admin-context";
import { adminKeys } from "../data/query-keys";
import type { AdminT } from "../i18n";

/** The team's query keys (prefix `team`). */
export const teamKeys = {
  all: () => [...adminKeys.all(), "team"] as const,
  members: () => [...adminKeys.all(), "team", "members"] as const,
  settings: () => [...adminKeys.all(), "team", "settings"] as const,
  requests: () => [...adminKeys.all(), "team", "requests"] as const,
  history: () => [...adminKeys.all(), "team", "history"] as const,
  administrators: () => [...adminKeys.all(), "team", "administrators"] as const,
};

/** The translated text of a failed team call: its TeamErrorCode's message, else the generic failure. */
export function teamErrorText(t: AdminT, error: unknown): string {
  const code = error instanceof DataError ? error.code : undefined;
  const known = (TEAM_ERROR_CODES as readonly string[]).includes(code ?? "") ? (code as TeamErrorCode) : "failed";
  return t(`team.errors.${known}`);
}

/** The members (list_team_members). */
export function useTeamMembers() {
  const { client } = useAdminHost();
  return useQuery({ queryKey: teamKeys.members(), queryFn: () => listTeamMembers(client) });
}

/** The team settings (MFA requirement). */
export function useTeamSettings() {
  const { client } = useAdminHost();
  return useQuery({ queryKey: teamKeys.settings(), queryFn: () => fetchTeamSettings(client) });
}

/** The pending access requests. */
export function useAccessRequests() {
  const { client } = useAdminHost();
  return useQuery({ queryKey: teamKeys.requests(), queryFn: () => listAccessRequests(client) });
}

/** The newest team history lines. */
export function useTeamHistory() {
  const { client } = useAdminHost();
  return useQuery({ queryKey: teamKeys.history(), queryFn: () => listTeamHistory(client) });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return (...keys: (readonly unknown[])[]) =>
    Promise.all(
      [...keys, teamKeys.history()].map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
    );
}

/** Invites `{ email, role }`; refreshes the members and the requests (an invited requester's row stays until dismissed). */
export function useInviteMember() {
  const { client } = useAdminHost();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ email, role }: { email: string; role: StaffRole }) => inviteMember(client, email, role),
    onSettled: () => refresh(teamKeys.members(), teamKeys.requests()),
  });
}

/** Changes a member's role. */
export function useSetMemberRole() {
  const { client } = useAdminHost();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: StaffRole }) => setMemberRole(client, userId, role),
    onSettled: () => refresh(teamKeys.members()),
  });
}

/** Removes a member. */
export function useRemoveMember() {
  const { client } = useAdminHost();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (userId: string) => removeMember(client, userId),
    onSettled: () => refresh(teamKeys.members()),
  });
}

/** Turns the MFA requirement on or off. */
export function useSetMfaRequired() {
  const { client } = useAdminHost();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (required: boolean) => setMfaRequired(client, required),
    onSettled: () => refresh(teamKeys.settings()),
  });
}

/** Dismisses an access request. */
export function useDismissAccessRequest() {
  const { client } = useAdminHost();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => dismissAccessRequest(client, id),
    onSettled: () => refresh(teamKeys.requests()),
  });
}
