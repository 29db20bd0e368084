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
import { useEffect, useMemo, useState } from "react";
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
import { TeamNavLink } from "../team/team-page";
import { SiteSettingsTab } from "../site-settings/site-settings-tab";

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
  const { t } = useAdminI18n();
  if (access === "admin") return <Dashboard />;
  if (access === "not-admin") return <AccessDenied />;
  return <StatusScreen text={t("status.verifying")} />;
}

function Dashboard() {
  const { client, notify } = useAdminHost();
  const email = useAuth((s) => s.user?.email ?? "");
  const isAdmin = useAuth((s) => s.isAdmin);
  const signOut = useAuth((s) => s.signOut);
  const [signingOut, setSigningOut] = useState(false);
  const { t } = useAdminI18n();

  // Counts load only for an admin; a failure is only logged, the cards show '–' (spec §2, §8).
  const counts = useQuery({ ...countsQuery(client), enabled: isAdmin }).data ?? null;

  // Files of items the 30-day trash purge deleted: released once per session, quietly (issue #12).
  useEffect(() => {
    if (isAdmin) void releasePurgedFilesOnce(client);
  }, [client, isAdmin]);

  // One inbox for the Enquiries card, the tab and the new-enquiry poll (issue #9).
  const inbox = useEnquiryInbox({ client, enabled: isAdmin, notify });
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
            <SiteStatusPanel />
          </div>
          <Group gap="sm">
            <TeamNavLink />
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

        <CountCards counts={counts} enquiries={enquiryCounts} />

        <Tabs defaultValue="white-papers" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="white-papers">{t("tables.white_papers")}</Tabs.Tab>
            <Tabs.Tab value="case-studies">{t("tables.case_studies")}</Tabs.Tab>
            <Tabs.Tab value="videos">{t("tables.videos")}</Tabs.Tab>
            <Tabs.Tab value="documentation">{t("tables.documentation")}</Tabs.Tab>
            <Tabs.Tab value="news">{t("tables.news")}</Tabs.Tab>
            <Tabs.Tab value="catalog-files">{t("tables.catalog_files")}</Tabs.Tab>
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
            <Tabs.Tab value="site-settings">{t("siteSettings.tab")}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="white-papers" pt="md">
            <ContentTab config={whitePaperContent} />
          </Tabs.Panel>
          <Tabs.Panel value="case-studies" pt="md">
            <ContentTab config={caseStudyContent} />
          </Tabs.Panel>
          <Tabs.Panel value="videos" pt="md">
            <ContentTab config={videoContent} />
          </Tabs.Panel>
          <Tabs.Panel value="documentation" pt="md">
            <ContentTab config={documentationContent} />
          </Tabs.Panel>
          <Tabs.Panel value="news" pt="md">
            <ContentTab config={newsContent} />
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
