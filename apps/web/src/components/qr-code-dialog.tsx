import { Alert, Anchor, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { qrCodeImage } from '@/lib/qr-code';

type QrCodeDialogProps = { opened: boolean; onClose: () => void; url: string; title: string };

const SIZE = 240;

/** The QR code of `url` with the address written out below it (loaded lazily by QrCodeButton). */
export function QrCodeDialog({ opened, onClose, url, title }: QrCodeDialogProps) {
  const { t } = useTranslation('resultsDashboard');
  const [image, setImage] = useState<{ url: string; src: string } | null>(null);
  const [failed, setFailed] = useState(false);
  // The modal remembers where focus was (to give it back on closing) only when `opened` changes after
  // its first render; this component first renders already asked to open, so it opens one render later.
  const [modalOpened, setModalOpened] = useState(false);
  useEffect(() => setModalOpened(opened), [opened]);

  useEffect(() => {
    let current = true;
    setFailed(false);
    qrCodeImage(url).then(
      (src) => current && setImage({ url, src }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [url]);

  const shown = image?.url === url ? image.src : null;
  return (
    <Modal
      opened={modalOpened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('print.close') }}
    >
      <Stack align="center" gap="sm">
        <Center w={SIZE} h={SIZE}>
          {shown ? (
            <img src={shown} alt={t('print.qrAlt', { url })} width={SIZE} height={SIZE} data-testid="qr-code" />
          ) : failed ? (
            <Alert color="red" variant="light">
              {t('print.qrError')}
            </Alert>
          ) : (
            <Loader aria-label={t('print.qrLoading')} />
          )}
        </Center>
        <Text size="sm" c="dimmed" ta="center">
          {t('print.qrHint')}
        </Text>
        <Anchor href={url} size="sm" ta="center" style={{ overflowWrap: 'anywhere' }}>
          {url}
        </Anchor>
      </Stack>
    </Modal>
  );
}
