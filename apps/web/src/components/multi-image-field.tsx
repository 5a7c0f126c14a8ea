import { IMAGE_MAX_BYTES } from '@ssf/domain/constants';
import { IMAGE_ACCEPT, imageFileProblem } from '@ssf/domain/schemas/upload';
import { type ReactNode, useRef, useState } from 'react';
import { imageProps } from '../lib/media.ts';
import { Button } from './button.tsx';
import { Field } from './field.tsx';
import { fileInputClass, imageHint, useObjectUrl } from './image-field.tsx';
import { UploadProgress } from './upload-progress.tsx';

interface MultiImageFieldProps {
  label: string;
  hint?: string;
  /** The newly chosen files, in order. */
  files: File[];
  onChange: (files: File[]) => void;
  /** Stored images kept with the record; each can be removed when onRemoveCurrent is given. */
  current?: string[];
  onRemoveCurrent?: (url: string) => void;
  maxBytes?: number;
  /** At most this many images in all (stored and new; new only with replaceCurrent). */
  maxFiles?: number;
  /**
   * Chosen files replace the stored images rather than join them (a save that sends files swaps the
   * whole set; one that sends none keeps the stored ones, less those removed). Once a file is
   * chosen the stored images leave the list and a note says they will be replaced.
   */
  replaceCurrent?: boolean;
  error?: string;
  progress?: number | null;
  name?: string;
  /**
   * More to fill in for each chosen file, under its preview (the gallery's alt text per photo). The
   * field keeps nothing of it: the caller holds the values, keyed by the File itself so they follow
   * their file when another is removed.
   */
  fileDetails?: (file: File, index: number) => ReactNode;
}

/**
 * Several images to upload: each chosen file is checked (type and size) before it joins the
 * list; refused files are named in the field's message. Every image has a preview and its own
 * remove button; after a removal, focus goes back to the file input.
 */
export function MultiImageField({
  label,
  hint,
  files,
  onChange,
  current = [],
  onRemoveCurrent,
  maxBytes = IMAGE_MAX_BYTES,
  maxFiles,
  replaceCurrent = false,
  error,
  progress,
  name,
  fileDetails,
}: MultiImageFieldProps) {
  const replacing = replaceCurrent && files.length > 0 && current.length > 0;
  const listed = replaceCurrent && files.length > 0 ? [] : current;
  const counted = replaceCurrent ? 0 : current.length;
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);

  const add = (chosen: File[]) => {
    const refused: string[] = [];
    const accepted: File[] = [];
    for (const file of chosen) {
      const reason = imageFileProblem(file, maxBytes);
      if (reason) refused.push(`${file.name}: ${reason}`);
      else accepted.push(file);
    }
    let next = [...files, ...accepted];
    if (maxFiles !== undefined && counted + next.length > maxFiles) {
      next = next.slice(0, Math.max(0, maxFiles - counted));
      refused.push(`At most ${maxFiles} images.`);
    }
    setProblems(refused);
    if (input.current) input.current.value = '';
    onChange(next);
  };

  const refocus = () => input.current?.focus();

  return (
    <Field
      label={label}
      hint={[imageHint(maxBytes), hint].filter(Boolean).join(' ')}
      error={problems.length ? problems.join('\n') : error}
    >
      {(control) => (
        <>
          <input
            {...control}
            ref={input}
            name={name}
            type="file"
            multiple
            accept={IMAGE_ACCEPT}
            onChange={(e) => add([...(e.target.files ?? [])])}
            className={fileInputClass}
          />
          {replacing ? (
            <p className="mt-2 text-sm text-amber-900">
              The chosen images replace the{' '}
              {current.length === 1 ? 'saved image' : `${current.length} saved images`} when you save.
            </p>
          ) : null}
          {listed.length + files.length > 0 ? (
            <ul aria-label={`${label}: images`} className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
              {listed.map((url, i) => (
                <li key={url} className="space-y-2">
                  <img
                    {...imageProps(url, '200px')}
                    alt={`Saved file ${i + 1}`}
                    width={320}
                    height={180}
                    className="aspect-[16/9] w-full rounded-lg border border-gray-200 bg-brand-50 object-cover"
                  />
                  {onRemoveCurrent ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => {
                        onRemoveCurrent(url);
                        refocus();
                      }}
                    >
                      Remove saved file {i + 1}
                    </Button>
                  ) : null}
                </li>
              ))}
              {files.map((file, i) => (
                <ChosenImage
                  key={`${file.name}-${i}`}
                  file={file}
                  onRemove={() => {
                    onChange(files.filter((_, j) => j !== i));
                    refocus();
                  }}
                >
                  {fileDetails?.(file, i)}
                </ChosenImage>
              ))}
            </ul>
          ) : null}
          <UploadProgress value={progress} label="Uploading images" />
        </>
      )}
    </Field>
  );
}

function ChosenImage({
  file,
  onRemove,
  children,
}: {
  file: File;
  onRemove: () => void;
  children?: ReactNode;
}) {
  const url = useObjectUrl(file);
  return (
    <li className="space-y-2">
      {url ? (
        <img
          src={url}
          alt={`Preview of ${file.name}`}
          width={320}
          height={180}
          className="aspect-[16/9] w-full rounded-lg border border-gray-200 bg-brand-50 object-cover"
        />
      ) : null}
      {children}
      <Button variant="secondary" size="sm" onClick={onRemove} aria-label={`Remove ${file.name}`}>
        Remove
      </Button>
    </li>
  );
}
