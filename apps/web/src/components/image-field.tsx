import { IMAGE_MAX_BYTES, MB } from '@ssf/domain/constants';
import { IMAGE_ACCEPT, imageFileProblem } from '@ssf/domain/schemas/upload';
import { useEffect, useRef, useState } from 'react';
import { imageProps } from '../lib/media.ts';
import { Button } from './button.tsx';
import { Field } from './field.tsx';
import { UploadProgress } from './upload-progress.tsx';

/** 'JPEG, PNG, WebP, GIF or AVIF. Max size 10 MB.' (the product's own wording of the limit). */
export const imageHint = (maxBytes: number) =>
  `JPEG, PNG, WebP, GIF or AVIF. Max size ${Math.round(maxBytes / MB)} MB.`;

export const fileInputClass =
  'mt-2 block w-full text-sm text-gray-700 file:mr-4 file:min-h-10 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800 hover:file:bg-brand-100';

/** An object URL for a chosen file, released when the file changes or the component goes. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

interface ImageFieldProps {
  label: string;
  /** Extra help after the accepted types and size ('Leave empty to keep the current image.'). */
  hint?: string;
  value: File | null;
  onChange: (file: File | null) => void;
  /** The stored image, shown while no new file is chosen. */
  currentUrl?: string | null;
  maxBytes?: number;
  /** The server's message about this field. */
  error?: string;
  /** The share of the upload sent (0 to 1) while saving; null otherwise. */
  progress?: number | null;
  required?: boolean;
  name?: string;
  /** The preview's shape: 'wide' (16:9, a cover; the default) or 'square' (a portrait photo). */
  previewShape?: 'wide' | 'square';
}

const PREVIEW = {
  wide: { width: 1600, height: 900, className: 'aspect-[16/9] w-full max-w-md' },
  square: { width: 600, height: 600, className: 'aspect-square w-40' },
} as const;

/**
 * One image to upload: a native file input (keyboard and screen-reader friendly), the type and
 * size checked before anything is sent, a preview, a button to remove the chosen file and the
 * upload's progress.
 */
export function ImageField({
  label,
  hint,
  value,
  onChange,
  currentUrl,
  maxBytes = IMAGE_MAX_BYTES,
  error,
  progress,
  required,
  name,
  previewShape = 'wide',
}: ImageFieldProps) {
  const shape = PREVIEW[previewShape];
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useObjectUrl(value);

  const choose = (file: File | null) => {
    const reason = file ? imageFileProblem(file, maxBytes) : null;
    setProblem(reason);
    if (reason && input.current) input.current.value = '';
    onChange(reason ? null : file);
  };

  const remove = () => {
    if (input.current) {
      input.current.value = '';
      input.current.focus();
    }
    setProblem(null);
    onChange(null);
  };

  return (
    <Field
      label={label}
      hint={[imageHint(maxBytes), hint].filter(Boolean).join(' ')}
      error={problem ?? error}
      required={required}
    >
      {(control) => (
        <>
          <input
            {...control}
            ref={input}
            name={name}
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
            className={fileInputClass}
          />
          {preview ? (
            <div className="mt-3 flex flex-wrap items-end gap-3">
              <img
                src={preview}
                alt="Preview of the chosen file"
                width={shape.width}
                height={shape.height}
                className={`${shape.className} rounded-lg border border-gray-200 bg-brand-50 object-cover`}
              />
              <Button variant="secondary" size="sm" onClick={remove}>
                Remove chosen image
              </Button>
            </div>
          ) : currentUrl ? (
            <img
              {...imageProps(
                currentUrl,
                previewShape === 'square' ? '160px' : '(min-width: 640px) 448px, 100vw',
              )}
              alt="Currently saved"
              width={shape.width}
              height={shape.height}
              className={`mt-3 ${shape.className} rounded-lg border border-gray-200 bg-brand-50 object-cover`}
            />
          ) : null}
          <UploadProgress value={progress} label="Uploading image" />
        </>
      )}
    </Field>
  );
}
