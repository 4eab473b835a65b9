import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { TeamCategory } from '@tms/domain/contract/enums';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryBornText } from '@/lib/category-born';
import { useEditionPath } from '@/lib/edition';

type CategoryTilesProps = {
  categories: readonly TeamCategory[];
  teamsByCategory: ReadonlyMap<string, number>;
  /** Tiles link to the category pages only while results are public. */
  linked: boolean;
};

export function categoryPath(code: string): string {
  return `/results/team-category/${encodeURIComponent(code)}`;
}

/** One tile per category: code, birth years and number of teams, leading to the category detail. */
export function CategoryTiles({ categories, teamsByCategory, linked }: CategoryTilesProps) {
  const href = useEditionPath();
  const { t } = useTranslation('resultsDashboard');
  if (categories.length === 0) return <Text c="dimmed">{t('categoryTiles.empty')}</Text>;
  return (
    <SimpleGrid component="ul" cols={{ base: 2, xs: 3, md: 5 }} spacing="sm" p={0} m={0} data-testid="category-tiles">
      {categories.map((category) => {
        const content = (
          <>
            <Text fz={{ base: 26, sm: 30 }} fw={800} lh={1.1} c="brand.8">
              {category.code}
            </Text>
            <Text size="sm" c="dimmed">
              {categoryBornText(category, t)}
            </Text>
            <Text size="sm" fw={600} mt={4}>
              {t('categoryTiles.teams', { count: teamsByCategory.get(category.code) ?? 0 })}
            </Text>
          </>
        );
        return (
          <Paper key={category.id} component="li" withBorder radius="md" style={{ listStyle: 'none' }}>
            {linked ? (
              <UnstyledButton
                component={Link}
                to={href(categoryPath(category.code))}
                display="block"
                p="md"
                w="100%"
                h="100%"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              >
                {content}
              </UnstyledButton>
            ) : (
              <div style={{ padding: 'var(--mantine-spacing-md)' }}>{content}</div>
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
