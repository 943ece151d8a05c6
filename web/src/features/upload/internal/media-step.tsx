import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/button';
import { FieldBox, FormMessage, Hint } from '../../../ui/form';
import { uploadMedia, type UploadedMedia } from './media-upload';

/**
 * Step 10: optional media files, uploaded as soon as they are chosen (signed-in people only); the
 * draft keeps what was stored, so nothing is sent twice and the list survives a trip to sign in.
 */
export function MediaStep({ media, onChange, signedIn }: { media: UploadedMedia[]; onChange: (media: UploadedMedia[]) => void; signedIn: boolean }) {
  const [uploading, setUploading] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);
  const inputId = useId();

  const add = async (files: File[]) => {
    setErrors([]);
    setUploading((n) => n + files.length);
    const results = await Promise.allSettled(files.map((f) => uploadMedia(f)));
    setUploading((n) => n - files.length);
    onChange([...media, ...results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))]);
    setErrors(results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : [])));
  };

  if (!signedIn) {
    return (
      <p>
        Media files are optional. To upload them, sign in first: your draft is kept. <Link to="/auth">Log in or sign up</Link>
      </p>
    );
  }
  return (
    <>
      <FieldBox>
        <label htmlFor={inputId}>Media files (optional)</label>
        <input
          id={inputId}
          type="file"
          multiple
          accept="image/png,image/jpeg,image/gif,image/webp,video/mp4,video/webm,video/quicktime,audio/mpeg,audio/ogg,audio/wav,audio/x-m4a,application/pdf,application/epub+zip"
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            if (files.length) void add(files);
          }}
        />
      </FieldBox>
      <Hint>Images, video, audio, PDF or EPUB, up to 10 MB each.</Hint>
      {uploading > 0 && <p role="status">Uploading {uploading === 1 ? '1 file' : `${uploading} files`}...</p>}
      {errors.length > 0 && (
        <FormMessage role="alert" $tone="error">
          <ul>
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </FormMessage>
      )}
      <ul aria-label="Attached media">
        {media.map((m, i) => (
          <li key={`${m.url}-${i}`}>
            {m.name} ({m.type}){' '}
            <Button $size="sm" aria-label={`Remove ${m.name}`} onClick={() => onChange(media.filter((_, j) => j !== i))}>
              Remove
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
