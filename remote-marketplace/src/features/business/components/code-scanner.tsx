import { Button, color, font, radius, space } from '@canopy/shared-core';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';

/** How often a camera frame is read while scanning. */
const FRAME_EVERY_MS = 250;

/** The decoder and jsQR load the first time staff scan (qr-decode.ts). */
const loadDecoder = () => import('../utils/qr-decode.ts');

/** What to tell staff when the camera cannot be used, by the error getUserMedia gave. */
function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'The camera is not allowed for this site: allow it in the browser’s site settings, or scan from a photo or type the code.';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return 'No camera was found: scan from a photo or type the code.';
  }
  if (name === 'NotReadableError') {
    return 'The camera is busy in another app: close it there, or scan from a photo or type the code.';
  }
  return 'The camera could not be started: scan from a photo or type the code.';
}

/**
 * "Scan code" with the camera and "Scan from a photo" at the counter (issue 36): either
 * reads the QR code the member's wallet shows and hands its text to `onCode`, which fills
 * the code field. Typing the code stays the way that always works.
 */
export function CodeScanner({
  disabled,
  onCode,
}: {
  disabled: boolean;
  onCode: (code: string) => void;
}) {
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const messageId = useId();

  function found(text: string) {
    setProblem(null);
    onCode(text.trim().toUpperCase());
  }

  async function readPhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setScanning(false);
    setReading(true);
    setProblem(null);
    try {
      const { decodeQrFromFile } = await loadDecoder();
      const text = await decodeQrFromFile(file);
      if (text) found(text);
      else {
        setProblem(
          'No QR code was found in that photo: try a sharper, closer one, or type the code.',
        );
      }
    } catch {
      setProblem('That file could not be read as a photo: try another, or type the code.');
    } finally {
      setReading(false);
    }
  }

  return (
    <div css={{ display: 'grid', gap: space.sm }}>
      <div css={{ display: 'flex', gap: space.sm, flexWrap: 'wrap' }}>
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled}
          aria-pressed={scanning}
          onClick={() => {
            setProblem(null);
            setScanning((on) => !on);
          }}
        >
          {scanning ? 'Stop scanning' : 'Scan code'}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled || reading}
          onClick={() => fileRef.current?.click()}
        >
          {reading ? 'Reading the photo…' : 'Scan from a photo'}
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          aria-label="Photo of the member’s QR code"
          tabIndex={-1}
          onChange={(event) => void readPhoto(event)}
          css={{ display: 'none' }}
        />
      </div>
      {scanning && (
        <CameraScan
          describedBy={messageId}
          onFound={(text) => {
            setScanning(false);
            found(text);
          }}
          onProblem={(message) => {
            setScanning(false);
            setProblem(message);
          }}
        />
      )}
      <p
        id={messageId}
        role="status"
        css={{ margin: 0, fontSize: font.size.sm, color: problem ? color.danger : color.textMuted }}
      >
        {problem ?? ''}
      </p>
    </div>
  );
}

/** The camera's picture, read a few times a second until a code is found; stopped on unmount. */
function CameraScan({
  describedBy,
  onFound,
  onProblem,
}: {
  describedBy: string;
  onFound: (text: string) => void;
  onProblem: (message: string) => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  // The latest callbacks, so the camera is not restarted when the parent renders again.
  const handlers = useRef({ onFound, onProblem });
  useEffect(() => {
    handlers.current = { onFound, onProblem };
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) {
        handlers.current.onProblem(
          'This browser cannot use a camera here: scan from a photo or type the code.',
        );
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch (error) {
        if (!stopped) handlers.current.onProblem(cameraProblem(error));
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      const { decodeQr } = await loadDecoder();
      const tick = async () => {
        if (stopped) return;
        const text = video.readyState >= 2 ? await decodeQr(video).catch(() => null) : null;
        if (stopped) return;
        if (text) handlers.current.onFound(text);
        else timer = setTimeout(() => void tick(), FRAME_EVERY_MS);
      };
      void tick();
    }
    void start();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <video
      ref={videoRef}
      muted
      playsInline
      aria-label="Camera: hold the member’s QR code in view"
      aria-describedby={describedBy}
      css={{
        width: '100%',
        maxWidth: 320,
        aspectRatio: '4 / 3',
        background: color.surfaceAlt,
        borderRadius: radius.md,
        objectFit: 'cover',
      }}
    />
  );
}
