import { MSG } from '@ssf/domain/messages';
import {
  EVENT_BUTTON_LINK_MAX,
  EVENT_BUTTON_TEXT_MAX,
  EVENT_IMAGES_MAX,
  EVENT_TITLE_MAX,
  EVENT_VENUE_MAX,
  EVENT_TYPES,
  type Event,
  type EventType,
  eventInputSchema,
} from '@ssf/domain/schemas/event';
import { type FormEvent, useState } from 'react';
import {
  AdminFormButtons,
  AdminFormCard,
  type DrawerFormProps,
  focusFirstInvalid,
} from '../../components/admin/admin-form.tsx';
import { Field, FieldError, inputClass, labelClass, RequiredMark } from '../../components/field.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { ImageField } from '../../components/image-field.tsx';
import { MultiImageField } from '../../components/multi-image-field.tsx';
import { useNotices } from '../../components/notices.tsx';
// The editor (Tiptap and ProseMirror) is imported by the admin page only, never by a public page.
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { UploadProgress } from '../../components/upload-progress.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { forumTimeZone, fromForumDateTimeInput, toForumDateTimeInput } from '../../lib/dates.ts';
import { useSaveEvent } from './event-admin-api.ts';
import { typeLabel } from './event-rules.ts';
import { registrationDraft, RegistrationSettings } from './registration-settings.tsx';

interface EventFormProps extends DrawerFormProps {
  /** The event being edited; none to create one. */
  event?: Event | null;
}

/**
 * The event form of /admin/events: create, or edit the event given (its fields preloaded). Checked
 * with the shared schema before anything is sent; the date is entered on the forum's clocks.
 */
export function EventForm({ event, onSaved, onCancel, headingRef }: EventFormProps) {
  const notices = useNotices();
  const { mutation: save, progress } = useSaveEvent();
  const form = useZodForm(eventInputSchema);
  const [title, setTitle] = useState(event?.title ?? '');
  const [description, setDescription] = useState(event?.description ?? '');
  const [eventType, setEventType] = useState<EventType>(event?.eventType ?? 'upcoming');
  const [eventDate, setEventDate] = useState(event ? toForumDateTimeInput(event.eventDate) : '');
  const [venue, setVenue] = useState(event?.venue ?? '');
  const [buttonText, setButtonText] = useState(event?.buttonText ?? '');
  const [buttonLink, setButtonLink] = useState(
    event?.buttonLink && event.buttonLink !== 'undefined' ? event.buttonLink : '',
  );
  const [coverImage, setCoverImage] = useState<File | null>(null);
  const [images, setImages] = useState<File[]>([]);
  const [removeImages, setRemoveImages] = useState<string[]>([]);
  const [registration, setRegistration] = useState(() => registrationDraft(event?.registration));
  const keptImages = (event?.images ?? []).filter((url) => !removeImages.includes(url));
  const editing = Boolean(event);

  const change = (name: string, set: (value: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
    form.clearError(name);
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (save.isPending) return;
    const formElement = e.currentTarget;
    const parsed = form.validate(
      { title, description, eventType, eventDate, venue, buttonText, buttonLink, ...registration },
      !editing && !coverImage ? { coverImage: MSG.coverImageRequired } : {},
    );
    if (!parsed) {
      focusFirstInvalid(formElement);
      return;
    }
    const instant = fromForumDateTimeInput(parsed.eventDate) ?? parsed.eventDate;
    const at = (local: string | null) => (local ? (fromForumDateTimeInput(local) ?? local) : null);
    try {
      await save.mutateAsync({
        id: event?._id,
        values: {
          title: parsed.title,
          description: parsed.description,
          eventType: parsed.eventType,
          eventDate: instant,
          venue: parsed.venue,
          buttonText: parsed.buttonText,
          buttonLink: parsed.buttonLink,
          coverImage,
          images,
          removeImages,
          registration: {
            registrationEnabled: parsed.registrationEnabled,
            capacity: parsed.capacity,
            registrationOpensAt: at(parsed.registrationOpensAt),
            registrationClosesAt: at(parsed.registrationClosesAt),
            waitlist: parsed.waitlist,
            universityOnly: parsed.universityOnly,
          },
        },
      });
      notices.success(editing ? MSG.eventUpdated : MSG.eventCreated);
      onSaved();
    } catch (err) {
      form.showServerErrors(err);
      notices.error(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <AdminFormCard
      onSubmit={onSubmit}
      busy={save.isPending}
      title={editing ? 'Edit Event' : 'Create Event'}
      titleId="event-form-title"
      headingRef={headingRef}
      editing={event?.title}
    >
      <FormTextField
        form={form}
        name="title"
        label="Title"
        required
        type="text"
        value={title}
        onValue={setTitle}
        maxLength={EVENT_TITLE_MAX}
      />
      <div>
        {/* The editable area carries the accessible name itself (aria-label), so this is visual. */}
        <span aria-hidden="true" className={labelClass}>
          Description
          <RequiredMark />
        </span>
        <div className="mt-1">
          <RichTextEditor
            initialHtml={event?.description ?? ''}
            onChange={(html) => {
              setDescription(html);
              form.clearError('description');
            }}
            label="Description"
            invalid={Boolean(form.error('description'))}
            describedBy={form.error('description') ? 'event-description-error' : undefined}
          />
        </div>
        <FieldError id="event-description-error" message={form.error('description')} />
      </div>
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        <Field label="Event type" required error={form.error('eventType')}>
          {(control) => (
            <select
              {...control}
              name="eventType"
              value={eventType}
              onChange={change('eventType', (v) => setEventType(v as EventType))}
              className={inputClass(!!form.error('eventType'))}
            >
              {EVENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {typeLabel(type)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FormTextField
          form={form}
          name="eventDate"
          label="Event date and time"
          hint={`On the forum's clocks (${forumTimeZone()}).`}
          required
          type="datetime-local"
          value={eventDate}
          onValue={setEventDate}
        />
      </div>
      <FormTextField
        form={form}
        name="venue"
        label="Venue"
        hint="Where it takes place, as a visitor would look for it."
        type="text"
        value={venue}
        onValue={setVenue}
        maxLength={EVENT_VENUE_MAX}
        placeholder="Main Auditorium, MIT-WPU"
      />
      <ImageField
        label="Cover image"
        name="coverImage"
        required={!editing}
        hint={editing ? 'Leave empty to keep the current cover.' : undefined}
        value={coverImage}
        onChange={(file) => {
          setCoverImage(file);
          form.clearError('coverImage');
        }}
        currentUrl={event?.coverImage}
        error={form.error('coverImage')}
      />
      {eventType === 'upcoming' ? (
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
          <FormTextField
            form={form}
            name="buttonText"
            label="Button text"
            hint="The action link's label, such as Register."
            type="text"
            value={buttonText}
            onValue={setButtonText}
            maxLength={EVENT_BUTTON_TEXT_MAX}
          />
          <FormTextField
            form={form}
            name="buttonLink"
            label="Button link"
            hint="An http or https address."
            type="url"
            inputMode="url"
            placeholder="https://"
            value={buttonLink}
            onValue={setButtonLink}
            maxLength={EVENT_BUTTON_LINK_MAX}
          />
        </div>
      ) : (
        <MultiImageField
          label="Extra images"
          name="images"
          hint={`Shown in the event's gallery after the cover; at most ${EVENT_IMAGES_MAX}.`}
          files={images}
          onChange={(files) => {
            setImages(files);
            form.clearError('images');
          }}
          current={keptImages}
          onRemoveCurrent={(url) => setRemoveImages((list) => [...list, url])}
          maxFiles={EVENT_IMAGES_MAX}
          // The server swaps the whole gallery for images sent with an edit.
          replaceCurrent
          error={form.error('images')}
        />
      )}
      {eventType === 'upcoming' ? (
        <RegistrationSettings
          value={registration}
          onChange={(next) => {
            setRegistration(next);
            for (const key of ['capacity', 'registrationOpensAt', 'registrationClosesAt'])
              form.clearError(key);
          }}
          error={form.error}
          registered={event?.registration.counts.registered ?? 0}
        />
      ) : null}
      <UploadProgress value={progress} label="Uploading images" />
      <AdminFormButtons
        saving={save.isPending}
        label={editing ? 'Update Event' : 'Create Event'}
        editing={editing}
        onCancel={onCancel}
      />
    </AdminFormCard>
  );
}
