import { loginInput, registerInput } from '@tms/domain/contract/auth';
import { describe, expect, it } from 'vitest';
import { clientMessages } from '@/test/form';

describe('client-side messages', () => {
  it('maps the shared contract rules to the stable keys the server uses', async () => {
    expect(
      await clientMessages(registerInput, {
        firstName: '  ',
        lastName: 'x'.repeat(101),
        email: 'nope',
        password: 'short',
      }),
    ).toEqual({
      firstName: { key: 'required' },
      lastName: { key: 'maxLength', params: { max: 100 } },
      email: { key: 'email' },
      password: { key: 'minLength', params: { min: 8 } },
    });
    expect(await clientMessages(loginInput, { email: '', password: '' })).toEqual({
      email: { key: 'required' },
      password: { key: 'required' },
    });
  });
});
