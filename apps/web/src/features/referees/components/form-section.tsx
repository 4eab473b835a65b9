import { Fieldset } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled group of the form's fields. */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} radius="md">
      {children}
    </Fieldset>
  );
}
