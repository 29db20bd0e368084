/**
 * The /admin/dashboard page (spec §2 Admin dashboard, §6 Roles): header,
 * counts and the five tabs, plus the News tab of issue #26 (after
 * Documentation) and the Enquiries card and tab of issue #9 (after the
 * spec's five; white-papers stays the default), and the recent activity
 * of issue #12 (which also releases the files of auto-purged items once);
 * the Site settings tab of issue #30 (last);
 * under the title, the public site's status (issue #27, SiteStatusPanel).
 * Each part loads its own server state through react-query (issue #25); a
 * save anywhere invalidates what it changed, so nothing is passed up here.
 */
import { Badge, Button, Container, Group, Stack, Tabs, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useAdminHost, useAuth } from "../auth/admin-context";
import { RequireAuth, StatusScreen } from "../auth/require-auth";
import { CatalogTab } from "../catalog/catalog-tab";
import { caseStudyContent } from "../content/case-study-fields";
import { ContentTab } from "../content/content-tab";
import { documentationContent } from "../content/documentation-fields";
import { newsContent } from "../content/news-fields";
import { countsQuery } from "../data/queries";
import { useAdminI18n } from "../i18n";
import { EnquiriesTab } from "../enquiries/enquiries-tab";
import { useEnquiryInbox } from "../enquiries/use-enquiry-inbox";
import { videoContent } from "../content/video-fields";
import { whitePaperContent } from "../content/white-paper-fields";
import { AccessDenied } from "../sign-in/access-denied";
import { WHOLE_BADGE } from "../ui/whole-badge";
import { releasePurgedFilesOnce } from "../../data/purged-files";
import { CountCards, type EnquiryCounts } from "./count-cards";
import { RecentActivity } from "./recent-activity";
import { SiteStatusPanel } from "../site-status/site-status";
import { SiteSettingsTab } from "../site-settings/site-settings-tab";
import { usePermissions } from "../auth/permissions";
import { needsCodeStep } from "../../data/mfa";
import { Navigate } from "react-router-dom";
import { MfaRequiredBanner } from "../mfa/mfa-banner";
import { TwoFactorModal } from "../mfa/two-factor-modal";
import { ReviewRequests } from "../review/review-requests";
import type { EditorialTable } from "../../types/domain";
import { TeamNavLink } from "../team/team-page";

/** Guarded dashboard: 'Loading...' then sign-in redirect, 'Verifying admin access...', Access Denied, or the dashboard. */
export function DashboardPage() {
  return (
    <RequireAuth>
      <AdminOnly />
    </RequireAuth>
  );
}

function AdminOnly() {
  const access = useAuth((s) => s.access);
  const aal = useAuth((s) => s.aal);
  const { t } = useAdminI18n();
  // The code step (issue #29) is on the sign-in page: an aal1 session with a verified app goes there first.
  if (access === "admin" && needsCodeStep(aal)) return <Navigate to=".." replace />;
  if (access === "admin") return <Dashboard />;
  if (access === "not-admin") return <AccessDenied />;
  return <StatusScreen text={t("status.verifying")} />;
}

function Dashboard() {
  const { client, notify } = useAdminHost();
  const email = useAuth((s) => s.user?.email ?? "");
  const isAdmin = useAuth((s) => s.isAdmin);
  const role = useAuth((s) => s.role);
  const signOut = useAuth((s) => s.signOut);
  const [signingOut, setSigningOut] = useState(false);
  const { t } = useAdminI18n();
  // Issue #29: each role sees what it may do (auth/permissions.ts); the Two-factor sign-in dialog;
  // a review request's Open switches to its tab and opens the item there.
  const can = usePermissions();
  const [twoFactorOpen, setTwoFactorOpen] = useState(false);
  const [tab, setTab] = useState<string | null>("white-papers");
  const [openItem, setOpenItem] = useState<{ table: EditorialTable; id: string } | null>(null);
  const openFor = (table: EditorialTable) => (openItem?.table === table ? openItem.id : null);
  const clearOpenItem = useCallback(() => setOpenItem(null), []);

  // Counts load for a team member; a failure is only logged, the cards show '–' (spec §2, §8).
  const counts = useQuery({ ...countsQuery(client), enabled: role !== null }).data ?? null;

  // Files of items the 30-day trash purge deleted: released once per session, quietly (issue #12).
  useEffect(() => {
    if (can.canTrash) void releasePurgedFilesOnce(client);
  }, [client, can.canTrash]);

  // One inbox for the Enquiries card, the tab and the new-enquiry poll (issue #9).
  const inbox = useEnquiryInbox({ client, enabled: isAdmin && can.canSeeEnquiries, notify });
  const enquiryCounts = useMemo<EnquiryCounts | null>(
    () => (inbox.newCount === null ? null : { total: inbox.rows.length, new: inbox.newCount }),
    [inbox.rows.length, inbox.newCount],
  );

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1}>{t("dashboard.title")}</Title>
            <Text c="dimmed">
              {t("dashboard.signedInAs")} <strong>{email}</strong>
            </Text>
            {role && (
              <Text size="sm" c="dimmed" data-testid="staff-role">
                {t("roles.yourRole", { role: t(`roles.${role}`) })}
              </Text>
            )}
            {can.canRequestSiteBuild && <SiteStatusPanel />}
          </div>
          <Group gap="sm">
            <TeamNavLink />
            <Button variant="default" onClick={() => setTwoFactorOpen(true)}>
              {t("mfa.account")}
            </Button>
            <Button
              variant="outline"
              loading={signingOut}
              onClick={async () => {
                setSigningOut(true);
                await signOut();
                setSigningOut(false);
              }}
            >
              {t("dashboard.signOut")}
            </Button>
          </Group>
        </Group>

        <MfaRequiredBanner onOpen={() => setTwoFactorOpen(true)} />
        <TwoFactorModal opened={twoFactorOpen} onClose={() => setTwoFactorOpen(false)} />

        <CountCards counts={counts} enquiries={enquiryCounts} />

        {can.canReviewRequests && (
          <ReviewRequests
            onOpen={(table, id) => {
              setTab(table.replace("_", "-"));
              setOpenItem({ table, id });
            }}
          />
        )}

        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="white-papers">{t("tables.white_papers")}</Tabs.Tab>
            <Tabs.Tab value="case-studies">{t("tables.case_studies")}</Tabs.Tab>
            <Tabs.Tab value="videos">{t("tables.videos")}</Tabs.Tab>
            <Tabs.Tab value="documentation">{t("tables.documentation")}</Tabs.Tab>
            <Tabs.Tab value="news">{t("tables.news")}</Tabs.Tab>
            {can.canManageCatalog && <Tabs.Tab value="catalog-files">{t("tables.catalog_files")}</Tabs.Tab>}
            {can.canSeeEnquiries && (
              <Tabs.Tab
                value="enquiries"
                rightSection={
                  inbox.newCount ? (
                    <Badge
                      size="sm"
                      aria-label={t("dashboard.newCount", { count: inbox.newCount })}
                      data-testid="enquiries-new-badge"
                      style={WHOLE_BADGE}
                    >
                      {inbox.newCount}
                    </Badge>
                  ) : null
                }
              >
                {t("tables.enquiries")}
              </Tabs.Tab>
            )}
            {can.canManageSettings && <Tabs.Tab value="site-settings">{t("siteSettings.tab")}</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="white-papers" pt="md">
            <ContentTab config={whitePaperContent} openItemId={openFor("white_papers")} onOpenedItem={clearOpenItem} />
          </Tabs.Panel>
          <Tabs.Panel value="case-studies" pt="md">
            <ContentTab config={caseStudyContent} openItemId={openFor("case_studies")} onOpenedItem={clearOpenItem} />
          </Tabs.Panel>
          <Tabs.Panel value="videos" pt="md">
            <ContentTab config={videoContent} openItemId={openFor("videos")} onOpenedItem={clearOpenItem} />
          </Tabs.Panel>
          <Tabs.Panel value="documentation" pt="md">
            <ContentTab
              config={documentationContent}
              openItemId={openFor("documentation")}
              onOpenedItem={clearOpenItem}
            />
          </Tabs.Panel>
          <Tabs.Panel value="news" pt="md">
            <ContentTab config={newsContent} openItemId={openFor("news")} onOpenedItem={clearOpenItem} />
          </Tabs.Panel>
          <Tabs.Panel value="catalog-files" pt="md">
            <CatalogTab />
          </Tabs.Panel>
          <Tabs.Panel value="enquiries" pt="md">
            <EnquiriesTab inbox={inbox} />
          </Tabs.Panel>
          <Tabs.Panel value="site-settings" pt="md">
            <SiteSettingsTab />
          </Tabs.Panel>
        </Tabs>

        <RecentActivity />
      </Stack>
    </Container>
  );
}
