import { email } from '@tms/domain/contract/auth';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { AppForm } from './app-form';
import { StepActions } from './step-actions';
import { SubmitProblem } from './submit-problem';
import { TextField } from './text-fields';
import { useStepForm } from './use-step-form';

afterEach(cleanup);

const steps = [
  { id: 'club', schema: z.object({ clubName: z.string().trim().min(1).max(100) }) },
  { id: 'contact', schema: z.object({ email, phone: z.string().trim().min(9) }) },
] as const;

function ClubRegistration({ onSubmit }: { onSubmit: (body: unknown) => Promise<void> }) {
  const wizard = useStepForm({ steps, defaultValues: { clubName: '', email: '', phone: '' } });
  const { control } = wizard.form;
  return (
    <AppForm form={wizard.form} onSubmit={onSubmit} onInvalid={wizard.onInvalid} onFailure={wizard.onFailure}>
      <SubmitProblem />
      {wizard.step.id === 'club' ? (
        <TextField control={control} name="clubName" label="Club name" />
      ) : (
        <>
          <TextField control={control} name="email" label="E-mail" />
          <TextField control={control} name="phone" label="Phone" />
        </>
      )}
      <StepActions
        isFirst={wizard.isFirst}
        isLast={wizard.isLast}
        onNext={wizard.next}
        onBack={wizard.back}
        finishLabel="Register"
      />
    </AppForm>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('a multi-step form', () => {
  it('checks each step on continue, keeps values on back and sends the merged body', async () => {
    const onSubmit = vi.fn(async (_body: unknown) => {});
    renderWithProviders(<ClubRegistration onSubmit={onSubmit} />);

    await click('Continue');
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.queryByLabelText('E-mail')).toBeNull();

    type('Club name', 'HC Praha');
    await click('Continue');
    expect(await screen.findByLabelText('E-mail')).toBeTruthy();
    await click('Back');
    expect((screen.getByLabelText('Club name') as HTMLInputElement).value).toBe('HC Praha');

    await click('Continue');
    type('E-mail', ' Office@HC-Praha.cz ');
    type('Phone', '+420 123 456 789');
    await click('Register');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      clubName: 'HC Praha',
      email: 'office@hc-praha.cz',
      phone: '+420 123 456 789',
    });
  });

  it('shows the earlier step when the server refuses one of its fields', async () => {
    const refused = new ApiError('createClubRegistration', 400, {
      error: 'validation_error',
      message: 'Invalid body',
      fields: { clubName: { key: 'maxLength', params: { max: 5 } } },
    });
    renderWithProviders(<ClubRegistration onSubmit={() => Promise.reject(refused)} />);
    type('Club name', 'HC Praha');
    await click('Continue');
    type('E-mail', 'office@hc-praha.cz');
    type('Phone', '+420123456789');
    await click('Register');
    expect(await screen.findByText('Maximum length is 5 characters')).toBeTruthy();
    expect(screen.getByLabelText('Club name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
