import type { Link } from '@tms/domain/contract/common';

/**
 * Records carry `links`, the operations the current user may perform on them (DESIGN.md §3): the web
 * offers an action only when its link is there and leaves the policy to the server.
 */
export function hasLink(record: { links: readonly Link[] } | null | undefined, operationId: string): boolean {
  return record?.links.some((link) => link.operationId === operationId) ?? false;
}
