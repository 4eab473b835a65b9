import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotSource } from './competition-lookup';

type OrdinalKey = 'one' | 'two' | 'few' | 'other';
const ORDINAL_KEYS: ReadonlySet<string> = new Set(['one', 'two', 'few', 'other']);

/** '2nd' in English, '2.' in Czech: the ordinal category comes from Intl, the pattern from the locale file. */
export function useOrdinal() {
  const { t, i18n } = useTranslation('resultsDashboard');
  const locale = i18n.resolvedLanguage ?? 'cs';
  return useCallback(
    (n: number) => {
      const category = new Intl.PluralRules(locale, { type: 'ordinal' }).select(n);
      const key: OrdinalKey = ORDINAL_KEYS.has(category) ? (category as OrdinalKey) : 'other';
      return t(`ordinal.${key}`, { n });
    },
    [t, locale],
  );
}

/** 'Winner of group MA-A', '2nd of group MA-B', 'Loser of MA-PA-SF1'. */
export function useSlotSourceText() {
  const { t } = useTranslation('resultsDashboard');
  const ordinal = useOrdinal();
  return useCallback(
    (source: SlotSource | null): string => {
      if (!source) return t('slot.unknown');
      if (source.kind === 'winner') {
        return source.knockout
          ? t('slot.winnerOfMatch', { group: source.groupLabel })
          : t('slot.winnerOfGroup', { group: source.groupLabel });
      }
      if (source.kind === 'loser') return t('slot.loserOfMatch', { group: source.groupLabel });
      return t('slot.rankOfGroup', { rank: ordinal(source.rank), group: source.groupLabel });
    },
    [t, ordinal],
  );
}
