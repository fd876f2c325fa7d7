import { SCREENSHOT_MAX_BYTES } from '@marquee/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageFileInput } from './image-file-input';
import { readImageUpload } from './read-image-upload';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3];

function renderInput() {
  const readings: Awaited<ReturnType<typeof readImageUpload>>[] = [];
  render(
    <>
      <label htmlFor="proof">Proof</label>
      <ImageFileInput
        id="proof"
        onChange={async (event) => {
          const file = event.currentTarget.files?.[0];
          if (file) readings.push(await readImageUpload(file));
        }}
      />
    </>,
  );
  return { input: screen.getByLabelText('Proof'), readings };
}

describe('ImageFileInput with readImageUpload', () => {
  it('offers PNG and JPEG only, and reads a chosen PNG as base64 by its bytes', async () => {
    const { input, readings } = renderInput();
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    await userEvent.upload(input, new File([new Uint8Array(PNG)], 'proof.png', { type: 'image/png' }));
    await vi.waitFor(() => expect(readings).toHaveLength(1));
    expect(readings[0]).toEqual({
      ok: true,
      image: { type: 'image/png', data: btoa(String.fromCharCode(...PNG)) },
    });
  });

  it('refuses a file named and typed as a PNG whose bytes are not an image', async () => {
    const { input, readings } = renderInput();
    await userEvent.upload(input, new File(['<svg/>'], 'proof.png', { type: 'image/png' }));
    await vi.waitFor(() => expect(readings).toEqual([{ ok: false, problem: 'type' }]));
  });

  it('refuses an image over the limit before reading it', async () => {
    const { input, readings } = renderInput();
    const big = new File([new Uint8Array(SCREENSHOT_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    const read = vi.spyOn(big, 'arrayBuffer');
    await userEvent.upload(input, big);
    await vi.waitFor(() => expect(readings).toEqual([{ ok: false, problem: 'size' }]));
    expect(read).not.toHaveBeenCalled();
  });
});
