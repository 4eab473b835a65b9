import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { QrCodeButton } from './qr-code-button';

afterEach(cleanup);

const URL = 'https://example.org/results/match/5';

describe('QrCodeButton', () => {
  it('draws nothing until asked', () => {
    renderWithProviders(<QrCodeButton url={URL} title="Match 5" />);
    expect(screen.getByRole('button', { name: 'Show QR code' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('qr-code')).toBeNull();
  });

  it('shows the code of the address in a dialog, with the address written out', async () => {
    renderWithProviders(<QrCodeButton url={URL} title="Match 5" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show QR code' }));
    const image = await screen.findByTestId('qr-code', {}, { timeout: 5_000 });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(image.getAttribute('alt')).toBe(`QR code of the address ${URL}`);
    expect(screen.getByRole('dialog', { name: 'Match 5' })).toBeTruthy();
    expect(screen.getByRole('link', { name: URL }).getAttribute('href')).toBe(URL);
  });

  it('closes on Escape', async () => {
    renderWithProviders(<QrCodeButton url={URL} title="Match 5" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show QR code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Match 5' }, { timeout: 5_000 });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
