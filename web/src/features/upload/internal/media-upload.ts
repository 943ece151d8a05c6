/** A file stored by POST /api/media, as it goes into the event's attachedMedia. */
export interface UploadedMedia {
  type: string;
  name: string;
  url: string;
}

/** The server's limit (graphql-api MEDIA_MAX_BYTES), checked first so a big file is not sent for nothing. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;

interface ErrorBody {
  message?: string;
  violations?: { message: string }[];
}

/** Uploads one file; the error says why the server refused it (type, size, sign-in). */
export async function uploadMedia(file: File): Promise<UploadedMedia> {
  if (file.size > MEDIA_MAX_BYTES) throw new Error(`${file.name}: the file is larger than 10 MB`);
  const body = new FormData();
  body.append('file', file);
  const res = await fetch('/api/media', { method: 'POST', credentials: 'include', body });
  const json = (await res.json().catch(() => ({}))) as ErrorBody & Partial<UploadedMedia>;
  if (!res.ok) {
    const reason = json.violations?.[0]?.message ?? json.message ?? `HTTP error! status: ${res.status}`;
    throw new Error(`${file.name}: ${reason}`);
  }
  return { type: json.type!, name: json.name!, url: json.url! };
}
