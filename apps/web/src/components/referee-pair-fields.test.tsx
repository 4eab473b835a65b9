import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '@/test/render';
import { AppForm } from './form/app-form';
import { SubmitButton } from './form/submit-button';
import { useAppForm } from './form/use-app-form';
import { RefereePairFields } from './referee-pair-fields';

afterEach(cleanup);

const schema = z.object({ referee1: z.string().nullable(), referee2: z.string().nullable(), note: z.string() });

function PairForm({ onSubmit }: { onSubmit: (body: z.output<typeof schema>) => Promise<void> }) {
  const form = useAppForm({ schema, defaultValues: { referee1: '7', referee2: '8', note: 'x' } });
  return (
    <AppForm form={form} onSubmit={onSubmit}>
      <RefereePairFields
        control={form.control}
        data={[
          { value: '7', label: 'Nováková Jana' },
          { value: '8', label: 'Svoboda Petr' },
        ]}
        labels={{ referee1: 'First referee', referee2: 'Second referee' }}
        placeholder="Nobody"
        clearLabel={(field) => `Empty ${field}`}
        fieldProps={(position) => ({ required: position === 'referee1' })}
      />
      <SubmitButton>Save</SubmitButton>
    </AppForm>
  );
}

describe('referee pair fields', () => {
  it('shows both referees, each with a clear button a keyboard reaches, and sends an emptied one as none', async () => {
    const onSubmit = vi.fn(async (_body: z.output<typeof schema>) => {});
    renderWithProviders(<PairForm onSubmit={onSubmit} />);
    const first = screen.getByLabelText(/^First referee/, { selector: 'input' });
    const second = screen.getByLabelText('Second referee', { selector: 'input' });
    expect((first as HTMLInputElement).value).toBe('Nováková Jana');
    expect((second as HTMLInputElement).value).toBe('Svoboda Petr');
    expect(first.hasAttribute('required')).toBe(true);
    expect(second.hasAttribute('required')).toBe(false);

    const clear = screen.getByRole('button', { name: 'Empty Second referee' });
    expect(clear.tabIndex).toBe(0);
    expect(screen.getByRole('button', { name: 'Empty First referee' })).toBeTruthy();
    fireEvent.click(clear);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ referee1: '7', referee2: null, note: 'x' });
  });
});
