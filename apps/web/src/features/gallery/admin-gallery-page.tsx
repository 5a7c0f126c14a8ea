import { MSG } from '@ssf/domain/messages';
import { PAGES } from '@ssf/domain/pages';
import { GALLERY_ALT_MAX, GALLERY_UPLOAD_MAX, type GalleryImage } from '@ssf/domain/schemas/gallery';
import { type FormEvent, useState } from 'react';
import { AdminDrawer } from '../../components/admin/admin-drawer.tsx';
import { AdminFormCard } from '../../components/admin/admin-form.tsx';
import { useConfirmedDelete } from '../../components/admin/use-confirmed-delete.ts';
import { AdminListPage } from '../../components/admin-list-page.tsx';
import { Button, buttonClass } from '../../components/button.tsx';
import { inputClass } from '../../components/field.tsx';
import { MultiImageField } from '../../components/multi-image-field.tsx';
import { useNotices } from '../../components/notices.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { imageProps } from '../../lib/media.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useDeleteImage, useUpdateAlt, useUploadImages } from './gallery-admin-api.ts';
import { useGallery } from './gallery-api.ts';

const errorText = (err: unknown) => (err instanceof Error && err.message ? err.message : String(err));

/**
 * /admin/gallery: every image in the gallery in a compact grid (two a row on a phone), each with
 * its alt text to edit and a confirmed Delete; "Upload photos" opens a drawer to upload several
 * images at once (previews, then a progress bar).
 */
export default function AdminGalleryPage() {
  usePageTitle(PAGES.adminGallery);
  const query = useGallery();
  const { remove: confirmDelete, dialog, deleting } = useConfirmedDelete(useDeleteImage());
  const [uploading, setUploading] = useState(false);
  // An account that may only view the section sees the photos and their alt texts, nothing to change them.
  const mayEdit = useAuth().can('gallery', 'edit');

  const remove = (image: GalleryImage, n: number) =>
    confirmDelete(image._id, {
      title: `Delete photo ${n}`,
      message: MSG.confirmDeleteImage,
      done: (answer) => answer?.message || MSG.imageDeleted,
      failed: MSG.imageDeleteFailed,
      logLabel: 'Failed to delete image',
    });

  return (
    <>
      <AdminListPage
        title="Admin Gallery"
        actions={
          mayEdit && (
            <Button onClick={() => setUploading(true)} aria-haspopup="dialog">
              Upload photos
            </Button>
          )
        }
        query={query}
        items={query.data}
        loadingLabel="Loading the gallery..."
        emptyMessage={MSG.noGalleryImages}
        errorTitle="The gallery could not be loaded."
      >
        {(images) => (
          <ul
            aria-label="Gallery photos"
            className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
          >
            {images.map((image, i) => (
              <li
                key={image._id}
                className="flex min-w-0 flex-col rounded-xl border border-gray-200 bg-white p-2 shadow-sm sm:p-3"
              >
                <img
                  {...imageProps(image.url, '(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw')}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  loading={i < 4 ? 'eager' : 'lazy'}
                  className="aspect-square w-full rounded-lg bg-brand-50 object-cover"
                />
                {mayEdit ? (
                  <AltEditor
                    key={`${image._id}-${image.alt}`}
                    image={image}
                    n={i + 1}
                    onDelete={() => void remove(image, i + 1)}
                    deleting={deleting}
                  />
                ) : (
                  <p className="mt-2 text-sm text-gray-700 [overflow-wrap:anywhere]">
                    {image.alt ? `Alt text: ${image.alt}` : 'No alt text (decorative)'}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </AdminListPage>
      <AdminDrawer open={uploading} onClose={() => setUploading(false)} labelledBy="gallery-upload-title">
        <UploadForm onUploaded={() => setUploading(false)} />
      </AdminDrawer>
      {dialog}
    </>
  );
}

/** Several images chosen (each checked and previewed), sent in one upload with its progress. */
function UploadForm({ onUploaded }: { onUploaded: () => void }) {
  const notices = useNotices();
  const { mutation, progress } = useUploadImages();
  const [files, setFiles] = useState<File[]>([]);
  // Alt text of each chosen file, kept by the file itself so that it follows it when another is removed.
  const [alts, setAlts] = useState(new Map<File, string>());
  const [error, setError] = useState<string | undefined>();
  // A new key empties the file input after an upload.
  const [key, setKey] = useState(0);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (mutation.isPending) return;
    if (files.length === 0) {
      setError(MSG.imagesRequired);
      return;
    }
    try {
      const answer = await mutation.mutateAsync({
        files,
        alts: files.map((f) => (alts.get(f) ?? '').trim()),
      });
      notices.success(answer?.message || MSG.imagesUploaded);
      setFiles([]);
      setAlts(new Map());
      setKey((k) => k + 1);
      onUploaded();
    } catch (err) {
      notices.error(errorText(err));
    }
  };

  return (
    <AdminFormCard
      onSubmit={onSubmit}
      busy={mutation.isPending}
      title="Upload photos"
      titleId="gallery-upload-title"
    >
      <MultiImageField
        key={key}
        label="Photos"
        name="image"
        hint={`Up to ${GALLERY_UPLOAD_MAX} at a time. Describe each photo for people who cannot see it, or leave its alt text empty for a decorative one.`}
        files={files}
        onChange={(next) => {
          setFiles(next);
          setError(undefined);
        }}
        maxFiles={GALLERY_UPLOAD_MAX}
        error={error}
        progress={progress}
        fileDetails={(file) => (
          <label className="block text-sm font-medium text-gray-800">
            Alt text of {file.name}
            <input
              type="text"
              value={alts.get(file) ?? ''}
              maxLength={GALLERY_ALT_MAX}
              onChange={(e) => setAlts((m) => new Map(m).set(file, e.target.value))}
              className={inputClass()}
            />
          </label>
        )}
      />
      <button
        type="submit"
        aria-disabled={mutation.isPending || undefined}
        className={buttonClass('primary')}
      >
        {mutation.isPending
          ? 'Uploading...'
          : files.length > 1
            ? `Upload ${files.length} photos`
            : 'Upload photo'}
      </button>
    </AdminFormCard>
  );
}

/** An image's alt text, saved on its own (empty marks the image decorative), and its Delete. */
function AltEditor({
  image,
  n,
  onDelete,
  deleting,
}: {
  image: GalleryImage;
  n: number;
  onDelete: () => void;
  deleting: boolean;
}) {
  const notices = useNotices();
  const update = useUpdateAlt();
  const [alt, setAlt] = useState(image.alt);
  const id = `alt-${image._id}`;
  const changed = alt.trim() !== image.alt;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const answer = await update.mutateAsync({ id: image._id, alt: alt.trim() });
      notices.success(answer?.message || MSG.imageUpdated);
    } catch (err) {
      notices.error(errorText(err));
    }
  };

  return (
    <form onSubmit={save} className="mt-2 flex flex-1 flex-col">
      <label htmlFor={id} className="block text-xs font-medium text-gray-800">
        Alt text of photo {n}
      </label>
      <textarea
        id={id}
        rows={2}
        value={alt}
        maxLength={GALLERY_ALT_MAX}
        onChange={(e) => setAlt(e.target.value)}
        aria-describedby={`${id}-hint`}
        placeholder="Decorative"
        className={`${inputClass()} text-sm`}
      />
      <p id={`${id}-hint`} className="sr-only">
        What the photo shows, for people who cannot see it. Leave empty for a decorative photo.
      </p>
      {/* Side by side once a card is wide enough for both words; stacked on a phone. */}
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <button
          type="submit"
          disabled={!changed || update.isPending}
          aria-label={update.isPending ? undefined : `Save alt text of photo ${n}`}
          className={`${buttonClass('secondary', 'sm')} flex-1`}
        >
          {update.isPending ? 'Saving...' : 'Save'}
        </button>
        <button
          type="button"
          onClick={onDelete}
          disabled={deleting}
          aria-label={`Delete photo ${n}`}
          className={`${buttonClass('danger', 'sm')} flex-1`}
        >
          Delete
        </button>
      </div>
    </form>
  );
}
