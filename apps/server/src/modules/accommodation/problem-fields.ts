import type { Allocation, AllocationProblem } from '@tms/domain/accommodation';
import type { FieldErrors } from '@tms/domain/errors';
import { RULE_MESSAGES_EN } from '@tms/domain/rule-keys';
import type { World } from './world';

/** Field messages naming the place, unit and night of each problem, by the allocation it is in. */
export function problemFields(
  problems: AllocationProblem[],
  allocations: readonly Allocation[],
  world: World,
): { fields: FieldErrors; message: string } {
  const placeName = (id: number) => world.placeInfo.find((p) => p.id === id)?.name ?? String(id);
  const unitName = (id: number) => world.placeInfo.flatMap((p) => p.units).find((u) => u.id === id)?.name ?? String(id);
  const partyName = (ref: { kind: string; id: number }) =>
    world.partyInfo.find(
      (p) =>
        (ref.kind === 'team' && p.teamId === ref.id) ||
        (ref.kind === 'extraPerson' && p.extraPersonId === ref.id) ||
        (ref.kind === 'referee' && p.refereeId === ref.id),
    )?.name ?? `${ref.kind} ${ref.id}`;
  const indexOf = (ref: { kind: string; id: number }) =>
    allocations.findIndex((a) => a.kind === ref.kind && a.id === ref.id);
  const indexOfUnit = (unitId: number, night: string) =>
    allocations.findIndex((a) => a.nights.includes(night) && a.rooms.some((r) => r.unitId === unitId));
  const fields: FieldErrors = {};
  const messages: string[] = [];
  const put = (path: string, key: keyof typeof RULE_MESSAGES_EN, params: Record<string, unknown>) => {
    fields[path] ??= { key, params };
    messages.push(RULE_MESSAGES_EN[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? '')));
  };
  for (const p of problems) {
    switch (p.code) {
      case 'over_capacity':
        put(`allocations.${indexOfUnit(p.unitId, p.night)}.rooms`, 'accommodationOverCapacity', {
          place: placeName(p.placeId),
          night: p.night,
          unit: unitName(p.unitId),
          used: p.used,
          beds: p.beds,
        });
        break;
      case 'mixed_genders':
        put(`allocations.${indexOfUnit(p.unitId, p.night)}.rooms`, 'accommodationMixedGenders', {
          place: placeName(p.placeId),
          night: p.night,
          unit: unitName(p.unitId),
        });
        break;
      case 'unit_closed':
        put(`allocations.${indexOfUnit(p.unitId, p.night)}.nights`, 'accommodationUnitClosed', {
          place: placeName(p.placeId),
          night: p.night,
          unit: unitName(p.unitId),
        });
        break;
      case 'kind_mismatch':
        put(`allocations.${indexOf(p.party)}.placeId`, 'accommodationWrongPlace', {
          party: partyName(p.party),
          place: placeName(p.placeId),
        });
        break;
      case 'other_place':
        put(`allocations.${indexOf(p.party)}.rooms`, 'accommodationOtherPlace', {
          party: partyName(p.party),
          place: placeName(p.placeId),
          unit: unitName(p.unitId),
        });
        break;
      case 'duplicate_party':
        put(`allocations.${indexOf(p.party)}`, 'accommodationDuplicate', { party: partyName(p.party) });
        break;
      case 'unknown_party':
      case 'unknown_unit':
        put(`allocations.${indexOf(p.party)}`, 'accommodationUnknown', { index: indexOf(p.party) + 1 });
        break;
    }
  }
  return { fields, message: messages.join(' ') };
}
