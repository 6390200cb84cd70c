import { ImageUploader, Toast, type ImageUploadItem } from 'antd-mobile';
import { photoProblem, uploadPhoto } from '../lib/photo';

/** A stored upload as a form keeps it: its id (what the server takes) and its url (the thumbnail). */
export interface UploadedPhoto {
  id: string;
  url: string;
  name: string;
}

interface Props {
  value?: UploadedPhoto[];
  onChange?: (photos: UploadedPhoto[]) => void;
  maxCount?: number;
  /** The rear camera opens straight away (a licence, a damaged box); the phone still offers the album. */
  camera?: boolean;
  testId?: string;
  /** Told when a picked photo starts and ends uploading (a form waits for it before sending). */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * Photos from the camera or the album, each shrunk (long side 2000 px) and uploaded to POST /api/uploads as soon as it is
 * picked; the form holds the uploads' ids. Import inside a page's chunk only (ImageUploader is not small).
 */
export function PhotoUploader({ value = [], onChange, maxCount = 1, camera = true, testId, onBusyChange }: Props) {
  const items: ImageUploadItem[] = value.map((p) => ({ key: p.id, url: p.url, extra: p }));
  return (
    <div data-testid={testId}>
      <ImageUploader
        value={items}
        maxCount={maxCount}
        accept="image/*,application/pdf"
        capture={camera ? 'environment' : undefined}
        beforeUpload={(file) => {
          const problem = photoProblem(file);
          if (problem) {
            Toast.show({ icon: 'fail', content: problem });
            return null;
          }
          return file;
        }}
        upload={async (file) => {
          try {
            const stored = await uploadPhoto(file);
            return {
              key: stored.id,
              url: stored.mime === 'application/pdf' ? '' : stored.url,
              extra: { id: stored.id, url: stored.url, name: stored.name },
            };
          } catch (e) {
            if (e instanceof Error && !('kind' in e)) Toast.show({ icon: 'fail', content: e.message });
            throw e;
          }
        }}
        onChange={(next) => onChange?.(next.map((i) => i.extra as UploadedPhoto))}
        onUploadQueueChange={(tasks) => onBusyChange?.(tasks.some((t) => t.status === 'pending'))}
      />
    </div>
  );
}
