import { Title, type TitleProps } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useTournamentYear } from '@/api/use-tournament-year';
import { TOURNAMENT } from '@/lib/tournament';

/** Sets the browser tab title for the current page. */
export function useDocumentTitle(page: string | null): void {
  const { t } = useTranslation('core');
  const year = useTournamentYear() ?? '';
  const full = (
    page
      ? t('app.documentTitle', { page, name: TOURNAMENT.name, year })
      : t('app.titleWithYear', { name: TOURNAMENT.name, year })
  ).trim();
  useEffect(() => {
    document.title = full;
  }, [full]);
}

type PageTitleProps = Omit<TitleProps, 'children'> & {
  children: string;
  /** Tab title when it should differ from the heading. */
  documentTitle?: string | null;
};

/** The page's h1, also used as the document title. */
export function PageTitle({ children, documentTitle, order = 1, ...props }: PageTitleProps) {
  useDocumentTitle(documentTitle === undefined ? children : documentTitle);
  return (
    <Title order={order} {...props}>
      {children}
    </Title>
  );
}
