import { Button, type ButtonProps } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type PrintLinkProps = Omit<ButtonProps, 'component'> & {
  /** A document address of `printPaths` (`@/api/print-paths`). */
  href: string;
  children: ReactNode;
  'data-testid'?: string;
};

/**
 * A printed document (PDF) as a plain download link: a real `<a href download>`, so it works with the
 * keyboard, opens in a new tab on a middle click and needs no script; the server names the file.
 */
export function PrintLink({ href, children, ...props }: PrintLinkProps) {
  return (
    <Button
      component="a"
      href={href}
      download
      variant="light"
      leftSection={<IconPrinter size={18} aria-hidden />}
      {...props}
    >
      {children}
    </Button>
  );
}
