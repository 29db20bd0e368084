/**
 * The admin's not-found page (spec §2 "any path not listed shows a not-found
 * page"; issue #14 part 3): every path under the admin that is not one of its
 * pages (admin-paths.ts), e.g. /admin/x or /admin/dashboard/x, in both hosts.
 * Shows '404' and 'Oops! Page not found' in the admin's language, a link back
 * to the admin's sign-in page and, where the host has a public site (the
 * site's /admin), 'Return to Home' to its home page in that language. The
 * unknown path goes to console.error as on the site.
 */
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { Link, useLocation } from "react-router-dom";
import { useAdminHost } from "../auth/admin-context";
import { useAdminI18n } from "../i18n";

/** The page for an unknown admin path; rendered by the catch-all route of AdminRoutes. */
export function AdminNotFoundPage() {
  const { pathname } = useLocation();
  const { t, language } = useAdminI18n();
  const host = useAdminHost();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <Stack align="center" ta="center" gap="md" py={80} px="md" data-testid="admin-not-found">
      <Title order={1} size="4rem">
        404
      </Title>
      <Text size="xl">{t("notFound.text")}</Text>
      <Group justify="center" gap="sm">
        {host.siteHome && (
          <Button component={Link} to={host.siteHome(language)}>
            {t("notFound.home")}
          </Button>
        )}
        {/* ".." from the catch-all route: the admin's index (its sign-in page), wherever the host mounts it. */}
        <Button component={Link} to=".." relative="route" variant={host.siteHome ? "outline" : "filled"}>
          {t("notFound.admin")}
        </Button>
      </Group>
    </Stack>
  );
}
