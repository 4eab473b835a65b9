import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconPencil, IconPercentage, IconPlus, IconTrash } from '@tabler/icons-react';
import type { InvoiceItem } from '@tms/domain/contract/club-registration';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/toast';
import { useApiErrorText } from '@/lib/api-error-text';
import { hasLink } from '@/lib/links';
import { useDeleteInvoiceItemMutation } from '../api/delete-invoice-item';
import type { AdminClubRegistration } from '../api/get-admin-club-registration';
import { formatAmount } from '@/lib/amounts';
import { DiscountModal, InvoiceItemModal } from './invoice-item-modal';

type Editing = { kind: 'item'; item: InvoiceItem | null } | { kind: 'discount'; item: InvoiceItem } | null;

/** The club's invoice items: derived ones with their discounts, the office's own with change and remove. */
export function InvoiceItemsCard({ detail }: { detail: AdminClubRegistration }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const errorText = useApiErrorText();
  const { registration } = detail;
  const { currency } = registration.finance;
  const editable = hasLink(detail, 'createInvoiceItem');
  const [editing, setEditing] = useState<Editing>(null);
  const remove = useDeleteInvoiceItemMutation(registration.id);
  const name = (item: InvoiceItem) => (locale === 'en' ? item.nameEn : item.nameCs);
  const organiser = registration.invoiceItems.find((item) => item.role === 'teamFee')?.supplierId ?? null;

  const removeItem = async (item: InvoiceItem) => {
    const answer = await openConfirmDialog({
      title: t('clubs.items.delete'),
      children: t('clubs.items.deleteConfirm', { name: name(item) }),
      confirmColor: 'red',
    });
    if (answer !== 'confirm') return;
    remove.mutate(item.id, {
      onSuccess: () => toast.success(t('clubs.items.deleted')),
      onError: (error) => toast.error(errorText(error)),
    });
  };

  return (
    <Card withBorder component="section" aria-labelledby="items-heading">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="items-heading">
            {t('clubs.items.title')}
          </Title>
          {editable ? (
            <Button
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => setEditing({ kind: 'item', item: null })}
            >
              {t('clubs.items.add')}
            </Button>
          ) : null}
        </Group>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('clubs.items.name')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('clubs.items.quantity')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('clubs.items.unitPrice')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('clubs.items.discount')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('clubs.items.total')}
                </Table.Th>
                {editable ? (
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('clubs.items.edit')}</VisuallyHidden>
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {registration.invoiceItems.map((item) => (
                <Table.Tr key={item.id} data-item-role={item.role}>
                  <Table.Th scope="row" fw={500}>
                    <Group gap={6} wrap="nowrap">
                      {name(item)}
                      {item.isSystem ? null : (
                        <Badge size="xs" variant="light">
                          {t('clubs.items.manual')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Th>
                  <Table.Td ta="right">{item.quantity}</Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    {formatAmount(item.unitPrice, currency, locale)}
                  </Table.Td>
                  <Table.Td ta="right">
                    {Number(item.discountPercent) > 0 ? `${Number(item.discountPercent)} %` : '–'}
                  </Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    {formatAmount(item.total, currency, locale)}
                  </Table.Td>
                  {editable ? (
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Tooltip label={t('clubs.items.setDiscount')}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('clubs.items.setDiscountLabel', { name: name(item) })}
                            onClick={() => setEditing({ kind: 'discount', item })}
                          >
                            <IconPercentage size={16} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        {item.isSystem ? null : (
                          <>
                            <Tooltip label={t('clubs.items.edit')}>
                              <ActionIcon
                                variant="subtle"
                                aria-label={t('clubs.items.editLabel', { name: name(item) })}
                                onClick={() => setEditing({ kind: 'item', item })}
                              >
                                <IconPencil size={16} aria-hidden />
                              </ActionIcon>
                            </Tooltip>
                            <Tooltip label={t('clubs.items.delete')}>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={t('clubs.items.deleteLabel', { name: name(item) })}
                                onClick={() => void removeItem(item)}
                              >
                                <IconTrash size={16} aria-hidden />
                              </ActionIcon>
                            </Tooltip>
                          </>
                        )}
                      </Group>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {registration.invoiceItems.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('list.empty')}
          </Text>
        ) : null}
      </Stack>
      {editing?.kind === 'item' ? (
        <InvoiceItemModal
          clubId={registration.id}
          currency={currency}
          suppliers={detail.suppliers}
          item={editing.item}
          defaultSupplierId={organiser}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {editing?.kind === 'discount' ? (
        <DiscountModal clubId={registration.id} item={editing.item} onClose={() => setEditing(null)} />
      ) : null}
    </Card>
  );
}
