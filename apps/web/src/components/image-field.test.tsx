import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MB, TEAM_PHOTO_MAX_BYTES } from '@ssf/domain/constants';
import { MSG } from '@ssf/domain/messages';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageField } from './image-field.tsx';
import { MultiImageField } from './multi-image-field.tsx';

const file = (name: string, type: string, size = 1000) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

let chosen: File | null = null;
function Single({ maxBytes, progress }: { maxBytes?: number; progress?: number | null }) {
  const [value, setValue] = useState<File | null>(null);
  chosen = value;
  return (
    <ImageField
      label="Image (optional)"
      value={value}
      onChange={setValue}
      maxBytes={maxBytes}
      progress={progress}
      currentUrl="/media/0123456789abcdef0123456789abcdef-1600.webp"
    />
  );
}

let chosenMany: File[] = [];
function Many({ replaceCurrent = false }: { replaceCurrent?: boolean }) {
  const [files, setFiles] = useState<File[]>([]);
  const [current, setCurrent] = useState(['/media/0123456789abcdef0123456789abcdef-960.webp']);
  chosenMany = files;
  return (
    <MultiImageField
      label="Images"
      files={files}
      onChange={setFiles}
      current={current}
      onRemoveCurrent={(url) => setCurrent((list) => list.filter((u) => u !== url))}
      maxFiles={3}
      replaceCurrent={replaceCurrent}
    />
  );
}

beforeEach(() => {
  let n = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => `blob:preview-${++n}`, revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ImageField', () => {
  it('labels a native file input that accepts the server’s image types, with the limits as its hint', () => {
    render(<Single />);
    const input = screen.getByLabelText('Image (optional)');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif,image/avif');
    expect(input).toHaveAccessibleDescription('JPEG, PNG, WebP, GIF or AVIF. Max size 10 MB.');
    // The stored image shows while nothing new is chosen.
    expect(screen.getByRole('img', { name: 'Currently saved' })).toHaveAttribute('srcset');
  });

  it('previews a chosen image and removes it again, focus back on the input', async () => {
    const user = userEvent.setup();
    render(<Single />);
    const input = screen.getByLabelText('Image (optional)');
    await user.upload(input, file('cover.png', 'image/png'));
    expect(chosen?.name).toBe('cover.png');
    expect(screen.getByRole('img', { name: 'Preview of the chosen file' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    await user.click(screen.getByRole('button', { name: 'Remove chosen image' }));
    expect(chosen).toBeNull();
    expect(screen.queryByRole('img', { name: 'Preview of the chosen file' })).toBeNull();
    expect(input).toHaveFocus();
  });

  it('refuses another type before any upload, and says why on the field', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Single />);
    const input = screen.getByLabelText('Image (optional)');
    await user.upload(input, file('notes.pdf', 'application/pdf'));
    expect(chosen).toBeNull();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(MSG.unsupportedImage));
    expect(screen.queryByRole('img', { name: 'Preview of the chosen file' })).toBeNull();
  });

  it('refuses a file over the size limit with the product’s message', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Single />);
    await user.upload(screen.getByLabelText('Image (optional)'), file('big.jpg', 'image/jpeg', 10 * MB + 1));
    expect(chosen).toBeNull();
    expect(screen.getByText(MSG.fileTooLarge10)).toBeInTheDocument();
    unmount();

    render(<Single maxBytes={TEAM_PHOTO_MAX_BYTES} />);
    const input = screen.getByLabelText('Image (optional)');
    expect(input).toHaveAccessibleDescription('JPEG, PNG, WebP, GIF or AVIF. Max size 5 MB.');
    await user.upload(input, file('photo.jpg', 'image/jpeg', 5 * MB + 1));
    expect(screen.getByText(MSG.fileTooLarge5)).toBeInTheDocument();
    // A good file afterwards clears the message.
    await user.upload(input, file('photo.jpg', 'image/jpeg', 5 * MB));
    expect(screen.queryByText(MSG.fileTooLarge5)).toBeNull();
    expect(chosen?.name).toBe('photo.jpg');
  });

  it('previews a portrait photo as a square when asked, the saved one and a chosen one alike', async () => {
    const user = userEvent.setup();
    function Square() {
      const [value, setValue] = useState<File | null>(null);
      return (
        <ImageField
          label="Photo"
          value={value}
          onChange={setValue}
          previewShape="square"
          currentUrl="/media/0123456789abcdef0123456789abcdef-600.webp"
        />
      );
    }
    render(<Square />);
    const saved = screen.getByAltText('Currently saved');
    expect(saved).toHaveAttribute('width', '600');
    expect(saved).toHaveAttribute('height', '600');
    expect(saved.className).toContain('aspect-square');
    await user.upload(screen.getByLabelText('Photo'), file('me.png', 'image/png'));
    const preview = screen.getByAltText('Preview of the chosen file');
    expect([preview.getAttribute('width'), preview.getAttribute('height')]).toEqual(['600', '600']);
    expect(preview.className).toContain('aspect-square');
  });

  it('shows the upload’s progress as a progress bar', () => {
    const { rerender } = render(<Single progress={null} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<Single progress={0.42} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading image' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('42%')).toBeInTheDocument();
  });
});

describe('MultiImageField', () => {
  it('adds the acceptable files, names the refused ones, and removes any image with its own button', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Many />);
    const input = screen.getByLabelText('Images');
    expect(input).toHaveAttribute('multiple');
    await user.upload(input, [
      file('a.png', 'image/png'),
      file('b.gif', 'image/gif', 11 * MB),
      file('c.txt', 'text/plain'),
      file('d.webp', 'image/webp'),
    ]);
    expect(chosenMany.map((f) => f.name)).toEqual(['a.png', 'd.webp']);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(`b.gif: ${MSG.fileTooLarge10}`));
    expect(input).toHaveAccessibleDescription(expect.stringContaining(`c.txt: ${MSG.unsupportedImage}`));

    const list = screen.getByRole('list', { name: 'Images: images' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByRole('img', { name: 'Preview of a.png' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(chosenMany.map((f) => f.name)).toEqual(['d.webp']);
    expect(input).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove saved file 1' }));
    expect(screen.queryByRole('img', { name: 'Saved file 1' })).toBeNull();
  });

  it('keeps to the maximum number of images', async () => {
    const user = userEvent.setup();
    render(<Many />);
    await user.upload(screen.getByLabelText('Images'), [
      file('a.png', 'image/png'),
      file('b.png', 'image/png'),
      file('c.png', 'image/png'),
    ]);
    expect(chosenMany.map((f) => f.name)).toEqual(['a.png', 'b.png']);
    expect(screen.getByText(/At most 3 images/)).toBeInTheDocument();
  });

  it('with replaceCurrent, lists the chosen files in place of the saved ones and counts only them', async () => {
    const user = userEvent.setup();
    render(<Many replaceCurrent />);
    expect(screen.getByRole('img', { name: 'Saved file 1' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Images'), [
      file('a.png', 'image/png'),
      file('b.png', 'image/png'),
      file('c.png', 'image/png'),
    ]);
    expect(chosenMany.map((f) => f.name)).toEqual(['a.png', 'b.png', 'c.png']);
    expect(screen.queryByRole('img', { name: 'Saved file 1' })).toBeNull();
    expect(screen.getByText(/The chosen images replace the saved image when you save/)).toBeInTheDocument();
    for (const name of ['a.png', 'b.png', 'c.png'])
      await user.click(screen.getByRole('button', { name: `Remove ${name}` }));
    expect(screen.getByRole('img', { name: 'Saved file 1' })).toBeInTheDocument();
    expect(screen.queryByText(/replace the saved/)).toBeNull();
  });
});

describe('MultiImageField details per file', () => {
  it('shows what the caller gives for each chosen file under its preview, following the file when another is removed', async () => {
    const user = userEvent.setup();
    function WithDetails() {
      const [files, setFiles] = useState<File[]>([]);
      const [notes, setNotes] = useState(new Map<File, string>());
      return (
        <MultiImageField
          label="Photos"
          files={files}
          onChange={setFiles}
          fileDetails={(f) => (
            <input
              aria-label={`Note for ${f.name}`}
              value={notes.get(f) ?? ''}
              onChange={(e) => setNotes((m) => new Map(m).set(f, e.target.value))}
            />
          )}
        />
      );
    }
    render(<WithDetails />);
    await user.upload(screen.getByLabelText('Photos'), [
      file('a.png', 'image/png'),
      file('b.png', 'image/png'),
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Note for b.png' }), 'Second');
    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(screen.queryByRole('textbox', { name: 'Note for a.png' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Note for b.png' })).toHaveValue('Second');
  });
});
