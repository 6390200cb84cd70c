import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { readCodes, type CodeFormat } from './read-codes';

export type CameraState = 'starting' | 'on' | 'none';

/**
 * The back camera filmed into the returned video element and read for codes (read-codes.ts) while the component is
 * shown: `state` is 'none' where there is no camera or it was refused; `retry` asks again (once the buyer has allowed
 * the camera in the browser's settings).
 */
export function useCameraCodes(onCode: (code: string) => void, opts: { continuous?: boolean; formats?: readonly CodeFormat[] } = {}) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const [attempt, setAttempt] = useState(0);
  // The camera's effect runs once per attempt; a code it reads goes to the component's current `onCode`.
  const read = useEffectEvent((code: string) => onCode(code));
  const { continuous = false } = opts;
  const formats = opts.formats?.join(',');

  useEffect(() => {
    let stop: (() => void) | undefined;
    let stream: MediaStream | undefined;
    let cancelled = false;
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (cancelled || !video.current) return stream.getTracks().forEach((t) => t.stop());
        video.current.srcObject = stream;
        await video.current.play().catch(() => undefined);
        setState('on');
        const asked = formats ? (formats.split(',') as CodeFormat[]) : undefined;
        stop = await readCodes(video.current, stream, read, { continuous, formats: asked });
        if (cancelled) stop();
      } catch {
        if (!cancelled) setState('none');
      }
    })();
    return () => {
      cancelled = true;
      stop?.();
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [continuous, formats, attempt]);

  const retry = () => {
    setState('starting');
    setAttempt((n) => n + 1);
  };
  return { video, state, retry };
}
