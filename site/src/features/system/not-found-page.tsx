/** Not-found page (spec §2, §8): 'Oops! Page not found', a link home; the path goes to console.error. */
import { Button, Container, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { LocaleLink } from "../../components/layout/locale-link";

/** Shown for every path that is not a route. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <Container size="sm" py={96} ta="center">
      <Title order={1} size="4rem">
        404
      </Title>
      <Text size="xl" mt="md" mb="xl">
        {t("notFound.text")}
      </Text>
      <Button component={LocaleLink} to="/">
        {t("notFound.home")}
      </Button>
    </Container>
  );
}
