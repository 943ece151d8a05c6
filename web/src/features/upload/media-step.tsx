import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { uploadMedia, type UploadedMedia } from './media-upload';

/**
 * Step 10: optional media files, uploaded as soon as they are chosen (signed-in people only); the
 * draft keeps what was stored, so nothing is sent twice and the list survives a trip to sign in.
 */
export function MediaStep({ media, onChange, signedIn }: { media: UploadedMedia[]; onChange: (media: UploadedMedia[]) => void; signedIn: boolean }) {
  const [uploading, setUploading] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);

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
      <label>
        Media files (optional)
        <input
          type="file"
          multiple
          accept="image/png,image/jpeg,image/gif,image/webp,video/mp4,video/webm,video/quicktime,audio/mpeg,audio/ogg,audio/wav,audio/x-m4a,application/pdf,application/epub+zip"
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            if (files.length) void add(files);
          }}
        />
      </label>
      <Hint>Images, video, audio, PDF or EPUB, up to 10 MB each.</Hint>
      {uploading > 0 && <p role="status">Uploading {uploading === 1 ? '1 file' : `${uploading} files`}...</p>}
      {errors.length > 0 && (
        <Errors role="alert">
          <ul>
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </Errors>
      )}
      <ul aria-label="Attached media">
        {media.map((m, i) => (
          <li key={m.url}>
            {m.name} ({m.type}){' '}
            <button type="button" aria-label={`Remove ${m.name}`} onClick={() => onChange(media.filter((_, j) => j !== i))}>
              Remove
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

const Hint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Errors = styled.div`
  ul {
    margin: 0;
    padding: 0 0 0 16px;
  }
  padding: 8px;
  border-radius: 6px;
  background: rgba(239, 68, 68, 0.2);
`;
