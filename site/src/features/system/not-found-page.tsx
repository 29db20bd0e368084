/** Not-found page (spec §2, §8): 'Oops! Page not found', a link home; the browser entry logs the path (lib/not-found-log.ts). */
import { Button, Container, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LocaleLink } from "../../components/layout/locale-link";

/** Shown for every path that is not a route. */
export default function NotFoundPage() {
  const { t } = useTranslation();
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
