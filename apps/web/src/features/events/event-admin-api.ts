// The admin's writes to the event list, apart from the public reads (./event-api.ts) so that
// the public pages load none of the writing code (uploads, mutations).
import type { EventSaved, EventType } from '@ssf/domain/schemas/event';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { upload } from '../../lib/upload.ts';
import { eventKeys as keys } from './event-api.ts';

/** What the admin form sends: its text fields as the shared schema reads them, and the files. */
export interface EventFormValues {
  title: string;
  description: string;
  eventType: EventType;
  /** The UTC instant. */
  eventDate: string;
  venue: string | null;
  buttonText: string | null;
  buttonLink: string | null;
  coverImage: File | null;
  /** New extra images of a previous event. */
  images: File[];
  /** Saved extra images to drop (an edit of a previous event). */
  removeImages: string[];
  /** Registration settings (upcoming events; the dates as UTC instants). */
  registration?: {
    registrationEnabled: boolean;
    capacity: number | null;
    registrationOpensAt: string | null;
    registrationClosesAt: string | null;
    waitlist: boolean;
    universityOnly: boolean;
  };
}

/** The multipart body of a create or update: button fields only for upcoming events, images only for previous ones. */
export function eventFormData(values: EventFormValues): FormData {
  const form = new FormData();
  form.append('title', values.title);
  form.append('description', values.description);
  form.append('eventType', values.eventType);
  form.append('eventDate', values.eventDate);
  form.append('venue', values.venue ?? '');
  if (values.eventType === 'upcoming') {
    form.append('buttonText', values.buttonText ?? '');
    form.append('buttonLink', values.buttonLink ?? '');
    const r = values.registration;
    if (r) {
      form.append('registrationEnabled', String(r.registrationEnabled));
      form.append('capacity', r.capacity === null ? '' : String(r.capacity));
      form.append('registrationOpensAt', r.registrationOpensAt ?? '');
      form.append('registrationClosesAt', r.registrationClosesAt ?? '');
      form.append('waitlist', String(r.waitlist));
      form.append('universityOnly', String(r.universityOnly));
    }
  } else {
    for (const url of values.removeImages) form.append('removeImages', url);
    for (const file of values.images) form.append('images', file);
  }
  if (values.coverImage) form.append('coverImage', values.coverImage);
  return form;
}

/**
 * Create (no id) or update an event. `progress` is the share of the upload sent while files go
 * out, null otherwise.
 */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: ({ id, values }: { id?: string; values: EventFormValues }) => {
      const sendsFiles =
        Boolean(values.coverImage) || (values.eventType === 'previous' && values.images.length > 0);
      if (sendsFiles) setProgress(0);
      return upload<EventSaved>(
        'POST',
        id ? `/events/update/${encodeURIComponent(id)}` : '/events/create',
        eventFormData(values),
        { onProgress: sendsFiles ? setProgress : undefined },
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
    onSettled: () => setProgress(null),
  });
  return { mutation, progress };
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ success: true; message: string }>(`/events/delete/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
