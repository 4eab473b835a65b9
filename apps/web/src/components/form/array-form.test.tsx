import { Button } from '@mantine/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useFieldArray } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { AppForm } from './app-form';
import { NumberField } from './number-field';
import { SubmitButton } from './submit-button';
import { SubmitProblem } from './submit-problem';
import { TextField } from './text-fields';
import { useAppForm } from './use-app-form';

afterEach(cleanup);

const schema = z.object({
  teams: z.array(z.object({ name: z.string().trim().min(1).max(40), persons: z.number().int().min(0) })).min(1),
});

function TeamsForm({ onSubmit }: { onSubmit: (body: z.output<typeof schema>) => Promise<void> }) {
  const form = useAppForm({ schema, defaultValues: { teams: [{ name: '', persons: 0 }] } });
  const rows = useFieldArray({ control: form.control, name: 'teams' });
  return (
    <AppForm form={form} onSubmit={onSubmit}>
      <SubmitProblem />
      {rows.fields.map((row, index) => (
        <div key={row.id}>
          <TextField control={form.control} name={`teams.${index}.name`} label={`Team ${index + 1}`} />
          <NumberField control={form.control} name={`teams.${index}.persons`} label={`Persons of team ${index + 1}`} />
        </div>
      ))}
      <Button onClick={() => rows.append({ name: '', persons: 0 })}>Add team</Button>
      <SubmitButton>Save</SubmitButton>
    </AppForm>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

describe('a form with rows', () => {
  it('checks every row and sends them all', async () => {
    const onSubmit = vi.fn(async (_body: z.output<typeof schema>) => {});
    renderWithProviders(<TeamsForm onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add team' }));
    type('Team 1', 'HC Praha');
    await save();
    expect(screen.getByLabelText('Team 2').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Team 1').getAttribute('aria-invalid')).not.toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    type('Team 2', 'HC Praha II');
    type('Persons of team 2', '12');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      teams: [
        { name: 'HC Praha', persons: 0 },
        { name: 'HC Praha II', persons: 12 },
      ],
    });
  });

  it("puts the server's message on row 1's field and the rest above the form", async () => {
    const refused = new ApiError('updateClubRegistration', 400, {
      error: 'validation_error',
      message: 'Invalid body',
      fields: {
        'teams.1.name': { key: 'maxLength', params: { max: 40 } },
        'extraPersons.0.bundlePersons': { key: 'min', params: { min: 0 } },
      },
    });
    renderWithProviders(<TeamsForm onSubmit={() => Promise.reject(refused)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add team' }));
    type('Team 1', 'HC Praha');
    type('Team 2', 'HC Praha II');
    await save();

    const row1 = screen.getByLabelText('Team 2');
    await waitFor(() => expect(row1.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = row1.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ').find((id) => id.includes('error')) ?? '')?.textContent).toBe(
      'Maximum length is 40 characters',
    );
    expect(screen.getByLabelText('Team 1').getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('The number must not be less than 0');
  });
});
