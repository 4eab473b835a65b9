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

  it('closes on Escape and gives the focus back to the button', async () => {
    renderWithProviders(<QrCodeButton url={URL} title="Match 5" />);
    const button = screen.getByRole('button', { name: 'Show QR code' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Match 5' }, { timeout: 5_000 });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
