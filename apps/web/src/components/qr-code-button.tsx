import { Button, type ButtonProps } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog and the QR library load on the first click: a visitor who never asks pays nothing.
const QrCodeDialog = lazy(() => import('./qr-code-dialog').then((m) => ({ default: m.QrCodeDialog })));

type QrCodeButtonProps = Omit<ButtonProps, 'component' | 'onClick'> & {
  /** The absolute address the code leads to (`absolutePageUrl`). */
  url: string;
  /** The dialog's heading: what the code opens, e.g. the hall's name. */
  title: string;
};

/** "Show QR code": the address of a page as a code a phone can take from the screen. */
export function QrCodeButton({ url, title, ...props }: QrCodeButtonProps) {
  const { t } = useTranslation('resultsDashboard');
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconQrcode size={18} aria-hidden />}
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpened(true);
        }}
        {...props}
      >
        {t('print.showQr')}
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <QrCodeDialog opened={opened} onClose={() => setOpened(false)} url={url} title={title} />
        </Suspense>
      )}
    </>
  );
}
