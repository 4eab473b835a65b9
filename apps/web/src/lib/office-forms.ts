import { invoiceItemDiscountInput, invoiceItemInput } from '@tms/domain/contract/club-office';
import { optionalText, requiredText } from '@tms/domain/contract/common';
import { multiline } from '@tms/domain/text-input';
import { z } from 'zod';

/** The reason of a state change: required for a cancellation (stateChangeNeedsReason), optional otherwise. */
export function stateChangeForm(needsReason: boolean) {
  return z.object({ reason: multiline(needsReason ? requiredText(2000) : optionalText(2000)) });
}

export const internalNoteForm = z.object({ internalNote: multiline(optionalText(4000)) });

/** A manual invoice item as the form holds it (the contract's body). */
export const invoiceItemForm = invoiceItemInput;
export const discountForm = invoiceItemDiscountInput;
